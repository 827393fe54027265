import 'fomantic-ui-css/components/rating.min.css';
import 'fomantic-ui-css/components/form.min.css';
import 'fomantic-ui-css/components/checkbox.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import { KeyboardTable } from '../../../docs-kit/KeyboardTable';
import basic from './examples/BasicExample.tsx?example';
import styled from './examples/StyledExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/rating?api');

/** The keyboard tables load after the page, like the API. */
const keys = () => import('../../../../../packages/sui-react/src/modules/rating/keyboard');

export default function RatingPage() {
  return (
    <>
      <PageTitle title="Rating">A rating shows, and lets people give, a score out of a few points.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Rating" example={basic}>
          <p>
            Click an icon to rate; hovering previews the score. From the keyboard the rating is a slider: the
            arrow keys add or take away a point, Home clears it and End gives full marks.{' '}
            <code>readOnly</code> keeps it focusable and readable but unchangeable. The number field is bound
            to the same value.
          </p>
        </Example>
        <Example title="Styled rating" example={styled}>
          <p>
            Fomantic UI draws a rating with any icon. Stars are the default; the <code>heart</code> class
            switches to hearts (or pass <code>icon</code>), and colour classes such as <code>yellow</code> and{' '}
            <code>red</code> colour them.
          </p>
        </Example>

        <h2 className="ui dividing header" id="keyboard">
          Keyboard
        </h2>
        <p>
          The rating is one WAI-ARIA slider: one tab stop, announced as “3 of 5”, whatever the number of
          icons.
        </p>
        <KeyboardTable load={keys} table="ratingKeyboard" caption="Rating keys" />

        <h2 className="ui dividing header">Out-of-range values</h2>
        <p>
          <code>maximum</code> is a whole number from 1 to 100 (the exported constant{' '}
          <code>RATING_MAXIMUM_LIMIT</code>); anything else throws, for example{' '}
          <code>Rating: maximum must be a whole number from 1 to 100 (got 0).</code> A <code>value</code>{' '}
          shows rounded to the nearest whole number and bounded to 0 to <code>maximum</code>, so{' '}
          <code>{'<Rating value={9} maximum={5} />'}</code> shows 5 of 5 and a negative value shows 0; NaN
          throws.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}
