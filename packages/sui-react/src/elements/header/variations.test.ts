import { testVariations } from '../../test-utils/variations.js';
import { HEADER_VARIATIONS } from './Header.js';

testVariations('elements/header/index.ts', 'header', [
  {
    component: 'Header',
    table: HEADER_VARIATIONS,
    base: ['ui', 'header'],
    // `medium` is the default look: the kit has no rule for it, but Semantic UI React writes the
    // class, so the prop keeps it.
    samples: { size: ['mini', 'tiny', 'small', 'large', 'big', 'huge', 'massive'] },
    notProps: {
      icon: 'given by icon={true} (an icon header), beside the shorthand props',
      centered: "the kit's other name for textAlign='center'",
    },
  },
  { component: 'HeaderContent', table: {}, base: ['content'] },
  {
    component: 'HeaderSubheader',
    table: {},
    base: ['sub', 'header'],
    notProps: {
      ui: "Header's sub prop: `ui sub header` is a Header",
      mini: "a sub Header's size",
      tiny: "a sub Header's size",
      small: "a sub Header's size",
      large: "a sub Header's size",
      big: "a sub Header's size",
      huge: "a sub Header's size",
      massive: "a sub Header's size",
    },
  },
]);
