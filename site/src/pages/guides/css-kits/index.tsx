import 'fomantic-ui-css/components/table.min.css';
import { CodeBlock, highlight, PageContent, PageTitle } from '../../../docs-kit';
import { compat, type ComponentReport } from './compat';

function Gaps({ gaps }: { gaps: string[] }) {
  if (!gaps.length) return <>Complete</>;
  return (
    <details>
      <summary>
        {gaps.length} {gaps.length === 1 ? 'element lacks' : 'elements lack'} styles
      </summary>
      <ul className="css-kit-gaps">
        {gaps.map((gap) => (
          <li key={gap}>
            <code>{gap}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}

const datepicker = compat.components.find((c) => c.title === 'Datepicker');

function semanticCell(component: ComponentReport) {
  if (component === datepicker) {
    return (
      <>
        No calendar styles. With Fomantic&apos;s <code>calendar.css</code>:{' '}
        <Gaps gaps={component.missing.semanticWithCalendar} />
      </>
    );
  }
  return <Gaps gaps={component.missing.semantic} />;
}

export default function CssKitsPage() {
  return (
    <>
      <PageTitle title="CSS kits">
        Which stylesheets each component needs, from Fomantic UI or Semantic UI.
      </PageTitle>
      <PageContent>
        <p>
          sui-react draws the markup and class names of Semantic UI and ships no look of its own: a CSS kit
          does the styling. The kit it is built and tested with is Fomantic UI {compat.fomantic} (
          <code>fomantic-ui-css</code>), the maintained line of Semantic UI 2. The original Semantic UI{' '}
          {compat.semantic} (<code>semantic-ui-css</code>) uses the same class names and styles most of it.
          Both tables below come from a test that renders every component page of this site and matches what
          each component draws against the style rules of both kits.
        </p>

        <h2 className="ui dividing header">What each component needs</h2>
        <p>
          Load the whole kit (<code>semantic.min.css</code>) or only the component files you use. Either way,
          load <code>reset</code> and <code>site</code> once for the page. These are the Fomantic files whose
          rules style what each component draws (an icon needs <code>icon</code>, a menu that slides in needs{' '}
          <code>transition</code>):
        </p>
        <div className="css-kit-table">
          <table className="ui celled compact table">
            <thead>
              <tr>
                <th scope="col">Component</th>
                <th scope="col">Files in components/</th>
              </tr>
            </thead>
            <tbody>
              {compat.components.map((component) => (
                <tr key={component.path}>
                  <th scope="row">{component.title}</th>
                  <td>{component.needs.map((file) => `${file}.css`).join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>For a page with a Select and a Datepicker, say:</p>
        <CodeBlock
          source={highlight(
            'tsx',
            `
import 'fomantic-ui-css/components/reset.min.css';
import 'fomantic-ui-css/components/site.min.css';
import 'fomantic-ui-css/components/dropdown.min.css';
import 'fomantic-ui-css/components/transition.min.css';
import 'fomantic-ui-css/components/label.min.css';
import 'fomantic-ui-css/components/icon.min.css';
import 'fomantic-ui-css/components/calendar.min.css';
import 'fomantic-ui-css/components/popup.min.css';
import 'fomantic-ui-css/components/table.min.css';`,
          )}
        />
        <p>
          Some files come from what the examples add, not from the component itself: <code>button</code> for
          the Dropdown and Select examples styled as buttons, <code>segment</code> for the attached segments
          that hold the Sidebar example and the tab panes, <code>menu</code> for the tab headers&apos; row (a
          tabular menu that you write), <code>image</code> for the picture the Transition example animates.
          Leave them out if you do not use those classes.
        </p>
        <p>
          Collapse draws no kit classes (it animates heights itself), and the Localization provider draws
          nothing, so neither needs a file.
        </p>

        <h2 className="ui dividing header">Fomantic UI or Semantic UI</h2>
        <p>
          For each element a component draws, the test lists the classes that some Fomantic rule styles and
          checks that a Semantic UI rule styles them too. &ldquo;Complete&rdquo; means no such class is left
          unstyled; otherwise the elements and classes that lack a rule are listed.
        </p>
        <div className="css-kit-table">
          <table className="ui celled compact table">
            <thead>
              <tr>
                <th scope="col">Component</th>
                <th scope="col">fomantic-ui-css {compat.fomantic}</th>
                <th scope="col">semantic-ui-css {compat.semantic}</th>
              </tr>
            </thead>
            <tbody>
              {compat.components.map((component) => (
                <tr key={component.path}>
                  <th scope="row">{component.title}</th>
                  <td>Complete</td>
                  <td>{semanticCell(component)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <h2 className="ui dividing header">The Datepicker with semantic-ui-css</h2>
        <p>
          Semantic UI 2.5 has no calendar. Add Fomantic&apos;s <code>calendar.css</code> alone next to it:
          every rule of that file is scoped to <code>.calendar</code> (the test checks this too), so it styles
          the calendar and changes nothing else.
        </p>
        <CodeBlock
          source={highlight(
            'tsx',
            `
import 'semantic-ui-css/semantic.min.css';
import 'fomantic-ui-css/components/calendar.min.css';`,
          )}
        />

        <h2 className="ui dividing header">How this is checked</h2>
        <p>
          <code>site/e2e/css-kits.spec.ts</code>, part of <code>npm test</code>, opens each component page in
          Chromium, opens the menus, calendars, popups and modals it shows, and copies what each component
          draws out of the page (without the examples&apos; own buttons and forms). It reads the style rules
          of each kit&apos;s component files, and asks the browser which rules match each element. The tables
          on this page are read from the file the test compares its result with, so they cannot drift from
          what it measures.
        </p>

        <h2 className="ui dividing header">Dark pages</h2>
        <p>
          Neither kit has a dark theme. Fomantic has an <code>inverted</code> variation on many elements and
          components (menus, segments, tables, buttons, forms, dropdowns, popups and modals among them), which
          draws that one part for a dark background; a few have none (the rating and the search results). An
          app with dark pages adds <code>inverted</code> to the classes of the parts that have it, and gives
          the others a light surface to sit on.
        </p>
        <p>
          This site has a theme switch next to its search button: System, the default, follows the
          device&apos;s light or dark setting as it changes; Light and Dark keep to one. The browser remembers
          the choice, and the page applies it before it first draws, so a dark page does not flash white on
          load. In the dark theme the site&apos;s own parts turn dark, in the colours of the kit&apos;s
          inverted variations: the menu, the page, headings, text, tables, the search dialog and the
          Performance charts. The examples do not: each example&apos;s result, its HTML and its source stay a
          light surface inside the dark page, showing the component exactly as the kit draws it with the
          classes the example gives it. Printed pages are always light, and under forced colours (such as
          Windows&apos; contrast themes) the system&apos;s colours replace both themes.
        </p>
      </PageContent>
    </>
  );
}
