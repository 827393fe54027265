import 'fomantic-ui-css/components/statistic.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import group from './examples/GroupExample.tsx?example';
import statistic from './examples/StatisticExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/statistic?api');

export default function StatisticPage() {
  return (
    <>
      <PageTitle title="Statistic">A statistic shows a value and what it counts.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Statistic" example={statistic}>
          <p>
            <code>value</code> and <code>label</code> take a text, a number, a part&rsquo;s element or its
            props; or write the parts, <code>Statistic.Value</code> and <code>Statistic.Label</code>, as
            children. A value that is a word reads better <code>text</code>: a little smaller, so that it
            fits.
          </p>
        </Example>
        <Example title="Group" example={group}>
          <p>
            <code>Statistic.Group</code> sets statistics side by side; <code>items</code> draws them from data
            (give each a <code>key</code>). <code>widths</code> shares the group&rsquo;s width between one to
            ten of them (the kit has no more), and Fomantic&rsquo;s <code>stackable</code> puts them one under
            the other on a phone. A width outside one to ten throws an error that names the prop.
          </p>
        </Example>
        <Example title="Variations" example={variations}>
          <p>
            <code>color</code>, <code>size</code>, <code>horizontal</code> (the label beside the value),{' '}
            <code>inverted</code>, <code>floated</code> and Fomantic&rsquo;s <code>fluid</code>, on a
            statistic or on a whole group.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          A statistic is text: screen readers read its value and its label in the order they are written.
          Write the label first only when it reads better first (&ldquo;Views: 40,509&rdquo;). When the number
          needs more words to make sense (a unit, a period), put them in the label, or name the statistic with{' '}
          <code>aria-label</code> on an element with a role, such as <code>as=&quot;section&quot;</code>.
          Statistic uses no hook and no state: a React Server Component renders it with no client JavaScript.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}
