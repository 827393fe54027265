import 'fomantic-ui-css/components/button.min.css';
import 'fomantic-ui-css/components/checkbox.min.css';
import 'fomantic-ui-css/components/form.min.css';
import 'fomantic-ui-css/components/input.min.css';
import 'fomantic-ui-css/components/message.min.css';
import 'fomantic-ui-css/components/search.min.css';
import 'fomantic-ui-css/components/transition.min.css';
import { ApiTable, CodeBlock, Example, highlight, PageContent, PageTitle } from '../../../docs-kit';
import { KeyboardTable } from '../../../docs-kit/KeyboardTable';
import groups from './examples/GroupsExample.tsx?example';
import local from './examples/LocalExample.tsx?example';
import remote from './examples/RemoteExample.tsx?example';
import template from './examples/TemplateExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/search?api');

/** The keyboard tables load after the page, like the API. */
const keys = () => import('../../../../../packages/sui-react/src/modules/search/keyboard');

export default function SearchPage() {
  return (
    <>
      <PageTitle title="Search">
        A search module allows a user to query for results from a selection of data.
      </PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Local" example={local}>
          <p>
            A search can display a set of local results. The options are searched in the browser, for text
            that contains the query in any case, and the matching part is shown in bold. With{' '}
            <code>searchDelay</code> at 0 the results follow every keypress. Down and Up move through them,
            Enter chooses, Escape closes them and a second Escape empties the input.
          </p>
        </Example>
        <Example title="Remote" example={remote}>
          <p>
            A search can display a set of remote results. <code>optionsLookup</code> returns a promise; here
            it stands in for a server that answers after 300 ms with the words starting with the query. The
            search waits 200 ms after the last keypress, shows a spinner while the lookup runs, and ignores an
            answer that arrives after a newer query was typed.
          </p>
        </Example>
        <Example title="Groups and a controlled text" example={groups}>
          <p>
            A search can show its results in named groups. <code>optionsGroupField</code> names the property
            that holds each item&rsquo;s group: the results of a group show together under its name, and a
            screen reader hears the name as it enters the group. Down and Up still go through every result in
            the order shown. Grouped results take the kit&rsquo;s category look, 28em wide; on a narrow screen
            make the search <code>fluid</code> (as here) or <code>horizontal</code>, which puts each name
            above its results.
          </p>
          <p>
            The text is controlled here: <code>value</code> and <code>onChange</code> hold it in the
            example&rsquo;s state. <code>onChange</code> hears every change of the text (typing, choosing a
            result, Escape, a form reset), and a text set from outside is searched as typing would be, its
            results opening when the input has focus.
          </p>
          <p>
            Whether the results show can be controlled as well. With <code>open</code> true they show whatever
            focus does (press &ldquo;Keep the results open&rdquo;): the search answers the text in the input
            at once, and with nothing typed it answers the empty text, for which the default filter gives the
            first options. <code>open</code> false keeps them hidden. Either way <code>onOpenChange</code>{' '}
            hears each time the user opens or closes them, and Escape on results that only <code>open</code>{' '}
            shows calls <code>onOpenChange(false)</code>, leaving the decision to the page.
          </p>
        </Example>
        <Example title="Template results" example={template}>
          <p>
            A search can display results using a template. <code>renderResult</code> draws each result, here
            its title and its index; <code>retainSelectedResult</code> is off, so choosing a result empties
            the input.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          The search is a <code>search</code> landmark holding an editable combobox with a list of results.
          Focus stays in the input while the arrow keys move the highlight, and the number of results (or that
          there are none) is announced politely. Give each search on a page its own <code>aria-label</code> so
          that the landmarks can be told apart.
        </p>

        <div className="ui info message">
          <div className="header">Localization</div>
          <p>
            The placeholder and the no-results texts come from the current language, and follow it when it
            changes. Override them for one search with <code>localeOverrides</code>, or see the{' '}
            <a href="#/behaviors/localization">Localization page</a> to change them everywhere.
          </p>
        </div>
        <CodeBlock
          source={highlight(
            'tsx',
            `
<Search
  options={fruits}
  localeOverrides={{ placeholder: 'Find a fruit...', noResults: { header: 'No fruit' } }}
/>`,
          )}
        />

        <h2 className="ui dividing header" id="keyboard">
          Keyboard
        </h2>
        <KeyboardTable load={keys} table="searchKeyboard" caption="Search keys" />

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}
