import 'fomantic-ui-css/components/slider.min.css';
import 'fomantic-ui-css/components/form.min.css';
import { ApiTable, CodeBlock, Example, highlight, PageContent, PageTitle } from '../../../docs-kit';
import { KeyboardTable } from '../../../docs-kit/KeyboardTable';
import basic from './examples/BasicExample.tsx?example';
import form from './examples/FormExample.tsx?example';
import labeled from './examples/LabeledExample.tsx?example';
import orientation from './examples/OrientationExample.tsx?example';
import range from './examples/RangeExample.tsx?example';
import states from './examples/StatesExample.tsx?example';
import styled from './examples/StyledExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/slider?api');

/** The keyboard table loads after the page, like the API. */
const keys = () => import('../../../../../packages/sui-react/src/modules/slider/keyboard');

export default function SliderPage() {
  return (
    <>
      <PageTitle title="Slider">
        A slider picks a number, or a range between two, by dragging a thumb along a track.
      </PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Slider" example={basic}>
          <p>
            One thumb on Fomantic&apos;s <code>ui slider</code>. Drag it with a mouse, a finger or a pen, or
            press anywhere on the track to move it there; from the keyboard it is a slider that moves by{' '}
            <code>step</code>. <code>onChange</code> reports each value while the thumb moves.
          </p>
        </Example>
        <Example title="Range" example={range}>
          <p>
            <code>RangeSlider</code> has two thumbs and takes a <code>[start, end]</code> pair. A press on the
            track moves the nearer thumb (halfway between them, the second one). The thumbs never cross: a
            thumb that reaches the other stops there, by keys or by dragging, and dragging on does not swap
            them. <code>onChangeEnd</code> reports the range once the thumb is let go or after a key. PageUp
            and PageDown move <code>pageMultiplier</code> steps (here 4, £20).
          </p>
        </Example>
        <Example title="Labeled and ticked" example={labeled}>
          <p>
            <code>labeled</code> writes values along the track and <code>ticked</code> adds a tick at each,
            with half ticks between. <code>renderLabel</code> writes a label&apos;s text and{' '}
            <code>getValueText</code> what a screen reader says for a value. Labels are as many as fit the
            track (about one per 50 px): the last slider runs from 0 to a trillion by 1 and draws a label
            every hundred billion or so on a wide screen, never one per step.
          </p>
        </Example>
        <Example title="Vertical and reversed" example={orientation}>
          <p>
            <code>vertical</code> stands the slider up (give its container a height); Fomantic puts the lowest
            value at the top. <code>reversed</code> puts it at the right, or at the bottom of a vertical
            slider. Only the drawing changes: ArrowRight and ArrowUp always raise the value, as screen reader
            users expect.
          </p>
        </Example>
        <Example title="Read-only, smooth and disabled" example={states}>
          <p>
            A <code>readOnly</code> slider stays in the tab order so that its value can be read, and ignores
            keys and pointer. A <code>smooth</code> thumb follows the pointer between steps while it is
            dragged, then lands on the value. A <code>disabled</code> slider leaves the tab order and a form
            does not submit it.
          </p>
        </Example>
        <Example title="Colours and sizes" example={styled}>
          <p>
            <code>color</code> takes Fomantic&apos;s colours (<code>primary</code>, <code>red</code> …{' '}
            <code>black</code>), <code>size</code> is <code>small</code>, <code>large</code> or{' '}
            <code>big</code>; <code>basic</code> paints the thumbs and <code>inverted</code> suits a dark
            background.
          </p>
        </Example>
        <Example title="In a form" example={form}>
          <p>
            With a <code>name</code>, a slider submits its number; a range submits two entries under its name,
            start first (<code>formData.getAll(&apos;years&apos;)</code> gives both). Reset puts back{' '}
            <code>defaultValue</code>.
          </p>
        </Example>

        <h2 className="ui dividing header" id="keyboard">
          Keyboard
        </h2>
        <p>Each thumb is a WAI-ARIA slider; a range slider is a group of two, named by its own label.</p>
        <KeyboardTable load={keys} table="sliderKeyboard" caption="Slider keys" />

        <h2 className="ui dividing header">Values out of range</h2>
        <p>
          <code>min</code> and <code>max</code> must be finite with <code>min</code> below <code>max</code>,{' '}
          <code>step</code> finite and above 0, <code>pageMultiplier</code> a whole number from 1: anything
          else throws, for example <code>Slider: step must be a finite number above 0 (got 0).</code> A value
          below <code>min</code> or above <code>max</code> shows at that end, and a value between steps shows
          at the nearest step; values are computed without float noise, so steps of 0.1 give 0.3. When the
          step does not divide the range, the last step is shorter and <code>max</code> stays reachable. NaN,
          a pair given to <code>Slider</code>, a number given to <code>RangeSlider</code> and a range whose
          start is after its end throw.
        </p>

        <h2 className="ui dividing header">Forced colours</h2>
        <p>
          Fomantic draws the filled track and the thumbs with backgrounds and shadows only, which Windows High
          Contrast removes. The library&apos;s accessibility stylesheet draws them again in system colours
          (the fill in <code>Highlight</code>, the thumbs with a <code>ButtonText</code> border, the ticks in{' '}
          <code>CanvasText</code>); import it once, after the kit&apos;s CSS:
        </p>
        <CodeBlock source={highlight('tsx', `import 'sui-react/a11y.css';`)} />

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}
