import 'fomantic-ui-css/components/checkbox.min.css';
import 'fomantic-ui-css/components/dimmer.min.css';
import 'fomantic-ui-css/components/form.min.css';
import 'fomantic-ui-css/components/modal.min.css';
import 'fomantic-ui-css/components/tab.min.css';
import 'fomantic-ui-css/components/transition.min.css';
import { ModalProvider } from 'sui-react/modal';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import { KeyboardTable } from '../../../docs-kit/KeyboardTable';
import basic from './examples/BasicExample.tsx?example';
import dynamic from './examples/DynamicExample.tsx?example';
import properties from './examples/PropertiesExample.tsx?example';
import styled from './examples/StyledExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/tabs?api');

/** The keyboard tables load after the page, like the API. */
const keys = () => import('../../../../../packages/sui-react/src/modules/tabs/keyboard');

export default function TabsPage() {
  return (
    <ModalProvider>
      <PageTitle title="Tabs">
        A tab is a hidden section of content, shown by choosing it in a menu.
      </PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Basic Tabs" example={basic}>
          <p>
            A <code>TabHeader</code> and a <code>TabContent</code> with the same <code>id</code> make a tab;
            the <code>Tabset</code> around them keeps exactly one tab active (the first, unless one asks to
            be). Click a header, or focus the active one and use the arrow keys, Home and End.
          </p>
        </Example>
        <Example title="Properties & Events" example={properties}>
          <p>
            Each header is bound to state with <code>active</code> and <code>onActiveChange</code>, so the
            buttons inside the contents activate tabs. The second tab reports <code>onActivate</code> with an
            alert; the checkbox disables the third, and disabling the active tab moves to the nearest enabled
            one.
          </p>
        </Example>
        <Example title="Dynamic Tabs" example={dynamic}>
          <p>
            Tabs can come from a list, beside static ones. Add Tab appends a tab that asks to be active;
            Remove Tab drops the last one, and when it was active its neighbour takes over. The contents are
            declared in a different order from the headers: the headers alone give the order.
          </p>
        </Example>
        <Example title="Styled & Nested Tabs" example={styled}>
          <p>
            Headers and contents are separate, so they fit any markup: here a secondary menu, and a tabset
            nested in the first tab, which works on its own.
          </p>
        </Example>

        <h2 className="ui dividing header" id="keyboard">
          Keyboard
        </h2>
        <p>
          The headers follow the WAI-ARIA tabs pattern with automatic activation: the tab list is one tab
          stop, and moving to a tab shows its panel. A nested tabset has its own keys, as its own tab list.
        </p>
        <KeyboardTable load={keys} table="tabsKeyboard" caption="Tabs keys" />

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </ModalProvider>
  );
}
