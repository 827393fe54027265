import { testVariations } from '../../test-utils/variations.js';
import { CHECKBOX_VARIATIONS } from './Checkbox.js';

const STATES = {
  disabled: 'set by the `disabled` prop',
  'read-only': 'set by the `readOnly` prop',
};

testVariations('modules/checkbox/index.ts', 'checkbox', [
  {
    component: 'Checkbox',
    table: CHECKBOX_VARIATIONS,
    base: ['ui', 'checkbox'],
    notProps: {
      ...STATES,
      indeterminate: 'set by the `indeterminate` prop',
      radio: 'the Radio component draws `ui radio checkbox`',
    },
  },
  {
    component: 'Radio',
    table: CHECKBOX_VARIATIONS,
    base: ['ui', 'radio', 'checkbox'],
    notProps: STATES,
  },
]);
