// sui-react/compat: Semantic UI React 2.1.5's names, props and `(event, data)` handlers for apps that
// migrate (issue 28). The elements, collections and views already speak its vocabulary and are
// re-exported unchanged; the interactive parts are thin adapters over sui-react's own modules, each
// in its own file here. An app that never imports this entry ships none of it.
//
// `@native` tags feed the docs site's Migrating guide, whose prop map is generated from these files
// (site/build/compat-map.ts; a tag naming a component or prop that does not exist fails the build):
// - on an adapter component's JSDoc, the native component(s) it is built on: `@native Select, MultiSelect`
//   (without it, a native component of the same name, if the package root exports one);
// - on a prop's JSDoc, the native component and prop it becomes: `@native Select value`, optionally
//   with a note: `@native Select onChange — called with the value alone`; `@native -` when nothing
//   native matches it. An untagged prop shows the component's native component only.
export * from '../collections/breadcrumb/index.js';
export * from '../collections/form/index.js';
export * from '../collections/grid/index.js';
export * from '../collections/menu/index.js';
export * from '../collections/table/index.js';
export * from '../elements/button/index.js';
export * from '../elements/container/index.js';
export * from '../elements/divider/index.js';
export * from '../elements/emoji/index.js';
export * from '../elements/flag/index.js';
export * from '../elements/header/index.js';
export * from '../elements/icon/index.js';
export * from '../elements/image/index.js';
export * from '../elements/input/index.js';
export * from '../elements/label/index.js';
export * from '../elements/list/index.js';
export * from '../elements/loader/index.js';
export * from '../elements/placeholder/index.js';
export * from '../elements/rail/index.js';
export * from '../elements/reveal/index.js';
export * from '../elements/segment/index.js';
export * from '../elements/step/index.js';
export * from '../elements/text/index.js';
export * from '../elements/textarea/index.js';
export * from '../views/advertisement/index.js';
export * from '../views/card/index.js';
export * from '../views/comment/index.js';
export * from '../views/feed/index.js';
export * from '../views/item/index.js';
export * from '../views/statistic/index.js';
// The adapters over the modules.
export * from './Sticky.js';
export * from './Visibility.js';
export * from './Embed.js';
export * from './Message.js';
export * from './Pagination.js';
export * from './Confirm.js';
export * from './Modal.js';
export * from './Popup.js';
export * from './Sidebar.js';
export * from './Tab.js';
export * from './Dropdown.js';
export * from './Search.js';
export * from './Checkbox.js';
export * from './Progress.js';
export * from './Rating.js';
export * from './Dimmer.js';
export * from './Ref.js';
export * from './Transition.js';
export * from './Portal.js';
export * from './TransitionablePortal.js';
export * from './Accordion.js';
