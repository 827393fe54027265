import { testVariations } from '../../test-utils/variations.js';
import { INPUT_VARIATIONS } from './Input.js';

/** Fomantic's file input: its own markup (a button over a hidden `input[type=file]`), with className. */
const file = "the kit's file input, which has markup of its own: write it with className";

testVariations('elements/input/index.ts', 'input', [
  {
    component: 'Input',
    table: INPUT_VARIATIONS,
    base: ['ui', 'input'],
    // `right corner` gives `right corner labeled`, which the kit matches as `[class*="corner labeled"]`
    // (the right corner is its default): no selector names `right` with them.
    samples: { labelPosition: ['left', 'right', 'left corner'] },
    notProps: {
      file,
      invisible: file,
      primary: `a colour of ${file}`,
      secondary: `a colour of ${file}`,
      ...Object.fromEntries(
        [
          'red',
          'orange',
          'yellow',
          'olive',
          'green',
          'teal',
          'blue',
          'violet',
          'purple',
          'pink',
          'brown',
          'grey',
          'black',
        ].map((color) => [color, `a colour of ${file}`]),
      ),
      down: "a state the kit's script sets while a file is dragged over a file input",
      corner: 'given with `labeled` by labelPosition (`left corner labeled`)',
    },
  },
]);
