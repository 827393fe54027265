import { testVariations } from '../../test-utils/variations.js';
import { SELECT_VARIATIONS } from './SelectRoot.js';

const MENU_BUTTON = "a menu button's look: the Dropdown's";
const notProps = {
  active: 'the open state',
  visible: 'the open state',
  disabled: 'set by the `disabled` prop',
  error: 'set by the `error` prop, or when the browser refused a submit because of the select',
  loading: 'set while `optionsLookup` looks options up',
  search: 'set by `searchable`',
  multiple: 'MultiSelect',
  selected: "a highlighted option's state",
  default: 'the placeholder, shown while nothing is selected',
  empty: "the kit's script's state for an empty selection; the select shows its placeholder",
  filtered: 'the text hidden while a query is typed',
  clearable: 'not offered: Select has no clear button (a MultiSelect removes each label)',
  'read-only': 'not offered: Select has no read-only mode (`disabled` turns it off)',
  resizable: "a menu the user resizes: the select's menu draws only the options in view",
  label: "MultiSelect's chosen values, drawn as labels",
  icon: 'the `icon` prop names the caret icon',
  item: 'a Dropdown in a menu',
  ...Object.fromEntries(
    ['button', 'pointing', 'left', 'right', 'top', 'bottom', 'simple'].map((c) => [c, MENU_BUTTON]),
  ),
  ...Object.fromEntries(
    ['column', 'two', 'three', 'four', 'five'].map((c) => [c, "a menu's columns: markup inside the menu"]),
  ),
};

testVariations('modules/select/index.ts', 'dropdown', [
  { component: 'Select', table: SELECT_VARIATIONS, base: ['ui', 'dropdown'], notProps },
  { component: 'MultiSelect', table: SELECT_VARIATIONS, base: ['ui', 'dropdown'], notProps },
]);
