import 'fomantic-ui-css/components/checkbox.min.css';
import 'fomantic-ui-css/components/form.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import { KeyboardTable } from '../../../docs-kit/KeyboardTable';
import maxSize from './examples/MaxSizeExample.tsx?example';
import rotation from './examples/RotationExample.tsx?example';
import standard from './examples/StandardExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/pagination?api');

/** The keyboard tables load after the page, like the API. */
const keys = () => import('../../../../../packages/sui-react/src/collections/pagination/keyboard');

export default function PaginationPage() {
  return (
    <>
      <PageTitle title="Pagination">
        A pagination displays navigation buttons for browsing through a collection.
      </PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Standard" example={standard}>
          <p>
            A standard pagination over 100 items, 10 to a page, bound to state with <code>page</code> and{' '}
            <code>onPageChange</code>. The checkboxes switch the ‹ › navigation links and the « » boundary
            links.
          </p>
        </Example>
        <Example title="With max size" example={maxSize}>
          <p>
            <code>maxSize</code> limits how many page numbers show at once; the pages go by blocks of that
            size. With <code>ellipses</code> the first and last pages stay in reach, with &ldquo;...&rdquo;
            for the pages left out. The navigation links always show when some pages are hidden.
          </p>
        </Example>
        <Example title="Rotation" example={rotation}>
          <p>
            With <code>rotate</code>, the listed pages move with the current page and keep it in the middle.
          </p>
        </Example>

        <h2 className="ui dividing header" id="keyboard">
          Keyboard and screen readers
        </h2>
        <p>
          The menu is a <code>nav</code> landmark named &ldquo;Pagination&rdquo; (give each one on a page its
          own <code>aria-label</code>). Every item is a button reached with Tab: the current page carries{' '}
          <code>aria-current=&quot;page&quot;</code>, the arrows are named &ldquo;Previous page&rdquo;,
          &ldquo;Next page&rdquo;, &ldquo;First page&rdquo; and &ldquo;Last page&rdquo; (see{' '}
          <code>labels</code> for other languages), and the ellipses are hidden from assistive technology. An
          arrow that cannot move is marked disabled but keeps focus, so pressing Next up to the last page
          never loses your place.
        </p>
        <KeyboardTable load={keys} table="paginationKeyboard" caption="Pagination keys" />

        <h2 className="ui dividing header">Large collections</h2>
        <p>
          A pagination never draws more than 1,000 page numbers (the exported constant{' '}
          <code>PAGINATION_MAX_LISTED_PAGES</code>). Without <code>maxSize</code> it lists every page up to
          1,000; with more pages it behaves as if <code>maxSize</code> were 1,000: blocks of 1,000 pages, the
          first and last pages with &ldquo;...&rdquo; between, and the ‹ › links. A <code>maxSize</code> above
          1,000 counts as 1,000, and <code>{'maxSize={Infinity}'}</code> counts as unset. The work done
          depends only on the numbers shown, so a pagination over 10<sup>15</sup> items with{' '}
          <code>{'maxSize={5}'}</code> costs the same as one over 50. The page count is capped at{' '}
          <code>Number.MAX_SAFE_INTEGER</code> (2<sup>53</sup> &minus; 1), so every page number stays exact.
        </p>

        <h2 className="ui dividing header">Out-of-range values</h2>
        <p>
          A <code>page</code> outside 1 to the page count shows as the nearest valid page, and{' '}
          <code>onPageChange</code> reports that page so bound state follows (this also happens when the
          collection shrinks). A page that is not an integer (a fraction, NaN or &plusmn;Infinity) is a
          mistake and throws <code>Pagination: page must be an integer (got 2.5).</code> (or names{' '}
          <code>defaultPage</code>). A negative <code>collectionSize</code> counts as 0 (one empty page) and a
          fractional one as the next whole number; NaN or &plusmn;Infinity throws{' '}
          <code>Pagination: collectionSize must be a finite number (got Infinity).</code> A{' '}
          <code>maxSize</code> below 1 counts as 1, a fraction is rounded down and NaN throws; a{' '}
          <code>pageSize</code> that is not a positive integer throws.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}
