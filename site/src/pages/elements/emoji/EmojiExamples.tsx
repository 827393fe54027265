// The kit's emoji.css is about 41 KB compressed, as much as the rest of a page's CSS: it loads with
// the examples, after the page's text, so the page's first paint waits for none of it.
import 'fomantic-ui-css/components/emoji.min.css';
import 'fomantic-ui-css/components/button.min.css';
import { Example } from '../../../docs-kit';
import emoji from './examples/EmojiExample.tsx?example';
import reactions from './examples/ReactionsExample.tsx?example';
import sizes from './examples/SizesExample.tsx?example';
import states from './examples/StatesExample.tsx?example';

/** Every example of the page, with the stylesheet they need. */
export default function EmojiExamples() {
  return (
    <>
      <Example title="Emoji" example={emoji}>
        <p>
          <code>name</code> is one of the kit&rsquo;s 3,808 emoji names (<code>tada</code>,{' '}
          <code>thumbsup</code>), also written between colons (<code>:tada:</code>). The names are typed (
          <code>EmojiName</code>), so a misspelt emoji is a compile error rather than a blank.
        </p>
      </Example>
      <Example title="Sizes" example={sizes}>
        <p>
          By default an emoji is the size of the text around it; <code>size</code> makes it <code>small</code>
          , <code>medium</code>, <code>large</code> or <code>big</code>.
        </p>
      </Example>
      <Example title="States" example={states}>
        <p>
          A <code>disabled</code> emoji fades, a <code>loading</code> one turns, and <code>link</code> gives
          it the pointer of something to click.
        </p>
      </Example>
      <Example title="Inside a control" example={reactions}>
        <p>
          An emoji is not a control: put it in a button, which Tab reaches, and let the button&rsquo;s text
          name the action.
        </p>
      </Example>
    </>
  );
}
