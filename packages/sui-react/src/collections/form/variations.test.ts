import { testVariations } from '../../test-utils/variations.js';
import { FORM_VARIATIONS } from './Form.js';
import { FORM_FIELD_VARIATIONS, FORM_GROUP_VARIATIONS } from './FormField.js';

testVariations(
  'collections/form/index.ts',
  ['form', 'comment'],
  [
    {
      component: 'Form',
      table: FORM_VARIATIONS,
      base: ['ui', 'form'],
      notProps: { segments: "a form that is a Segment.Group's segment: the Segment's classes" },
    },
    {
      component: 'FormField',
      table: FORM_FIELD_VARIATIONS,
      base: ['field'],
      samples: { error: [true, 'Wrong'] },
    },
    {
      component: 'FormGroup',
      table: FORM_GROUP_VARIATIONS,
      base: ['fields'],
      notProps: Object.fromEntries(
        ['disabled', 'error', 'info', 'required', 'success', 'warning'].map((state) => [
          state,
          "Fomantic's state of a whole group of fields, which Semantic UI React's Form.Group does not take: give it to each Form.Field",
        ]),
      ),
    },
  ],
);
