import 'fomantic-ui-css/components/popup.min.css';
import 'fomantic-ui-css/components/transition.min.css';
import 'fomantic-ui-css/components/card.min.css';
import 'fomantic-ui-css/components/grid.min.css';
import 'fomantic-ui-css/components/divider.min.css';
import 'fomantic-ui-css/components/form.min.css';
import 'fomantic-ui-css/components/dropdown.min.css';
import 'fomantic-ui-css/components/rating.min.css';
import 'fomantic-ui-css/components/checkbox.min.css';
import { POPUP_DEFAULTS, PopupConfigProvider } from 'sui-react/popup';
import { ApiTable, CodeBlock, Example, highlight, PageContent, PageTitle } from '../../../docs-kit';
import { KeyboardTable } from '../../../docs-kit/KeyboardTable';
import anchor from './examples/AnchorExample.tsx?example';
import basic from './examples/BasicExample.tsx?example';
import manual from './examples/ManualExample.tsx?example';
import placement from './examples/PlacementExample.tsx?example';
import size from './examples/SizeExample.tsx?example';
import template from './examples/TemplateExample.tsx?example';
import width from './examples/WidthExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/popup?api');

/** The keyboard tables load after the page, like the API. */
const keys = () => import('../../../../../packages/sui-react/src/modules/popup/keyboard');

export default function PopupPage() {
  return (
    <>
      <PageTitle title="Popup">A popup shows extra information or controls on top of the page.</PageTitle>
      <PageContent>
        {/* The site's own tooltips are inverted with a delay; the examples show the library defaults. */}
        <PopupConfigProvider {...POPUP_DEFAULTS}>
          <h2 className="ui dividing header">Examples</h2>
          <Example title="Popup" example={basic}>
            <p>
              Wrap any element to give it a popup with a <code>header</code> and <code>content</code>. A text
              popup is a tooltip: it describes its trigger, opens on hover and on keyboard focus, stays open
              while the pointer moves onto it, and Escape dismisses it.
            </p>
          </Example>
          <Example title="Template" example={template}>
            <p>
              <code>content</code> can be any React content. A function receives <code>{'{ close }'}</code>,
              so the content can close its popup: here a click on the rating (or Enter) closes it. Content
              given as a function is interactive, so the popup is a dialog: focus moves into it, and Escape
              closes it and puts focus back on the button.
            </p>
          </Example>
          <Example title="Placement" example={placement}>
            <p>
              <code>placement</code> takes one of twelve positions around the trigger. When the viewport has
              no room, the popup flips to the other side and slides along, and its arrow follows the side it
              really uses. Hover or focus the card to see it.
            </p>
          </Example>
          <Example title="Size" example={size}>
            <p>
              A popup can be <code>mini</code>, <code>tiny</code>, <code>small</code>, <code>large</code> or{' '}
              <code>huge</code>.
            </p>
          </Example>
          <Example title="Width" example={width}>
            <p>
              <code>wide</code> and <code>very wide</code> popups allow longer content. A <code>flowing</code>{' '}
              popup has no maximum width: its content sets it, like this grid of plans.
            </p>
          </Example>

          <h2 className="ui dividing header">Manual trigger</h2>
          <p>
            With <code>trigger=&quot;manual&quot;</code> nothing on the page opens the popup: code does,
            through the handle a <code>ref</code> gives (<code>open()</code>, <code>close()</code>,{' '}
            <code>toggle()</code>). The handle works with every trigger.
          </p>
          <Example title="Manual popup" example={manual} />
          <CodeBlock
            source={highlight(
              'tsx',
              `
const popup = useRef<PopupHandle>(null);

<Popup ref={popup} content="Manual" trigger="manual">
  <div className="ui segment" tabIndex={0}>...</div>
</Popup>
<button onClick={() => popup.current?.open()}>Open!</button>`,
            )}
          />

          <h2 className="ui dividing header">Placed beside something else</h2>
          <p>
            <code>anchor</code> takes a ref to the element the popup is placed beside, when that is not its
            trigger, or to a virtual element: any object with <code>getBoundingClientRect</code>, such as the
            point of a right click. With an anchor the trigger can be left out; the popup then opens through
            its handle or <code>open</code>. Give a virtual element a <code>contextElement</code> so that the
            popup joins that element&apos;s landmark. This context menu opens where the pointer is, or beside
            the area when the keyboard opens it; focus moves into the menu, and Escape or a choice brings it
            back to the area.
          </p>
          <Example title="Context menu" example={anchor} />

          <h2 className="ui dividing header">Global configuration</h2>
          <p>
            <code>PopupConfigProvider</code> sets defaults for every popup below it; a popup&apos;s own props
            override them, and an inner provider overrides an outer one. This site wraps its whole frame in
            one, so its tooltips are inverted and wait 300 ms. The provider does not load the popup code, so
            it costs almost nothing in the first bundle.
          </p>
          <CodeBlock
            source={highlight(
              'tsx',
              `
import { PopupConfigProvider } from 'sui-react/popup';

<PopupConfigProvider inverted delay={300}>
  <App />
</PopupConfigProvider>`,
            )}
          />

          <h2 className="ui dividing header">The trigger element</h2>
          <p>
            <code>Popup</code> takes one child, the trigger. It clones that element, adding its ref (merged
            with the element&apos;s own ref), its mouse, focus and click handlers (called after the
            element&apos;s own ones) and its ARIA attributes: <code>aria-describedby</code> for a tooltip,{' '}
            <code>aria-haspopup</code>, <code>aria-expanded</code> and <code>aria-controls</code> for an
            interactive popup. The child must be a DOM element or a component that forwards its ref and those
            props. Use a focusable trigger, such as a button, so that keyboard users reach the popup.
          </p>
        </PopupConfigProvider>

        <h2 className="ui dividing header" id="keyboard">
          Keyboard
        </h2>
        <p>
          A popup with plain content is a tooltip that describes its trigger; one with interactive content (a
          function as <code>content</code>, or <code>interactive</code>) is a non-modal dialog that focus
          moves into.
        </p>
        <KeyboardTable load={keys} table="popupKeyboard" caption="Popup keys" />

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}
