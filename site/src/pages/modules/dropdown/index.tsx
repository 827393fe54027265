import 'fomantic-ui-css/components/checkbox.min.css';
import 'fomantic-ui-css/components/dropdown.min.css';
import 'fomantic-ui-css/components/table.min.css';
import 'fomantic-ui-css/components/transition.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import { KeyboardTable } from '../../../docs-kit/KeyboardTable';
import controls from './examples/ControlsExample.tsx?example';
import fileMenu from './examples/FileMenuExample.tsx?example';
import filter from './examples/FilterExample.tsx?example';
import styled from './examples/StyledExample.tsx?example';
import versatility from './examples/VersatilityExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/dropdown?api');

/** The keyboard tables load after the page, like the API. */
const keys = () => import('../../../../../packages/sui-react/src/modules/dropdown/keyboard');

export default function DropdownPage() {
  return (
    <>
      <PageTitle title="Dropdown">A dropdown opens a menu of actions the user can choose from.</PageTitle>
      <PageContent>
        <div className="ui info message">
          <div className="header">Selection dropdowns</div>
          <p>
            This component is a menu of actions. To let the user pick a value from a list of options, use the{' '}
            <a href="#/modules/select">Select</a> component.
          </p>
        </div>

        <h2 className="ui dividing header">Examples</h2>
        <Example title="Dropdown" example={fileMenu}>
          <p>
            A menu with descriptions, icons, a divider and a nested menu. A <code>Dropdown</code> placed in a
            menu becomes an item that opens its own menu, by a click, Enter or the right arrow.
          </p>
        </Example>
        <Example title="Controls" example={controls}>
          <p>
            The open state can be bound with <code>open</code> and <code>onOpenChange</code>, so other
            controls can open and close the menu; <code>disabled</code> blocks it, and closes it when it was
            open. Disabled items are skipped by the arrow keys and ignore clicks.
          </p>
        </Example>
        <Example title="Styled dropdowns" example={styled}>
          <p>
            The kit&apos;s variations apply through <code>className</code>: a pointing button, a left pointing
            one, a floating menu. <code>autoClose</code> sets what closes the menu: with <code>disabled</code>{' '}
            only the dropdown itself and Escape do; with <code>outsideClick</code> a click on an item keeps it
            open.
          </p>
        </Example>
        <Example title="A filter in the menu" example={filter}>
          <p>
            What <code>DropdownMenu</code> gets as <code>filter</code> goes above its items: here an{' '}
            <code>Input</code> with the kit&apos;s <code>search</code> class, a divider and a header. It stays
            outside the list of items, since a menu may hold only items, and the list scrolls. The menu opens
            on the field, by a click or a key, so the user can type at once: letters, Space, Home and End edit
            the field, the down arrow goes to the items and the up arrow from the first item comes back. A
            list left empty hides; a message saying so belongs in the filter.
          </p>
        </Example>
        <Example title="Versatility" example={versatility}>
          <p>
            A dropdown can take the look of any element, here a link item of a menu, with headers, dividers
            and a nested menu.
          </p>
        </Example>

        <h2 className="ui dividing header" id="keyboard">
          Keyboard
        </h2>
        <p>
          The dropdown follows the WAI-ARIA menu button pattern. Its label is a button (
          <code>aria-haspopup=&quot;menu&quot;</code>, <code>aria-expanded</code>); the menu has the{' '}
          <code>menu</code> role and its items the <code>menuitem</code> role. Focus moves to the highlighted
          item (a roving focus), so screen readers announce each item as it is reached.
        </p>
        <KeyboardTable load={keys} table="dropdownKeyboard" caption="Dropdown keys" />

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}
