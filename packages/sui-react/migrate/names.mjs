// Where each of Semantic UI React 2.1.5's exports goes when an app migrates (issue 28), as data:
// the transform reads it, and tests/build/migrate-names.test.ts checks it against what
// packages/sui-react/src/index.ts and src/compat/index.ts export when the test runs.

/**
 * The names sui-react's own entry already speaks in Semantic UI React's vocabulary: the elements,
 * collections and views, which `sui-react/compat` re-exports unchanged. An import of one of these
 * moves to `sui-react`.
 */
export const NATIVE = new Set([
  'Advertisement',
  'Breadcrumb',
  'BreadcrumbDivider',
  'BreadcrumbSection',
  'Button',
  'ButtonContent',
  'ButtonGroup',
  'ButtonOr',
  'Card',
  'CardContent',
  'CardDescription',
  'CardGroup',
  'CardHeader',
  'CardMeta',
  'Comment',
  'CommentAction',
  'CommentActions',
  'CommentAuthor',
  'CommentAvatar',
  'CommentContent',
  'CommentGroup',
  'CommentMetadata',
  'CommentText',
  'Container',
  'Divider',
  'Feed',
  'FeedContent',
  'FeedDate',
  'FeedEvent',
  'FeedExtra',
  'FeedLabel',
  'FeedLike',
  'FeedMeta',
  'FeedSummary',
  'FeedUser',
  'Flag',
  'Form',
  'FormButton',
  'FormCheckbox',
  'FormDropdown',
  'FormField',
  'FormGroup',
  'FormInput',
  'FormRadio',
  'FormSelect',
  'FormTextArea',
  'Grid',
  'GridColumn',
  'GridRow',
  'Header',
  'HeaderContent',
  'HeaderSubheader',
  'Icon',
  'IconGroup',
  'Image',
  'ImageGroup',
  'Input',
  'Item',
  'ItemContent',
  'ItemDescription',
  'ItemExtra',
  'ItemGroup',
  'ItemHeader',
  'ItemImage',
  'ItemMeta',
  'Label',
  'LabelDetail',
  'LabelGroup',
  'List',
  'ListContent',
  'ListDescription',
  'ListHeader',
  'ListIcon',
  'ListItem',
  'ListList',
  'Loader',
  'Menu',
  'MenuHeader',
  'MenuItem',
  'MenuMenu',
  'Placeholder',
  'PlaceholderHeader',
  'PlaceholderImage',
  'PlaceholderLine',
  'PlaceholderParagraph',
  'Rail',
  'Reveal',
  'RevealContent',
  'Segment',
  'SegmentGroup',
  'SegmentInline',
  'Statistic',
  'StatisticGroup',
  'StatisticLabel',
  'StatisticValue',
  'Step',
  'StepContent',
  'StepDescription',
  'StepGroup',
  'StepTitle',
  'Table',
  'TableBody',
  'TableCell',
  'TableFooter',
  'TableHeader',
  'TableHeaderCell',
  'TableRow',
  'TextArea',
]);

/**
 * Every other name Semantic UI React 2.1.5 exports: the modules, addons and behaviours, whose
 * props and `(event, data)` handlers only the adapters of `sui-react/compat` take.
 */
export const COMPAT = new Set([
  'Accordion',
  'AccordionAccordion',
  'AccordionContent',
  'AccordionPanel',
  'AccordionTitle',
  'Checkbox',
  'Confirm',
  'Dimmer',
  'DimmerDimmable',
  'DimmerInner',
  'Dropdown',
  'DropdownDivider',
  'DropdownHeader',
  'DropdownItem',
  'DropdownMenu',
  'DropdownSearchInput',
  'DropdownText',
  'Embed',
  'Message',
  'MessageContent',
  'MessageHeader',
  'MessageItem',
  'MessageList',
  'Modal',
  'ModalActions',
  'ModalContent',
  'ModalDescription',
  'ModalDimmer',
  'ModalHeader',
  'Pagination',
  'PaginationItem',
  'Popup',
  'PopupContent',
  'PopupHeader',
  'Portal',
  'Progress',
  'Radio',
  'Rating',
  'Ref',
  'Search',
  'Select',
  'Sidebar',
  'SidebarPushable',
  'SidebarPusher',
  'Sticky',
  'Tab',
  'TabPane',
  'Transition',
  'TransitionGroup',
  'TransitionablePortal',
  'Visibility',
]);

/**
 * Semantic UI React 2.1.5's exports that are inner parts its components draw for themselves, which
 * sui-react/compat does not export: an import of one is left as it is and reported, with what to do.
 * @type {Record<string, string>}
 */
export const INNER_PARTS = {
  PortalInner: 'PortalInner is the inner part of Portal: use Portal (sui-react/compat) with `open`',
  RatingIcon:
    'RatingIcon is the inner part of Rating: Rating (sui-react/compat) draws its icons from `icon` and `maxRating`',
  SearchCategory:
    "SearchCategory is Search's inner part: pass `category` and `categoryRenderer` to Search (sui-react/compat)",
  SearchResult:
    "SearchResult is Search's inner part: pass `results` and `resultRenderer` to Search (sui-react/compat)",
  SearchResults: "SearchResults is Search's inner part: pass `results` to Search (sui-react/compat)",
};

/**
 * Semantic UI React props that sui-react/compat does not take yet, by component, with the reason.
 * `sui-react-migrate` points at each place that passes one; tests/build/compat-props.test.ts checks
 * that these, and no others, still reach the DOM.
 * @type {Record<string, Record<string, string>>}
 */
export const NOT_TAKEN = {};

/**
 * Names that Semantic UI React exported before 2.x and no longer does, with what to do instead.
 * An import of one is left as it is and reported.
 * @type {Record<string, string>}
 */
export const REMOVED = {
  Responsive:
    'Responsive was removed in Semantic UI React 2 (use CSS media queries or a media-query hook); sui-react has no equivalent',
  MountNode:
    'MountNode was removed in Semantic UI React 2 (set the class on document.body in an effect); sui-react has no equivalent',
};

/** The package whose imports are rewritten. */
export const FROM = 'semantic-ui-react';
/** The library's entry for the names in NATIVE. */
export const TO_NATIVE = 'sui-react';
/** The library's entry for the names in COMPAT. */
export const TO_COMPAT = 'sui-react/compat';

/**
 * Semantic UI's stylesheets and their Fomantic UI equivalents (same file names). A path under
 * `semantic-ui-css/` that is not listed here (themes, fonts) is reported, not rewritten.
 * @param {string} spec an import or require path
 * @returns {string | null} the Fomantic UI path, or null when `spec` is not a Semantic UI stylesheet
 */
export function stylesheetFor(spec) {
  if (spec === 'semantic-ui-css/semantic.min.css') return 'fomantic-ui-css/semantic.min.css';
  if (spec === 'semantic-ui-css/semantic.css') return 'fomantic-ui-css/semantic.css';
  const component = /^semantic-ui-css\/components\/([a-z]+(?:\.min)?\.css)$/.exec(spec);
  return component ? `fomantic-ui-css/components/${component[1]}` : null;
}
