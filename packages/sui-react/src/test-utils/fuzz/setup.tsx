// The one table of the prop fuzz test: for every exported component, the smallest valid tree it
// renders in, the values of its required props, and arbitraries for its type parameters.
import fc from 'fast-check';
import type { ReactElement, ReactNode } from 'react';
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
const C = lib as unknown as { [K in keyof typeof lib]: Loose };
const {
  Accordion,
  AccordionPanel,
  Advertisement,
  Breadcrumb,
  BreadcrumbDivider,
  BreadcrumbSection,
  Button,
  ButtonContent,
  ButtonGroup,
  ButtonOr,
  Container,
  Divider,
  Emoji,
  Flag,
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
  Checkbox,
  Collapse,
  Datepicker,
  DateRangePicker,
  Dimmer,
  Dropdown,
  DropdownDivider,
  DropdownHeader,
  DropdownItem,
  DropdownMenu,
  LocalizationProvider,
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
  Statistic,
  StatisticGroup,
  StatisticLabel,
  StatisticValue,
  TabContent,
  TabHeader,
  Tabset,
  Toaster,
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
  Grid: { render: (p) => <Grid children={<GridColumn>One</GridColumn>} {...p} /> },
  GridColumn: { render: (p) => <Grid children={<GridColumn children="One" {...p} />} /> },
  GridRow: { render: (p) => <Grid children={<GridRow children={<GridColumn>One</GridColumn>} {...p} />} /> },
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
};
