// The one table of the prop fuzz test: for every exported component, the smallest valid tree it
// renders in, the values of its required props, and arbitraries for its type parameters.
import fc from 'fast-check';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import * as lib from '../../index.js';
import { SAMPLE_ITEMS } from '../samples.js';
import { BAD_NUMBERS, type Generics, type ValueSpec } from './types.js';

type Props = Record<string, unknown>;

export interface FuzzSetup {
  /** The tree to render, with the fuzzed props (over the base props) on the component under test. */
  render(props: Props): ReactElement;
  /** Arbitraries for the component's type parameters, as its type texts name them. */
  generics?: Generics;
  /** Props that are bad together (min after max, value above maximum), each rendered once. */
  combos?: Props[];
}

// Any component of the library, called with fuzzed props (the point is to break its types).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = (props: any) => ReactNode;
/** A change handler for a fuzzed controlled value, so that React does not call the field read-only. */
const readOnlyOk = () => undefined;

const C = lib as unknown as { [K in keyof typeof lib]: Loose };
const {
  Accordion,
  AccordionPanel,
  Advertisement,
  Breadcrumb,
  BreadcrumbDivider,
  BreadcrumbSection,
  Card,
  CardContent,
  CardDescription,
  CardGroup,
  CardHeader,
  CardMeta,
  Button,
  ButtonContent,
  ButtonGroup,
  ButtonOr,
  Container,
  Divider,
  Emoji,
  Flag,
  Form,
  FormButton,
  FormCheckbox,
  FormDropdown,
  FormField,
  FormGroup,
  FormInput,
  FormRadio,
  FormSelect,
  FormTextArea,
  Grid,
  GridColumn,
  GridRow,
  Header,
  HeaderContent,
  HeaderSubheader,
  Icon,
  IconGroup,
  Image,
  ImageGroup,
  Input,
  Item,
  ItemContent,
  ItemDescription,
  ItemExtra,
  ItemGroup,
  ItemHeader,
  ItemImage,
  ItemMeta,
  Label,
  LabelDetail,
  LabelGroup,
  List,
  ListContent,
  ListDescription,
  ListHeader,
  ListIcon,
  ListItem,
  ListList,
  Loader,
  Placeholder,
  PlaceholderHeader,
  PlaceholderImage,
  PlaceholderLine,
  PlaceholderParagraph,
  Rail,
  Reveal,
  RevealContent,
  Segment,
  SegmentGroup,
  SegmentInline,
  Step,
  StepContent,
  StepDescription,
  StepGroup,
  StepTitle,
  Text,
  TextArea,
  Checkbox,
  Collapse,
  Datepicker,
  DateRangePicker,
  Dimmer,
  Embed,
  Dropdown,
  DropdownDivider,
  DropdownHeader,
  DropdownItem,
  DropdownMenu,
  LocalizationProvider,
  Menu,
  MenuHeader,
  MenuItem,
  MenuMenu,
  Message,
  Modal,
  ModalProvider,
  MultiSelect,
  Pagination,
  Popup,
  PopupConfigProvider,
  Progress,
  Radio,
  RadioGroup,
  RangeSlider,
  Rating,
  Search,
  Select,
  SelectOption,
  SelectSearch,
  Sidebar,
  SidebarContainer,
  SidebarSibling,
  Slider,
  Sticky,
  Comment,
  CommentAction,
  CommentActions,
  CommentAuthor,
  CommentAvatar,
  CommentContent,
  CommentGroup,
  CommentMetadata,
  CommentText,
  Feed,
  FeedContent,
  FeedDate,
  FeedEvent,
  FeedExtra,
  FeedLabel,
  FeedLike,
  FeedMeta,
  FeedSummary,
  FeedUser,
  Statistic,
  StatisticGroup,
  StatisticLabel,
  StatisticValue,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TabContent,
  TabHeader,
  Tabset,
  Toaster,
  Visibility,
} = C;

/** Options as the docs use them: `{ id, name }`, by label `name` and value `id`. */
type Item = { id: number; name: string };
const item: ValueSpec = {
  arb: fc.record({ id: fc.integer({ min: 0, max: 12 }), name: fc.string({ maxLength: 8 }) }),
  bad: [null, { id: Number.NaN, name: '' }, {}],
};
const itemValue: ValueSpec = { arb: fc.integer({ min: -1, max: 12 }), bad: [...BAD_NUMBERS, null] };
const SELECT_BASE = { options: SAMPLE_ITEMS, labelField: 'name', valueField: 'id', 'aria-label': 'Fuzz' };
const selectGenerics: Generics = { T: item, U: itemValue };
const anything: ValueSpec = {
  arb: fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.object()),
  bad: [undefined, Number.NaN],
};

const tabs = (header: Props, content: Props) => (
  <Tabset>
    <div className="ui menu">
      <TabHeader id="one" {...header}>
        One
      </TabHeader>
    </div>
    <TabContent id={(header.id as string | undefined) ?? 'one'} {...content}>
      Content
    </TabContent>
  </Tabset>
);

const sidebar = (bar: Props, sibling: Props) => (
  <SidebarContainer>
    <Sidebar {...bar}>Menu</Sidebar>
    <SidebarSibling {...sibling}>Page</SidebarSibling>
  </SidebarContainer>
);

const dropdown = (menu: ReactNode) => (
  <Dropdown text="Menu" defaultOpen>
    <DropdownMenu>{menu}</DropdownMenu>
  </Dropdown>
);

const list = (item: ReactNode) => (
  <List>
    <ListItem>{item}</ListItem>
  </List>
);
const step = (content: ReactNode) => (
  <StepGroup>
    <Step>{content}</Step>
  </StepGroup>
);

/** Every exported component, by name. The fuzz test fails for a component missing here. */
/** A table part's fuzzed props without `as`. */
const noAs = ({ as: _as, ...p }: Props) => p;
/**
 * A table part's fuzzed props without `as`, `children` and `content` (which must be rows), and
 * without elements in its row and cell shorthand (an element there is used as it is: a `span` in a
 * row is the caller's markup).
 */
const rowsOnly = ({ as: _as, children: _children, content: _content, ...p }: Props) => {
  for (const key of ['cells', 'headerRow', 'headerRows', 'footerRow']) {
    const v = p[key];
    if (isValidElement(v)) delete p[key];
    else if (Array.isArray(v)) p[key] = v.filter((item) => !isValidElement(item));
  }
  const render = p.renderBodyRow;
  if (typeof render === 'function')
    p.renderBodyRow = (...args: unknown[]) => {
      const made: unknown = render(...args);
      if (Array.isArray(made)) return made.filter((cell) => !isValidElement(cell));
      return isValidElement(made) ? null : made;
    };
  return p;
};

export const SETUP: Record<string, FuzzSetup> = {
  // The elements: each with its text or its parts, and the props that keep it free of the
  // development warnings (an image's alt, an input's id).
  Button: { render: (p) => <Button children="Save" {...p} /> },
  ButtonContent: {
    render: (p) => <Button animated children={<ButtonContent visible children="Next" {...p} />} />,
  },
  ButtonGroup: {
    render: (p) => (
      <ButtonGroup
        children={
          <>
            <Button>One</Button>
            <Button>Two</Button>
          </>
        }
        {...p}
      />
    ),
    // Buttons with the same text, and a number that is also another button's index.
    combos: [{ buttons: ['OK', 'OK'] }, { buttons: [1, 'Two'] }],
  },
  ButtonOr: {
    render: (p) => (
      <ButtonGroup>
        <Button>One</Button>
        <ButtonOr {...p} />
        <Button>Two</Button>
      </ButtonGroup>
    ),
  },
  Container: { render: (p) => <Container children="Content" {...p} /> },
  Divider: { render: (p) => <Divider {...p} /> },
  Emoji: { render: (p) => <Emoji name="smile" {...p} /> },
  Flag: { render: (p) => <Flag name="fr" {...p} /> },
  Advertisement: { render: (p) => <Advertisement unit="banner" {...p} /> },
  Breadcrumb: { render: (p) => <Breadcrumb sections={['Home', 'Store']} {...p} /> },
  BreadcrumbDivider: { render: (p) => <Breadcrumb children={<BreadcrumbDivider {...p} />} /> },
  BreadcrumbSection: {
    render: (p) => <Breadcrumb children={<BreadcrumbSection children="Home" {...p} />} />,
  },
  Form: { render: (p) => <Form children={<FormInput id="fuzz-a" label="A" />} {...p} /> },
  FormField: {
    render: (p) => <Form children={<FormField id="fuzz-f" control="input" label="F" {...p} />} />,
  },
  FormGroup: { render: (p) => <Form children={<FormGroup children={<FormInput id="fuzz-g" />} {...p} />} /> },
  FormInput: { render: (p) => <Form children={<FormInput label="Name" {...p} control={undefined} />} /> },
  // A controlled value needs its onChange (React warns of a read-only field otherwise, as it should).
  // Each Form.X keeps its own control: another control takes other props (a `div` given Select's
  // `options` writes them as attributes, as it would for a user); Form.Field's own fuzz sets it.
  FormTextArea: {
    render: (p) => (
      <Form
        children={
          <FormTextArea
            label="About"
            {...p}
            onChange={(p.onChange as never) ?? readOnlyOk}
            control={undefined}
          />
        }
      />
    ),
  },
  FormButton: { render: (p) => <Form children={<FormButton content="Send" {...p} control={undefined} />} /> },
  FormCheckbox: {
    render: (p) => <Form children={<FormCheckbox label="Agree" {...p} control={undefined} />} />,
  },
  FormRadio: {
    render: (p) => <Form children={<FormRadio label="One" value="1" {...p} control={undefined} />} />,
  },
  FormSelect: {
    render: (p) => (
      <Form
        children={
          <FormSelect
            label="Pick"
            options={[{ key: 'a', text: 'A', value: 'a' }]}
            {...p}
            control={undefined}
          />
        }
      />
    ),
  },
  FormDropdown: {
    render: (p) => (
      <Form
        children={
          <FormDropdown
            label="Pick"
            options={[{ key: 'a', text: 'A', value: 'a' }]}
            {...p}
            control={undefined}
          />
        }
      />
    ),
  },
  Grid: { render: (p) => <Grid children={<GridColumn>One</GridColumn>} {...p} /> },
  GridColumn: { render: (p) => <Grid children={<GridColumn children="One" {...p} />} /> },
  GridRow: { render: (p) => <Grid children={<GridRow children={<GridColumn>One</GridColumn>} {...p} />} /> },
  // A table's parts take only the elements HTML allows there (React warns of any other): their `as`,
  // and the children of the parts that hold rows, are left to the shorthand and the component tests.
  Table: {
    render: (p) => (
      <Table
        headerRow={['Name']}
        tableData={['Ann']}
        renderBodyRow={(d: string) => ({ cells: [d] })}
        {...rowsOnly(p)}
      />
    ),
    generics: { T: { arb: fc.string(), bad: [Number.NaN, null] } },
    // Rows with the same content, and an empty table.
    combos: [{ tableData: ['a', 'a'] }, { tableData: [] }],
  },
  TableBody: {
    render: (p) => <Table children={<TableBody children={<TableRow cells={['A']} />} {...rowsOnly(p)} />} />,
  },
  TableCell: {
    render: (p) => <Table children={<tbody children={<tr children={<TableCell {...noAs(p)} />} />} />} />,
  },
  TableFooter: {
    render: (p) => (
      <Table children={<TableFooter children={<TableRow cells={['A']} />} {...rowsOnly(p)} />} />
    ),
  },
  TableHeader: {
    render: (p) => (
      <Table children={<TableHeader children={<TableRow cells={['A']} />} {...rowsOnly(p)} />} />
    ),
  },
  TableHeaderCell: {
    render: (p) => (
      <Table children={<thead children={<tr children={<TableHeaderCell {...noAs(p)} />} />} />} />
    ),
  },
  TableRow: {
    render: (p) => <Table children={<tbody children={<TableRow cells={['A']} {...rowsOnly(p)} />} />} />,
  },
  Header: { render: (p) => <Header children="Title" {...p} /> },
  HeaderContent: { render: (p) => <Header children={<HeaderContent children="Title" {...p} />} /> },
  HeaderSubheader: {
    render: (p) => (
      <Header>
        Title
        <HeaderSubheader children="Sub" {...p} />
      </Header>
    ),
  },
  Icon: { render: (p) => <Icon name="user" {...p} /> },
  IconGroup: {
    render: (p) => (
      <IconGroup
        children={
          <>
            <Icon name="circle outline" />
            <Icon name="user" />
          </>
        }
        {...p}
      />
    ),
  },
  Image: { render: (p) => <Image src="a.png" alt="A" {...p} /> },
  ImageGroup: { render: (p) => <ImageGroup children={<Image src="a.png" alt="A" />} {...p} /> },
  Input: { render: (p) => <Input id="fuzz" {...p} /> },
  Card: { render: (p) => <Card header="Camp" image={{ src: 'a.png', alt: '' }} extra="Four" {...p} /> },
  CardContent: { render: (p) => <Card children={<CardContent header="Camp" {...p} />} /> },
  CardDescription: { render: (p) => <Card description={<CardDescription children="By a lake" {...p} />} /> },
  CardGroup: { render: (p) => <CardGroup items={[{ key: 'a', header: 'Camp' }]} {...p} /> },
  CardHeader: { render: (p) => <Card header={<CardHeader children="Camp" {...p} />} /> },
  CardMeta: { render: (p) => <Card meta={<CardMeta children="Friend" {...p} />} /> },
  Item: {
    render: (p) => <ItemGroup children={<Item header="Camp" image={{ src: 'a.png', alt: '' }} {...p} />} />,
  },
  ItemContent: { render: (p) => <Item children={<ItemContent header="Camp" {...p} />} /> },
  ItemDescription: { render: (p) => <Item description={<ItemDescription children="By a lake" {...p} />} /> },
  ItemExtra: { render: (p) => <Item extra={<ItemExtra children="Sleeps four" {...p} />} /> },
  ItemGroup: { render: (p) => <ItemGroup items={[{ key: 'a', header: 'Camp' }]} {...p} /> },
  ItemHeader: { render: (p) => <Item header={<ItemHeader children="Camp" {...p} />} /> },
  ItemImage: { render: (p) => <Item image={<ItemImage src="a.png" alt="" {...p} />} /> },
  ItemMeta: { render: (p) => <Item meta={<ItemMeta children="$1,200" {...p} />} /> },
  Label: { render: (p) => <Label children="Tag" {...p} /> },
  LabelDetail: {
    render: (p) => (
      <Label>
        Tag
        <LabelDetail children="2" {...p} />
      </Label>
    ),
  },
  LabelGroup: { render: (p) => <LabelGroup children={<Label>One</Label>} {...p} /> },
  List: { render: (p) => <List children={<ListItem>One</ListItem>} {...p} /> },
  ListContent: { render: (p) => list(<ListContent children="One" {...p} />) },
  ListDescription: { render: (p) => list(<ListDescription children="One" {...p} />) },
  ListHeader: { render: (p) => list(<ListHeader children="One" {...p} />) },
  ListIcon: { render: (p) => list(<ListIcon name="user" {...p} />) },
  ListItem: { render: (p) => <List children={<ListItem children="One" {...p} />} /> },
  ListList: {
    render: (p) =>
      list(
        <>
          One
          <ListList children={<ListItem>Two</ListItem>} {...p} />
        </>,
      ),
  },
  Loader: { render: (p) => <Loader {...p} /> },
  Placeholder: { render: (p) => <Placeholder children={<PlaceholderLine />} {...p} /> },
  PlaceholderHeader: {
    render: (p) => <Placeholder children={<PlaceholderHeader children={<PlaceholderLine />} {...p} />} />,
  },
  PlaceholderImage: { render: (p) => <Placeholder children={<PlaceholderImage {...p} />} /> },
  PlaceholderLine: { render: (p) => <Placeholder children={<PlaceholderLine {...p} />} /> },
  PlaceholderParagraph: {
    render: (p) => <Placeholder children={<PlaceholderParagraph children={<PlaceholderLine />} {...p} />} />,
  },
  Comment: { render: (p) => <CommentGroup children={<Comment content="Hi" {...p} />} /> },
  CommentGroup: { render: (p) => <CommentGroup children={<Comment content="Hi" />} {...p} /> },
  CommentAction: {
    render: (p) => (
      <Comment children={<CommentActions children={<CommentAction content="Reply" {...p} />} />} />
    ),
  },
  CommentActions: { render: (p) => <Comment children={<CommentActions {...p} />} /> },
  CommentAuthor: { render: (p) => <Comment children={<CommentAuthor children="Ana" {...p} />} /> },
  CommentAvatar: { render: (p) => <Comment children={<CommentAvatar src="/a.png" {...p} />} /> },
  CommentContent: { render: (p) => <Comment children={<CommentContent children="Hi" {...p} />} /> },
  CommentMetadata: { render: (p) => <Comment children={<CommentMetadata children="Today" {...p} />} /> },
  CommentText: { render: (p) => <Comment children={<CommentText children="Hi" {...p} />} /> },
  Feed: { render: (p) => <Feed events={[{ key: 'a', summary: 'Ana joined' }]} {...p} /> },
  FeedEvent: { render: (p) => <Feed children={<FeedEvent summary="Ana joined" {...p} />} /> },
  FeedLabel: {
    render: (p) => <Feed children={<FeedEvent children={<FeedLabel icon="pencil" {...p} />} />} />,
  },
  FeedContent: {
    render: (p) => <Feed children={<FeedEvent children={<FeedContent summary="x" {...p} />} />} />,
  },
  FeedDate: { render: (p) => <FeedContent children={<FeedDate children="Today" {...p} />} /> },
  FeedSummary: { render: (p) => <FeedContent children={<FeedSummary children="x" {...p} />} /> },
  FeedUser: { render: (p) => <FeedSummary children={<FeedUser children="Ana" {...p} />} /> },
  FeedExtra: { render: (p) => <FeedContent children={<FeedExtra text children="x" {...p} />} /> },
  FeedMeta: { render: (p) => <FeedContent children={<FeedMeta children="x" {...p} />} /> },
  FeedLike: { render: (p) => <FeedMeta children={<FeedLike children="4 Likes" {...p} />} /> },
  Statistic: { render: (p) => <Statistic value="5" label="Saves" {...p} /> },
  StatisticGroup: { render: (p) => <StatisticGroup items={[{ key: 'a', value: '1' }]} {...p} /> },
  StatisticLabel: { render: (p) => <Statistic children={<StatisticLabel children="Saves" {...p} />} /> },
  StatisticValue: { render: (p) => <Statistic children={<StatisticValue children="5" {...p} />} /> },
  Rail: { render: (p) => <Segment children={<Rail position="left" children="Rail" {...p} />} /> },
  Reveal: {
    render: (p) => (
      <Reveal
        animated="fade"
        children={
          <>
            <RevealContent visible>A</RevealContent>
            <RevealContent hidden>B</RevealContent>
          </>
        }
        {...p}
      />
    ),
  },
  RevealContent: {
    render: (p) => (
      <Reveal animated="fade">
        <RevealContent visible children="A" {...p} />
        <RevealContent hidden>B</RevealContent>
      </Reveal>
    ),
  },
  Segment: { render: (p) => <Segment children="Content" {...p} /> },
  SegmentGroup: {
    render: (p) => (
      <SegmentGroup
        children={
          <>
            <Segment>One</Segment>
            <Segment>Two</Segment>
          </>
        }
        {...p}
      />
    ),
  },
  SegmentInline: {
    render: (p) => <Segment placeholder children={<SegmentInline children="Inline" {...p} />} />,
  },
  Step: { render: (p) => <StepGroup children={<Step title="Step" {...p} />} /> },
  StepContent: { render: (p) => step(<StepContent title="Step" {...p} />) },
  StepDescription: {
    render: (p) => step(<StepContent children={<StepDescription children="Details" {...p} />} />),
  },
  StepGroup: { render: (p) => <StepGroup children={<Step title="One" />} {...p} /> },
  StepTitle: { render: (p) => step(<StepContent children={<StepTitle children="Step" {...p} />} />) },
  Text: { render: (p) => <Text children="Text" {...p} /> },
  TextArea: {
    render: (p) => <TextArea aria-label="Notes" {...p} onChange={(p.onChange as never) ?? readOnlyOk} />,
  },
  Accordion: {
    render: (p) => (
      <Accordion {...p}>
        {'children' in p ? (p.children as ReactNode) : <AccordionPanel title="One">Body</AccordionPanel>}
      </Accordion>
    ),
  },
  AccordionPanel: {
    render: (p) => (
      <Accordion>
        <AccordionPanel title="One" {...p} />
      </Accordion>
    ),
  },
  Checkbox: { render: (p) => <Checkbox label="Check" {...p} /> },
  Collapse: { render: (p) => <Collapse collapsed={false} children="Content" {...p} /> },
  Datepicker: {
    render: (p) => <Datepicker {...p} />,
    combos: [
      { minDate: new Date(2030, 0, 1), maxDate: new Date(2020, 0, 1) },
      { minDate: new Date(2020, 0, 1), maxDate: new Date(2020, 11, 31), value: new Date(2030, 0, 1) },
      { minDate: new Date(2020, 0, 1), maxDate: new Date(2020, 0, 1), defaultValue: new Date(2019, 0, 1) },
      { mode: 'time', minDate: new Date(2020, 0, 1, 12), maxDate: new Date(2020, 0, 1, 11) },
    ],
  },
  DateRangePicker: {
    render: (p) => <DateRangePicker {...p} />,
    combos: [
      { value: { start: new Date(2026, 0, 9), end: new Date(2026, 0, 5) } },
      {
        minDate: new Date(2020, 0, 1),
        maxDate: new Date(2020, 11, 31),
        value: { start: new Date(2030, 0, 1), end: null },
      },
      { inline: true, isDateDisabled: () => true, defaultValue: { start: new Date(2026, 0, 5), end: null } },
    ],
  },
  Dimmer: { render: (p) => <Dimmer children="Content" {...p} /> },
  Embed: {
    render: (p) => <Embed source="youtube" videoId="O6Xo21L0ybE" {...p} />,
    combos: [
      { source: 'vimeo', videoId: '' },
      { source: undefined, url: 'ftp://example.com/' },
      {
        source: undefined,
        url: 'https://example.com/',
        defaultActive: true,
        iframe: { src: 'javascript:0' },
      },
    ],
  },
  Dropdown: {
    render: (p) => (
      <Dropdown text="Menu" {...p}>
        {'children' in p ? (
          p.children
        ) : (
          <DropdownMenu>
            <DropdownItem>One</DropdownItem>
          </DropdownMenu>
        )}
      </Dropdown>
    ),
  },
  DropdownDivider: { render: (p) => dropdown(<DropdownDivider {...p} />) },
  DropdownHeader: { render: (p) => dropdown(<DropdownHeader {...p} />) },
  DropdownItem: { render: (p) => dropdown(<DropdownItem children="One" {...p} />) },
  DropdownMenu: {
    render: (p) => (
      <Dropdown text="Menu" defaultOpen>
        <DropdownMenu children={<DropdownItem>One</DropdownItem>} {...p} />
      </Dropdown>
    ),
  },
  LocalizationProvider: {
    render: (p) => <LocalizationProvider children={<Datepicker />} {...p} />,
  },
  Menu: { render: (p) => <Menu items={['home', { key: 'b', name: 'messages', href: '#m' }]} {...p} /> },
  MenuHeader: { render: (p) => <Menu children={<MenuHeader children="Products" {...p} />} /> },
  MenuItem: { render: (p) => <Menu children={<MenuItem name="home" {...p} />} /> },
  MenuMenu: { render: (p) => <Menu children={<MenuMenu children={<MenuItem name="a" />} {...p} />} /> },
  Message: { render: (p) => <Message children="Content" {...p} /> },
  Modal: {
    render: (p) => <Modal children="Content" {...p} />,
    generics: { A: anything, D: anything },
  },
  ModalProvider: { render: (p) => <ModalProvider children="Content" {...p} /> },
  MultiSelect: {
    render: (p) => <MultiSelect {...SELECT_BASE} {...p} />,
    generics: selectGenerics,
    combos: [
      { maxSelected: 1, defaultValue: [1, 2, 3] },
      { maxSelected: 0, value: [1] },
      { value: [1, 1, 99] },
      { optionsFilter: () => false, optionsLookup: () => Promise.resolve([]) },
    ],
  },
  Pagination: {
    render: (p) => <Pagination collectionSize={50} {...p} />,
    combos: [
      { page: 99 },
      { page: -3, maxSize: 0 },
      { collectionSize: 0, page: 2 },
      { collectionSize: -10, maxSize: 3, rotate: true, boundaryLinks: true },
    ],
  },
  Popup: {
    render: (p) => (
      <Popup content="Tip" {...p}>
        {'children' in p ? p.children : <button type="button">Trigger</button>}
      </Popup>
    ),
  },
  PopupConfigProvider: {
    render: (p) => (
      <PopupConfigProvider
        children={
          <Popup content="Tip" defaultOpen>
            <button type="button">Trigger</button>
          </Popup>
        }
        {...p}
      />
    ),
  },
  Progress: {
    render: (p) => <Progress {...p} />,
    combos: [
      { value: 150, maximum: 100 },
      { value: -5, maximum: 10 },
      { value: 1, maximum: 3, precision: 100 },
    ],
  },
  Radio: {
    render: (p) => (
      <RadioGroup name="fuzz">
        <Radio value="a" label="A" {...p} />
      </RadioGroup>
    ),
    generics: { T: { arb: fc.oneof(fc.string(), fc.integer()), bad: ['', Number.NaN, null] } },
  },
  RadioGroup: {
    render: (p) => (
      <RadioGroup
        children={
          <>
            <Radio value="a" label="A" />
            <Radio value="b" label="B" />
          </>
        }
        {...p}
      />
    ),
    generics: { T: { arb: fc.constantFrom('a', 'b', 'c', 1), bad: ['', Number.NaN, null] } },
  },
  Rating: {
    render: (p) => <Rating {...p} />,
    combos: [
      { value: 9, maximum: 5 },
      { defaultValue: -2, maximum: 0 },
    ],
  },
  RangeSlider: {
    render: (p) => <RangeSlider aria-label="Fuzz" {...p} />,
    combos: [
      { min: 10, max: 5 },
      { value: [20, 10] },
      { value: [-50, 500], step: 7 },
      { max: 1e12, labeled: true, ticked: true, defaultValue: [1, 1e12] },
    ],
  },
  Search: {
    render: (p) => (
      <Search
        aria-label="Fuzz"
        {...('optionsLookup' in p ? {} : { options: SAMPLE_ITEMS, optionsField: 'name' })}
        {...p}
      />
    ),
    generics: { T: item },
    combos: [{ options: SAMPLE_ITEMS, optionsLookup: () => Promise.resolve([]) }],
  },
  Slider: {
    render: (p) => <Slider aria-label="Fuzz" {...p} />,
    combos: [
      { min: 5, max: 5 },
      { value: 250, max: 100 },
      { value: 0.30000000000000004, max: 1, step: 0.1 },
      { max: 1e12, labeled: true, ticked: true, value: 5e11 },
    ],
  },
  Select: {
    render: (p) => <Select {...SELECT_BASE} {...p} />,
    generics: selectGenerics,
    combos: [
      { value: 99 },
      {
        options: [
          { id: 1, name: 'One' },
          { id: 1, name: 'Again' },
        ],
        defaultValue: 1,
      },
      { optionsFilter: () => false, optionsLookup: () => Promise.resolve([]) },
    ],
  },
  SelectOption: {
    render: (p) => (
      <Select {...SELECT_BASE}>
        {(options: readonly Item[]) =>
          options.slice(0, 1).map((o) => <SelectOption key={o.id} value={o} {...p} />)
        }
      </Select>
    ),
    generics: { T: item },
  },
  SelectSearch: {
    render: (p) => (
      <MultiSelect {...SELECT_BASE}>{() => <SelectSearch placeholder="Search" {...p} />}</MultiSelect>
    ),
  },
  Sidebar: { render: (p) => sidebar(p, {}) },
  SidebarContainer: {
    render: (p) => <SidebarContainer children={sidebar({}, {}).props.children as ReactNode} {...p} />,
  },
  SidebarSibling: { render: (p) => sidebar({}, p) },
  TabContent: { render: (p) => tabs({}, p) },
  TabHeader: { render: (p) => tabs(p, {}) },
  Tabset: {
    render: (p) => <Tabset children={tabs({}, {}).props.children as ReactNode} {...p} />,
  },
  Toaster: { render: (p) => <Toaster {...p} /> },
  Sticky: { render: (p) => <Sticky children="Content" {...p} /> },
  Visibility: {
    render: (p) => <Visibility children="Content" {...p} />,
    combos: [{ offset: ['10%', 'ten'] }, { offset: [1, 2, 3] }, { offset: -Infinity }],
  },
};
