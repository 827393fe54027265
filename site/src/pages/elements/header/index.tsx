import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import content from './examples/ContentExample.tsx?example';
import states from './examples/StatesExample.tsx?example';
import types from './examples/TypesExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/header?api');

export default function HeaderPage() {
  return (
    <>
      <PageTitle title="Header">A header names the content that follows it.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Types" example={types}>
          <p>
            A header is a <code>div</code> unless <code>as</code> makes it a heading:{' '}
            <code>as=&quot;h3&quot;</code> gives both the level and the look of that level. <code>size</code>{' '}
            sets the look alone. An icon header (<code>icon</code> set to <code>true</code>) puts a large icon
            above its text; a <code>sub</code> header is a small label for the content after it.
          </p>
        </Example>
        <Example title="Content" example={content}>
          <p>
            <code>content</code>, <code>subheader</code>, <code>icon</code> and <code>image</code> are
            shorthand: each takes a string, an element or the part&rsquo;s props. Beside an icon or an image
            the text goes in a <code>Header.Content</code>, which you can also write yourself. Children, when
            given, replace all four.
          </p>
        </Example>
        <Example title="States" example={states}>
          <p>
            A disabled header is faded. The fading is only a look: say it with <code>aria-disabled</code> too
            when it matters to the reader.
          </p>
        </Example>
        <Example title="Variations" example={variations}>
          <p>
            A line under the header, a grey block, a header attached to a segment, floated or aligned text,
            colours (pick one with enough contrast for its text), inverted colours for dark backgrounds, and
            sizes from <code>mini</code> to <code>massive</code>.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          Only a heading element tells screen readers that a header is one, and at which level: choose{' '}
          <code>as</code> from the outline of the page (<code>h2</code> under the page&rsquo;s <code>h1</code>
          ), and <code>size</code> for the look. The icon before a header&rsquo;s text is decorative (
          <code>aria-hidden</code>), and so is its image (<code>alt=&quot;&quot;</code>) unless you give it an{' '}
          <code>alt</code>: the header&rsquo;s text already says what they show.
        </p>
        <p>
          Header, Header.Content and Header.Subheader use no hook and no state: a React Server Component
          renders them with no client JavaScript.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}
