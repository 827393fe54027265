import 'fomantic-ui-css/components/embed.min.css';
import 'fomantic-ui-css/components/button.min.css';
import 'fomantic-ui-css/components/divider.min.css';
import { Message } from 'sui-react/message';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import content from './examples/ContentExample.tsx?example';
import controlled from './examples/ControlledExample.tsx?example';
import url from './examples/UrlExample.tsx?example';
import vimeo from './examples/VimeoExample.tsx?example';
import youtube from './examples/YouTubeExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/embed?api');

export default function EmbedPage() {
  return (
    <>
      <PageTitle title="Embed">An embed shows a video or a page from another site, once asked to.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="YouTube" example={youtube}>
          <p>
            A <code>source</code> and a <code>videoId</code> address the player. Until the embed is active it
            shows the <code>placeholder</code> image and the play icon; nothing loads from YouTube before
            that.
          </p>
        </Example>
        <Example title="Vimeo" example={vimeo}>
          <p>
            <code>autoplay</code>, <code>color</code>, <code>hd</code> and <code>brandedUI</code> become the
            player&apos;s URL parameters.
          </p>
        </Example>
        <Example title="Any page" example={url}>
          <p>
            <code>url</code> embeds any page served over http or https, here a map in a 4:3 frame;{' '}
            <code>playLabel</code> names the button for what it does.
          </p>
        </Example>
        <Example title="Controlled" example={controlled}>
          <p>
            <code>active</code> with <code>onActiveChange</code> puts the embed under the page&apos;s control:
            the button below loads the video, or brings the placeholder back.
          </p>
        </Example>
        <Example title="Own content" example={content}>
          <p>Children replace the iframe once the embed is active.</p>
        </Example>
        <Message info dismissable={false}>
          <div className="header">Bad addresses are refused</div>
          <p>
            An unknown <code>source</code>, a <code>source</code> without <code>videoId</code>, both{' '}
            <code>source</code> and <code>url</code>, or a <code>url</code> that is not an absolute http(s)
            address (<code>javascript:</code>, <code>data:</code>, a relative path) throw an error naming the
            prop.
          </p>
        </Message>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          The placeholder carries a real <code>button</code>, in the tab order, named &quot;Play video: &quot;
          and the <code>title</code> (&quot;Load embedded content: &quot; and the title for a <code>url</code>
          , or your <code>playLabel</code>); Enter or Space activates it, like a click anywhere on the embed.
          Focus then moves into the player (or your content), so it is not lost with the button. The iframe is
          named by <code>title</code>, and the placeholder image is decorative (empty <code>alt</code>). Under
          forced colours the play icon stays drawn in the text colour, and the focus ring sits inside the
          embed so that its edge does not clip it.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}
