import 'fomantic-ui-css/components/image.min.css';
import 'fomantic-ui-css/components/dimmer.min.css';
import 'fomantic-ui-css/components/divider.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import content from './examples/ContentExample.tsx?example';
import groups from './examples/GroupsExample.tsx?example';
import states from './examples/StatesExample.tsx?example';
import types from './examples/TypesExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/image?api');

export default function ImagePage() {
  return (
    <>
      <PageTitle title="Image">An image shows a picture in the kit&rsquo;s sizes and shapes.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Types" example={types}>
          <p>
            An image is an <code>img</code> with the kit&rsquo;s classes. With <code>href</code> it is a link
            (an <code>a</code> holding the picture); <code>wrapped</code> puts the picture in a{' '}
            <code>div.ui.image</code>, the kit&rsquo;s other markup for an image.
          </p>
        </Example>
        <Example title="Content" example={content}>
          <p>
            <code>label</code> and <code>dimmer</code> are shorthand for a label or a dimmer over the picture
            (the image is then wrapped): each takes text, the part&rsquo;s props or an element. Children take
            the picture&rsquo;s place.
          </p>
        </Example>
        <Example title="States" example={states}>
          <p>
            A disabled image is faded; a <code>hidden</code> one is not shown at all.
          </p>
        </Example>
        <Example title="Variations" example={variations}>
          <p>
            An avatar sits in a line of text; pictures can be rounded, circular or bordered; an image floats
            to a side of the text, sits in a line with space around it (<code>spaced</code>) and a vertical
            alignment, or is centred; <code>size</code> runs from <code>mini</code> to <code>massive</code>,
            and <code>fluid</code> takes the container&rsquo;s width.
          </p>
        </Example>
        <Example title="Groups" example={groups}>
          <p>
            <code>Image.Group</code> gives all its images one size, and in Fomantic one shape too.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          Every picture needs a text alternative: <code>alt</code> says what it shows to people who cannot see
          it, and <code>alt=&quot;&quot;</code> marks one that only decorates (an avatar beside the
          person&rsquo;s name). An image with neither, nor an <code>aria-label</code>, is reported in the
          console in development. A linked image&rsquo;s <code>alt</code> names where the link goes. Image and
          Image.Group use no hook and no state: a React Server Component renders them with no client
          JavaScript.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}
