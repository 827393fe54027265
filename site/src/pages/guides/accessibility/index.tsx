import 'fomantic-ui-css/components/table.min.css';
import { Link } from 'wouter';
import { CodeBlock, highlight, PageContent, PageTitle } from '../../../docs-kit';
import { APG, COMPONENTS } from './components';

export default function AccessibilityPage() {
  return (
    <>
      <PageTitle title="Accessibility">
        What each component does for keyboard, screen reader, zoom and high-contrast users, and how the tests
        hold it.
      </PageTitle>
      <PageContent>
        <p>
          sui-react draws the markup the Semantic UI kit styles, and adds what the kit leaves to each app: the
          roles, states and keys of each component&apos;s WAI-ARIA pattern, focus that goes where it should
          and comes back, and text for screen readers in every supported language. Every claim on this page is
          checked by the repository&apos;s tests, named below, which run on each change.
        </p>

        <h2 className="ui dividing header" id="stylesheet">
          The accessibility stylesheet
        </h2>
        <p>
          The kit draws many states with a background colour or a shadow alone: a checked radio, the current
          page, the highlighted option, the filled part of a progress bar. Under forced colours (Windows&apos;
          contrast themes, <code>forced-colors: active</code>) the browser drops those, and the states vanish.
          Its focus styles are also faint: on a checkbox, no pixel changes by 3:1. sui-react ships one small
          stylesheet that fixes both. Import it once, after the kit&apos;s CSS:
        </p>
        <CodeBlock
          source={highlight(
            'tsx',
            `import 'fomantic-ui-css/semantic.min.css';
import 'sui-react/a11y.css';`,
          )}
        />
        <ul>
          <li>
            Under forced colours, every state the kit draws with background or shadow alone gets a system
            colour (<code>Highlight</code>, <code>CanvasText</code>, <code>GrayText</code>…) or an outline.
          </li>
          <li>
            In every colour scheme, keyboard focus (<code>:focus-visible</code>) draws a ring at least 2 px
            wide that differs from the unfocused look by 3:1 or more. A mouse click draws no ring.
          </li>
          <li>
            In every colour scheme, the option under the pointer in a Select, MultiSelect or Dropdown menu is
            underlined: the kit&apos;s hover grey alone is 1.1:1 on white, and forced colours drop it.
          </li>
          <li>
            A few of the kit&apos;s text colours that fail the 4.5:1 contrast rule are darkened: a
            breadcrumb&apos;s links, a card&apos;s meta line and extra part, a feed&apos;s dates and likes, a
            comment&apos;s metadata and actions, the group names of a category Search, and the message in a
            dropdown&apos;s menu (a Select&apos;s &ldquo;No results&rdquo;).
          </li>
          <li>
            No JavaScript imports it, and nothing depends on it: without it, every component works and passes
            the same keyboard and axe checks in default colours; it only adds what it fixes.
          </li>
        </ul>

        <h2 className="ui dividing header" id="components">
          Component by component
        </h2>
        <div className="table-scroll" role="region" aria-label="Patterns by component" tabIndex={0}>
          <table className="ui compact unstackable celled table">
            <thead>
              <tr>
                <th scope="col">Component</th>
                <th scope="col">WAI-ARIA pattern</th>
                <th scope="col">Keys</th>
              </tr>
            </thead>
            <tbody>
              {COMPONENTS.map((c) => (
                <tr key={c.name}>
                  <th scope="row">
                    <Link href={c.path}>{c.name}</Link>
                  </th>
                  <td>
                    {c.apg ? (
                      <a href={`${APG}/${c.apg}/`} rel="noopener noreferrer" target="_blank">
                        {c.pattern}
                        <span className="visually-hidden"> (WAI-ARIA pattern, opens in a new tab)</span>
                      </a>
                    ) : (
                      c.pattern
                    )}
                  </td>
                  <td>
                    {c.keys ? (
                      <Link href={`${c.path}#keyboard`}>
                        Keyboard table<span className="visually-hidden"> of {c.name}</span>
                      </Link>
                    ) : (
                      'Not focusable, or a plain button'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          Each keyboard table is read by the component&apos;s own tests, one test per row, so the table cannot
          promise a key the component does not answer.
        </p>

        <h2 className="ui dividing header" id="forced-colours">
          Forced colours
        </h2>
        <p>
          With the stylesheet, these states stay visible under forced colours, in the system&apos;s colours:
          checked radios, checkboxes, toggles and slider-style checkboxes, also while they have the focus
          (just clicked); the indeterminate and disabled states; the current page of a Pagination; the
          highlighted and the chosen option of a Select, a MultiSelect, a Search and a Dropdown menu; the
          chosen day, a chosen date range and the span while hovering in the calendar; the active tab; filled
          and empty Rating stars; the fill of a Progress bar; the slider&apos;s track, fill and thumbs; and
          the edges of modals, toasts, menus, search results and the calendar&apos;s popup.
        </p>
        <p>
          An end-to-end test (<code>site/e2e/a11y-css.spec.ts</code>) emulates forced colours in Chromium and
          takes pictures of the same element in both states of each pair: a radio checked and not, a toggle, a
          slider-style checkbox, the current and another page, a highlighted and a plain option, the filled
          and the empty part of a progress bar at 55%, a chosen and a plain day, a day in a range and in the
          hover span, the active and another tab, a filled and an empty star, the slider&apos;s fill and its
          track, an option under the pointer and a plain one. Each pair must differ by more than 20 pixels.
          The same pictures taken with the stylesheet&apos;s rules removed come out identical for the pairs
          the kit cannot show, which proves the test can fail. A radio, a checkbox, a toggle and a
          slider-style checkbox just clicked (checked and focused) must look checked: no pixel may differ by
          3:1 from their picture once blurred.
        </p>

        <h2 className="ui dividing header" id="focus">
          Focus you can see
        </h2>
        <p>
          For Checkbox, toggle, Radio, Select, MultiSelect, Dropdown, Search, the Datepicker&apos;s input and
          its days, Rating, Tabs, Accordion, Pagination, a Modal&apos;s buttons and close icon, Slider thumbs
          and a Toast&apos;s buttons, a test focuses the part by keyboard, compares its picture with the
          unfocused one pixel by pixel, and requires a ring of changed pixels, at least 2 px thick on all four
          sides, whose contrast with the unfocused look is 3:1 or more, in default and in forced colours.
          Without the stylesheet the same test finds no such ring on a checkbox. On this site, a test tabs
          forwards and back through the Select page at 1000 px and checks that no focused element is under the
          top bar. Modals, the datepicker&apos;s calendar and the small-screen menu move focus in when they
          open and return it to where it was when they close.
        </p>

        <h2 className="ui dividing header" id="reflow">
          Zoom and small screens
        </h2>
        <p>
          Every page of this site works at 320 CSS pixels wide, the width of a 1280-pixel window zoomed to
          400%. A test (<code>site/e2e/reflow.spec.ts</code>) opens every route at that width with every
          example&apos;s source shown, and checks that the page never scrolls sideways, that any box that does
          scroll (a code block, a wide table) is a named region the Tab key reaches, and that axe finds
          nothing. Code and long type names wrap, and menus of buttons wrap onto more lines. The site&apos;s
          menu opens in a sidebar that fits the screen.
        </p>
        <p>
          Another test applies the text spacing that WCAG 1.4.12 asks a page to bear (line height 1.5, letter
          spacing 0.12 em, word spacing 0.16 em, paragraph spacing 2 em) to every component page, and checks
          that no box in an example that hides its overflow cuts its text by more than a pixel. A control case
          shows the check finds a box that does.
        </p>

        <h2 className="ui dividing header" id="motion">
          Reduced motion
        </h2>
        <p>
          When the system asks for reduced motion (<code>prefers-reduced-motion: reduce</code>), transitions,
          the accordion and collapse animations, modals, dimmers, sidebars and toasts show and hide at once.
          Unit tests cover the shared show-and-hide hook, Collapse and the transition controller; an
          end-to-end test covers Collapse.
        </p>

        <h2 className="ui dividing header" id="screen-readers">
          What a screen reader hears
        </h2>
        <p>
          axe runs with the WCAG 2.2 AA and best-practice rules on every route, at desktop width and at 320
          pixels, and with each overlay open at both widths: a tooltip and an interactive popup, an open
          Select, Dropdown menu and Search results, the Datepicker&apos;s calendar, a Modal, a page Dimmer, a
          Toast and a Sidebar. A popup rendered through a portal goes to the end of its trigger&apos;s nearest
          landmark (the page&apos;s <code>main</code>, a <code>nav</code>…), so its text is never outside
          every landmark; modals and toasts carry the dialog and live-region roles screen readers announce.
        </p>
        <p>
          The site&apos;s dark theme (see <a href="#/guides/css-kits">CSS kits</a>) gets the same checks where
          its colours differ: <code>site/e2e/theme.spec.ts</code> runs axe in the dark theme on Getting
          Started, a component page with an example&apos;s HTML and source open and its API and keyboard
          tables, the search dialog with results, and the Performance and CSS kits guides, and axe&apos;s
          colour contrast rule on every route. Its switch works by keyboard at desktop and phone widths.
        </p>
        <p>
          The accessibility tree of each component&apos;s examples in their key states (closed and open,
          checked, selected, the current page, expanded, a tab chosen, a toast shown, the calendar on its days
          and hours) is recorded in <code>site/e2e/aria-snapshots.spec.ts</code> as ARIA snapshots, so any
          change to what a screen reader hears shows up as a reviewed difference. The values the snapshots
          leave out, the current page and the value a slider, a rating or a progress bar announces, are
          checked beside them.
        </p>

        <h2 className="ui dividing header" id="limits">
          Known limits
        </h2>
        <ul>
          <li>
            The stylesheet is opt-in: an app that does not import it keeps the kit&apos;s faint focus styles,
            and under forced colours the states listed above disappear, exactly as with the kit alone.
          </li>
          <li>
            A Select or MultiSelect opens its menu when it takes focus, and the open menu covers the lower
            side of the ring: while it is open, the highlighted option shows where the keyboard is.
          </li>
          <li>
            The Datepicker draws a bare <code>&lt;input&gt;</code>: it gets the ring inside a{' '}
            <code>ui input</code> (as in the examples), and the browser&apos;s own ring otherwise.
          </li>
          <li>
            Under forced colours, partly filled Rating stars (the kit fills them with a clipped gradient), the
            arrow of a Popup (drawn with a background and shadow alone; the popup&apos;s border stays) and the
            dimmer&apos;s shade (the browser keeps it translucent) are left as the browser draws them.
          </li>
        </ul>
      </PageContent>
    </>
  );
}
