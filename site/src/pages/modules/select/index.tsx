import 'fomantic-ui-css/components/checkbox.min.css';
import 'fomantic-ui-css/components/dropdown.min.css';
import 'fomantic-ui-css/components/input.min.css';
import 'fomantic-ui-css/components/transition.min.css';
import { ApiTable, CodeBlock, Example, highlight, PageContent, PageTitle } from '../../../docs-kit';
import { KeyboardTable } from '../../../docs-kit/KeyboardTable';
import longList from './examples/LongListExample.tsx?example';
import remote from './examples/RemoteLookupExample.tsx?example';
import labelTemplates from './examples/LabelTemplatesExample.tsx?example';
import searchInMenu from './examples/SearchInMenuExample.tsx?example';
import searchText from './examples/SearchTextExample.tsx?example';
import selection from './examples/SelectionExample.tsx?example';
import templates from './examples/TemplatesExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/select?api');

/** The keyboard tables load after the page, like the API. */
const keys = () => import('../../../../../packages/sui-react/src/modules/select/keyboard');

export default function SelectPage() {
  return (
    <>
      <PageTitle title="Select">
        A select lets the user choose one or more values from a list of options.
      </PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Selection" example={selection}>
          <p>
            A select chooses between the choices of a form. <code>Select</code> keeps one value and{' '}
            <code>MultiSelect</code> keeps several, shown as labels that each have a remove button (or as a
            count when labels are hidden). Both are comboboxes: focus or a click opens the list, the arrow
            keys, Home, End, Page Up and Page Down move through it, Enter chooses, Escape closes, and
            Backspace in an empty multi select removes the last choice. Without search, typing the first
            letters of an option jumps to it.
          </p>
        </Example>

        <div className="ui info message">
          <div className="header">Menus of your own</div>
          <p>
            Without children, a select lists all of its options itself. To build the menu yourself, with
            headers, dividers or a search box, pass a function as the children: it receives the{' '}
            <strong>filtered options</strong> (those matching the query, without the ones already shown as
            labels) and returns the menu. Map those options, not <code>options</code>, to{' '}
            <code>SelectOption</code> elements: otherwise the menu would not follow the search.
          </p>
          <CodeBlock
            source={highlight(
              'tsx',
              `
<Select options={options} labelField="name">
  {(filtered) => (
    <>
      <div className="header">Fruit</div>
      {filtered.map((option) => (
        <SelectOption key={option.name} value={option} />
      ))}
    </>
  )}
</Select>`,
            )}
          />
        </div>

        <Example title="Variations" example={variations}>
          <p>
            Classes restyle a select: no class gives a basic one, <code>inline</code> sits in a sentence, and{' '}
            <code>floating labeled icon button</code> makes a button with its own icon (<code>icon</code>).
            Options can also be written as static <code>SelectOption</code> children, as in the first select.
            With <code>text</code>, the select keeps the same words whatever is chosen, a call to action such
            as the last one; a string <code>text</code> also names the select for screen readers.
          </p>
        </Example>
        <Example title="Search In-Menu" example={searchInMenu}>
          <p>
            A <code>SelectSearch</code> in the menu puts the search box inside it; focus moves into the box
            when the menu opens. Because the menu then holds more than options, spread the function&apos;s
            second argument on the element that holds them, so that it becomes the list for assistive
            technology. This one allows at most 5 selections (<code>maxSelected</code>) and then says so.
          </p>
        </Example>
        <Example title="Search text" example={searchText}>
          <p>
            <code>query</code> and <code>onQueryChange</code> hold the search text in your state, as{' '}
            <code>value</code> and <code>onChange</code> hold the choice: what you pass back is what the input
            shows and what the options are filtered by (this one keeps letters and spaces only, so a typed
            digit never appears). The select still empties it after a choice or when the menu closes, by
            calling <code>onQueryChange(&apos;&apos;)</code>; <code>defaultQuery</code> gives a first text
            without holding it. <code>minCharacters</code> keeps the menu closed until that many characters
            are typed (here two), leaving the typed text in place, which suits long lists where one letter
            matches most of them.
          </p>
        </Example>
        <Example title="Templates and Formatters" example={templates}>
          <p>
            <code>renderOption</code> renders each option as you like; <code>optionFormatter</code> turns it
            into text. Both selects share one value. This is the formatter used in the second one:
          </p>
          <CodeBlock
            source={highlight('ts', `const formatter = (option: Option) => \`name: '\${option.name}'\`;`)}
          />
        </Example>
        <Example title="Label templates" example={labelTemplates}>
          <p>
            A multi select draws each chosen option as a label with the option&apos;s content, as the menu
            does. <code>renderLabel</code> gives a label content of its own (here a team&apos;s code where the
            menu lists its name) and <code>labelClassName</code> adds the kit&apos;s classes to it: a colour,{' '}
            <code>basic</code>, or <code>active</code> for a label you mark (for instance the one last
            clicked, with <code>onLabelClick</code>; the kit shows <code>active</code> on labels without a
            colour, and <code>sui-react/a11y.css</code> keeps it visible under forced colours). Each
            label&apos;s remove button still names the option (&ldquo;Remove Engineering&rdquo;).
          </p>
        </Example>
        <Example title="Remote Lookup" example={remote}>
          <p>
            <code>optionsLookup</code> fetches the options for each query, here from a stand-in API that
            answers after 500 ms and reads the query as a case-insensitive pattern (as plain text when it is
            not a valid pattern). The select shows a loading state meanwhile, and an answer to an older query
            never replaces a newer one. With <code>valueField</code>, the value is the option&apos;s{' '}
            <code>id</code>; the initial value 3 is resolved by calling the lookup with{' '}
            <code>(undefined, 3)</code>.
          </p>
          <CodeBlock
            source={highlight(
              'ts',
              `
type SelectLookup<T, U> = (query: string | undefined, initial?: U | U[]) => Promise<T | T[]>;`,
            )}
          />
          <p>
            <code>T</code> is the option type and <code>U</code> the value type. A multi select passes its
            initial values as an array and expects an array back.
          </p>
        </Example>
        <Example title="Long lists" example={longList}>
          <p>
            Long lists stay fast: the menu draws only the options in view (and a few more) and scrolls over
            the rest, so opening it and filtering as you type cost the same with 10,000 options as with 20.
          </p>
        </Example>

        <div className="ui info message">
          <div className="header">Localization</div>
          <p>
            The placeholders and messages (&lsquo;Select one&rsquo;, &lsquo;No results&rsquo;, &lsquo;Max 5
            selections&rsquo;...) come from the language in use; see{' '}
            <a href="#/behaviors/localization">Localization</a>. To change them for one select only, pass{' '}
            <code>localeOverrides</code>.
          </p>
        </div>

        <h2 className="ui dividing header" id="keyboard">
          Keyboard
        </h2>
        <p>
          Focus stays on the select (or its search input) while <code>aria-activedescendant</code> points at
          the highlighted option, as in the WAI-ARIA combobox pattern. A MultiSelect moves and opens like a
          Select; the second table lists where it differs.
        </p>
        <h3 className="ui header">Select</h3>
        <KeyboardTable load={keys} table="selectKeyboard" caption="Select keys" />
        <h3 className="ui header">MultiSelect</h3>
        <KeyboardTable load={keys} table="multiSelectKeyboard" caption="MultiSelect keys" />

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}
