import 'fomantic-ui-css/components/accordion.min.css';
import 'fomantic-ui-css/components/transition.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import { KeyboardTable } from '../../../docs-kit/KeyboardTable';
import standard from './examples/AccordionExample.tsx?example';
import manual from './examples/ManualExample.tsx?example';
import styled from './examples/StyledExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/accordion?api');

/** The keyboard tables load after the page, like the API. */
const keys = () => import('../../../../../packages/sui-react/src/modules/accordion/keyboard');

export default function AccordionPage() {
  return (
    <>
      <PageTitle title="Accordion">
        An accordion allows users to toggle the display of sections of content.
      </PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Accordion" example={standard}>
          <p>
            A standard accordion with <code>closeOthers</code> set to false, so several panels can be open at
            once. Each title is a button inside a heading: Enter or Space toggles it, and ↑ ↓ Home End move
            between titles. The content fades while its height animates (see Collapse).
          </p>
        </Example>
        <Example title="Styled" example={styled}>
          <p>Adding classes to the accordion applies Semantic UI styles.</p>
        </Example>
        <Example title="Manual" example={manual}>
          <p>
            With <code>disabled</code> and a bound <code>open</code> state, another element can control the
            panel. Here the arrow, passed as <code>icon</code>, is its own button: click it (or Tab to it and
            press Enter) to open the panel; the title itself does nothing.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          The accordion follows the WAI-ARIA accordion pattern. Each title is a <code>button</code> with{' '}
          <code>aria-expanded</code> and <code>aria-controls</code>, inside a heading whose level{' '}
          <code>headingLevel</code> sets to fit the page outline (3 by default; 4 on this page). Each content
          is a region named by its title, and leaves the tab order while collapsed. A disabled panel&apos;s
          button has <code>aria-disabled</code>. With reduced motion, panels open and close at once.
        </p>

        <h2 className="ui dividing header" id="keyboard">
          Keyboard
        </h2>
        <KeyboardTable load={keys} table="accordionKeyboard" caption="Accordion keys" />

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}
