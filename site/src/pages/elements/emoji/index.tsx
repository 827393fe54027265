import { lazy, Suspense } from 'react';
import { ApiTable, CodeBlock, highlight, PageContent, PageTitle } from '../../../docs-kit';

/** The examples load after the page, with the kit's emoji.css (large: see EmojiExamples.tsx). */
const EmojiExamples = lazy(() => import('./EmojiExamples'));

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/emoji?api');

export default function EmojiPage() {
  return (
    <>
      <PageTitle title="Emoji">
        An emoji from Fomantic UI&rsquo;s emoji set, drawn the same on every system.
      </PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Suspense fallback={<p>Loading the examples and the emoji stylesheet…</p>}>
          <EmojiExamples />
        </Suspense>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          An emoji is decorative unless it is named: it renders <code>aria-hidden=&quot;true&quot;</code>, so
          screen readers read only the text beside it. Give it an <code>aria-label</code> when it carries
          meaning of its own; it is then an image with that name (<code>role=&quot;img&quot;</code>).{' '}
          <code>onClick</code> is called with the event and the emoji&rsquo;s props, and not while it is
          disabled, but a clickable emoji is still no button.
        </p>
        <CodeBlock
          source={highlight(
            'tsx',
            `
<Emoji name="white_check_mark" aria-label="Approved" />`,
          )}
        />

        <h2 className="ui dividing header">The stylesheet</h2>
        <p>
          Emoji is Fomantic UI&rsquo;s (its <code>emoji.css</code>; Semantic UI React has no Emoji). That
          stylesheet is large, about 720 KB (41 KB compressed), and draws each emoji with an image it loads
          from a public CDN, so import it only where emoji are shown. This site loads it with this
          page&rsquo;s examples, after the page itself, and with no other page.
        </p>

        <h2 className="ui dividing header">Server components</h2>
        <p>
          Emoji uses no hook and no state, so a React Server Component renders it with no client JavaScript.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}
