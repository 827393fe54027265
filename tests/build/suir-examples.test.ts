// Semantic UI React's documentation examples for elements (../shared/semantic-ui-react-examples/
// elements, 337 files; issue 26) and for the collections and views of issue 27 built so far
// (collections/Breadcrumb, 9; collections/Form, 29; collections/Grid, 42; collections/Menu, 66; collections/Table, 43; views/Advertisement, 25; views/Card, 14; views/Comment, 10; views/Feed, 17; views/Item, 17; views/Statistic, 20) render the same Semantic UI classes with sui-react after only the import is
// changed: each is rendered with Semantic UI React 2.1.5 on React 18.3 (suir/, installed
// apart) and with sui-react on React 19, and the class lists of the elements are compared in
// document order (scripts/suir-compare.mjs, which also runs alone: `node scripts/suir-compare.mjs
// elements --details`).
//
// The exceptions are listed here, each with its reason. The test fails on any other example that
// does not render the same classes, and on any listed one that now does: remove it from the list.
import { beforeAll, describe, expect, test } from 'vitest';
import {
  compareExamples,
  countLine,
  missingSetup,
  type Comparison,
  type ExampleResult,
} from '../../scripts/suir-compare.mjs';

/**
 * The elements of issue 26 that are not written yet. An example that fails only because sui-react
 * does not export one of these (yet) is expected to fail. Remove a name when its element lands: the
 * test fails while a listed name is exported, and from then on its examples must render the same
 * classes or be listed in EXCEPTIONS.
 */
const NOT_WRITTEN_YET = new Set<string>([]);

const CHECKBOX_HIDDEN =
  "uses Checkbox or Radio, whose native input sui-react draws without the kit's `hidden` class (a class that only puts the input under its label)";
const FORM_SELECT =
  "uses Select in a form, drawn by the library's Select: its text has no `divider` class and its menu holds the options only while open";
const MESSAGE =
  "uses Message, whose examples are left to issue 28's compat entry (sui-react's Message is dismissable by default)";
const MENU_DROPDOWN =
  "uses Semantic UI React's Dropdown inside a Menu (`Dropdown.Menu`, `Dropdown.Item`, `item`, or no `text`: sui-react's native Dropdown has its own API): the compat entry of issue 28";
const DIMMER =
  "uses Dimmer's `active` (sui-react's Dimmer is shown by `dimmed`): the compat entry of issue 28";

/** The folders compared: the elements (issue 26) and the collections and views of issue 27 built so far. */
const FOLDERS = [
  'elements',
  'collections/Breadcrumb',
  'collections/Form',
  'collections/Grid',
  'collections/Menu',
  'collections/Table',
  'views/Advertisement',
  'views/Card',
  'views/Comment',
  'views/Feed',
  'views/Item',
  'views/Statistic',
];

/** Examples that do not render the same classes, by path under the examples folder, with the reason. */
const EXCEPTIONS: Record<string, string> = {
  'collections/Form/Types/FormExampleForm.js': CHECKBOX_HIDDEN,
  'collections/Form/Shorthand/FormExampleFieldControl.js': FORM_SELECT,
  'collections/Form/Shorthand/FormExampleFieldControlId.js': FORM_SELECT,
  'collections/Form/Shorthand/FormExampleSubcomponentControl.js': FORM_SELECT,
  'collections/Form/States/FormExampleFieldError.js':
    "uses Form.Select with `error`: sui-react's Select takes the kit's `error` class with aria-invalid, where Semantic UI React leaves the colour to the field",
  'collections/Form/States/FormExampleError.js': MESSAGE,
  'collections/Form/States/FormExampleSuccess.js': MESSAGE,
  'collections/Form/States/FormExampleWarning.js': MESSAGE,
  'elements/Input/Variations/InputExampleActionDropdown.js':
    "uses Dropdown as an Input's action: the compat entry of issue 28",
  'elements/Input/Variations/InputExampleActions.js':
    "uses Select (Semantic UI React's, with `options` and `compact`) as an Input's action: the compat entry of issue 28",
  'elements/Input/Variations/InputExampleRightLabeled.js':
    "uses Dropdown as an Input's label: the compat entry of issue 28",
  'elements/Loader/States/LoaderExampleIndeterminate.js': DIMMER,
  'elements/Loader/Types/LoaderExampleLoader.js': DIMMER,
  'elements/Loader/Types/LoaderExampleText.js': DIMMER,
  'elements/Loader/Types/LoaderExampleTextShorthand.js': DIMMER,
  'elements/Loader/Variations/LoaderExampleSizes.js': DIMMER,
  'elements/Loader/Variations/LoaderExampleSizesInverted.js': DIMMER,
  'views/Comment/States/CommentExampleCollapsed.js': CHECKBOX_HIDDEN,
  'collections/Table/Types/TableExampleApprove.js':
    "uses a Checkbox with no label, to which Semantic UI React adds `fitted` by itself (sui-react's gives it when asked): the compat entry of issue 28",
  'collections/Table/Variations/TableExampleFullWidth.js':
    "uses a Checkbox with no label, to which Semantic UI React adds `fitted` by itself (sui-react's gives it when asked): the compat entry of issue 28",
  'collections/Table/Types/TableExamplePadded.js':
    "uses Rating's `icon`, `defaultRating` and `maxRating` (sui-react's Rating has its own props): the compat entry of issue 28",
  'collections/Menu/Content/MenuExampleDropdownItem.js': MENU_DROPDOWN,
  'collections/Menu/Content/MenuExampleSubMenu.js': MENU_DROPDOWN,
  'collections/Menu/Types/MenuExampleAttached.js': MENU_DROPDOWN,
  'collections/Menu/Types/MenuExampleVerticalDropdown.js': MENU_DROPDOWN,
  'collections/Menu/Variations/MenuExampleSizeHuge.js': MENU_DROPDOWN,
  'collections/Menu/Variations/MenuExampleSizeLarge.js': MENU_DROPDOWN,
  'collections/Menu/Variations/MenuExampleSizeMassive.js': MENU_DROPDOWN,
  'collections/Menu/Variations/MenuExampleSizeMini.js': MENU_DROPDOWN,
  'collections/Menu/Variations/MenuExampleSizeSmall.js': MENU_DROPDOWN,
  'collections/Menu/Variations/MenuExampleSizeTiny.js': MENU_DROPDOWN,
  'collections/Menu/Variations/MenuExampleFixed.js':
    "uses Message, whose examples are left to issue 28's compat entry (sui-react's Message is dismissable by default)",
  'elements/Segment/Types/SegmentExamplePlaceholderGrid.js':
    'uses Search, whose results menu sui-react keeps in the markup, hidden, while it is closed: the compat entry of issue 28',
  'elements/Segment/Variations/SegmentExampleAttachedComplex.js':
    "uses Message, whose examples are left to issue 28's compat entry (sui-react's Message is dismissable by default)",
};

/** One line for an example that does not render the same classes. */
function describeResult(result: ExampleResult): string {
  if (result.status === 'skipped') return `${result.file}: skipped, ${result.reason}`;
  if (result.status === 'failed') {
    return `${result.file}: failed with ${result.error?.side}: ${result.error?.message}`;
  }
  const d = result.difference!;
  const show = (classes: string | null) => (classes === null ? '(no element)' : `"${classes}"`);
  return [
    `${result.file}: element ${d.position} differs: Semantic UI React ${show(d.suir)}, sui-react ${show(d.suiReact)}`,
    '    Semantic UI React around it:',
    ...d.context.suir.map((line) => `      ${line}`),
    '    sui-react around it:',
    ...d.context.suiReact.map((line) => `      ${line}`),
  ].join('\n');
}

/** Whether the example fails only because sui-react does not export an element not written yet. */
const waitsForAnElement = (result: ExampleResult) =>
  result.status === 'failed' &&
  result.missing !== undefined &&
  result.missing.every((name) => NOT_WRITTEN_YET.has(name));

describe("Semantic UI React's elements, Breadcrumb, Grid, Advertisement, Card, Item and Statistic examples with only the import changed", () => {
  let comparison: Comparison;

  beforeAll(async () => {
    const problem = missingSetup();
    if (problem) throw new Error(problem);
    comparison = await compareExamples({ folders: FOLDERS });
    const { same, total } = comparison.totals;
    // The headline figure, in the test's output.
    console.log(
      [
        `Semantic UI React's examples of ${FOLDERS.join(', ')}: ${same} of ${total} render the same classes with sui-react (${((100 * same) / total).toFixed(1)}%)`,
        `  ${countLine(comparison.totals)}; ${Object.keys(EXCEPTIONS).length} listed exceptions (${(comparison.ms / 1000).toFixed(1)} s)`,
        ...comparison.notes.map((note) => `  note: ${note}`),
      ].join('\n'),
    );
  });

  test('every example renders the same classes, but the listed exceptions', () => {
    const unexpected = comparison.examples.filter(
      (result) => result.status !== 'same' && !(result.file in EXCEPTIONS) && !waitsForAnElement(result),
    );
    const list = unexpected.map(describeResult).join('\n');
    const what = `${unexpected.length} examples do not render the same classes and are not in EXCEPTIONS`;
    expect(unexpected.length, `${what} (the first: ${unexpected[0]?.file}):\n${list}\n`).toBe(0);
  });

  test('every listed exception exists and still does not render the same classes', () => {
    const files = new Map(comparison.examples.map((result) => [result.file, result]));
    const stale = Object.keys(EXCEPTIONS).flatMap((file) => {
      const result = files.get(file);
      if (!result) return [`${file}: no such example`];
      return result.status === 'same' ? [`${file}: renders the same classes now`] : [];
    });
    expect(stale.length, `${stale.length} listed in EXCEPTIONS should not be: ${stale.join('; ')}`).toBe(0);
  });

  test('every element listed as not written yet is still missing from sui-react', () => {
    const exported = [...NOT_WRITTEN_YET].filter((name) => !comparison.absent.includes(name));
    expect(exported, `exported now, remove them from NOT_WRITTEN_YET: ${exported.join(', ')}`).toEqual([]);
  });
});
