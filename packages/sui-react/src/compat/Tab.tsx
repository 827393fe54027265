// Semantic UI React's Tab (`panes`, `menu`, `activeIndex`, `onTabChange`) over sui-react's Tabset,
// TabHeader and TabContent (modules/tabs): the menu items are native tab headers, the panes native
// tab panels, so the tab roles, the roving Tab stop and the arrow keys are the native ones.
import {
  createContext,
  isValidElement,
  useContext,
  useRef,
  useState,
  type ElementType,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Grid, GridColumn, type GridProps } from '../collections/grid/index.js';
import { Menu, MenuItem, type MenuItemProps, type MenuProps } from '../collections/menu/index.js';
import { Segment } from '../elements/segment/index.js';
import { cx } from '../internal/classNames.js';
import { badProp, DEV } from '../internal/errors.js';
import { shorthand, toContent, type Shorthand } from '../internal/shorthand.js';
import { useLatest } from '../internal/useLatest.js';
import { TabContent, TabHeader, Tabset, type TabHeaderProps } from '../modules/tabs/index.js';

/** The pane a `Tab.Pane` stands for inside a `Tab`: its tab id and whether it is the active one. */
const PaneContext = createContext<{ id: string; active: boolean } | null>(null);

export interface TabPaneProps extends Omit<HTMLAttributes<HTMLDivElement>, 'content'> {
  /**
   * Whether the pane shows. Inside a `Tab` the tab decides.
   * @default true
   */
  active?: boolean;
  /**
   * How the pane's segment joins the menu: `bottom` under a menu above it, `false` for a separate
   * segment.
   * @default 'bottom'
   */
  attached?: boolean | 'top' | 'bottom';
  /** Shows a loader over the pane. */
  loading?: boolean;
  /** The pane's content (in place of `children`). */
  content?: ReactNode;
  /** The pane's content. */
  children?: ReactNode;
  /**
   * The element or component that draws the pane (a `Segment` by default); one other than Segment
   * gets no `attached`.
   */
  as?: ElementType;
}

/**
 * A tab's content in a segment (`ui bottom attached segment tab`). Inside a `Tab` it is the tab's
 * panel (`role="tabpanel"`, labelled by its tab); on its own it is a plain `tab` element.
 */
export function TabPane({
  active = true,
  attached,
  loading,
  className,
  children,
  content,
  as,
  ...rest
}: TabPaneProps) {
  const pane = useContext(PaneContext);
  const isSegment = as === undefined || as === Segment;
  const segment = isSegment ? { attached: attached ?? 'bottom', loading } : {};
  const classes = cx(
    !isSegment && loading && 'loading',
    (pane ? pane.active : active) && 'active',
    className,
  );
  const Outer = (as ?? Segment) as ElementType;
  // Inside a Tab, the native panel (its id and role) drawn as the pane's element; alone, a `tab`.
  return (
    <Outer
      {...rest}
      {...segment}
      {...(pane ? { as: TabContent, id: pane.id } : {})}
      className={pane ? classes : cx(classes, 'tab')}
    >
      {children ?? content}
    </Outer>
  );
}

/** One pane of a `Tab`. */
export interface TabPaneSpec {
  /** The tab's menu item: its text, MenuItem props or a `Menu.Item` element. */
  menuItem?: Shorthand<MenuItemProps>;
  /** Draws the pane's content when only the active pane is rendered (`renderActiveOnly`); usually a `Tab.Pane`. */
  render?: (props: TabProps) => ReactNode;
  /** The pane as `Tab.Pane` shorthand, when every pane is rendered (`renderActiveOnly={false}`). */
  pane?: Shorthand<TabPaneProps> | ReactNode;
}

/** What `onTabChange` receives: the tab's props with the new `activeIndex`. */
export type TabChangeData = TabProps & { activeIndex: number };

export interface TabProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /**
   * The tabs: each with its menu item and its pane (`render` or `pane`).
   * @native TabHeader — each pane becomes a TabHeader and its TabContent
   */
  panes?: readonly TabPaneSpec[];
  /**
   * The Menu props of the tab bar (`secondary`, `pointing`, `vertical`, `tabular`, `fluid`,
   * `attached`…). `attached: 'bottom'` puts the bar under the pane; `vertical` puts the bar and the
   * pane in a grid.
   * @default { attached: true, tabular: true }
   */
  menu?: MenuProps & { [prop: string]: unknown };
  /** The side of a vertical menu (when `menu.tabular` is not already `'right'`). */
  menuPosition?: 'left' | 'right';
  /**
   * With a vertical menu: the Grid's props, and the widths of the menu's column (`tabWidth`) and
   * the pane's (`paneWidth`), in sixteenths.
   * @default { paneWidth: 12, tabWidth: 4 }
   */
  grid?: GridProps & { paneWidth?: number; tabWidth?: number };
  /**
   * The index of the active tab (controlled). Pair it with `onTabChange`.
   * @native TabHeader active — a flag on each tab, not an index
   */
  activeIndex?: number | string;
  /**
   * The index of the tab active first (uncontrolled).
   * @default 0
   */
  defaultActiveIndex?: number | string;
  /**
   * Called when the user picks a tab (click, arrow keys, Home, End), with the new `activeIndex`.
   * @native TabHeader onActivate — on the tab chosen
   */
  onTabChange?: (
    event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement> | null,
    data: TabChangeData,
  ) => void;
  /**
   * Whether only the active pane is drawn (with its `render`); false draws every `pane`, the
   * inactive ones hidden. With true the other tabs keep an empty panel, which their tab's
   * `aria-controls` names.
   * @default true
   */
  renderActiveOnly?: boolean;
  /** The element that holds the tab (`div`). */
  as?: ElementType;
}

const toIndex = (value: number | string | undefined) => (value === undefined ? undefined : Number(value));

/**
 * A header that takes its `active` command as `tabActive` (MenuItem keeps `active` for its own class
 * and `aria-current`). TabHeader adds the `item` class MenuItem gives it, so it is not given twice.
 */
function Header({ tabActive, className, ...props }: Omit<TabHeaderProps, 'active'> & { tabActive: boolean }) {
  const classes = className
    ?.split(' ')
    .filter((name) => name !== 'item')
    .join(' ');
  return <TabHeader {...props} className={classes || undefined} active={tabActive} />;
}

/** The active pane's `render()` output as its panel: a `Tab.Pane` is the panel itself, anything else goes in one. */
function ActivePane({ id, children }: { id: string; children: ReactNode }) {
  if (isValidElement(children) && children.type === TabPane)
    return <PaneContext.Provider value={{ id, active: true }}>{children}</PaneContext.Provider>;
  return (
    <TabContent id={id} className="active">
      {children}
    </TabContent>
  );
}

/**
 * Semantic UI React's tabs: a menu of tabs over (or beside) the active pane, over sui-react's
 * tabset. Beyond Semantic UI React, the items are `role="tab"` (`aria-selected`, `aria-controls`)
 * in a `tablist`, the panes `role="tabpanel"`, only the active tab is in the Tab order, and the
 * arrow keys, Home and End move between tabs. `Tab.Pane` is its pane.
 * @native Tabset, TabHeader, TabContent
 */
export function Tab(props: TabProps) {
  const {
    panes = [],
    menu = { attached: true, tabular: true },
    menuPosition,
    grid = { paneWidth: 12, tabWidth: 4 },
    activeIndex: activeProp,
    defaultActiveIndex = 0,
    onTabChange: _onTabChange,
    renderActiveOnly = true,
    as: As = 'div',
    ...rest
  } = props;
  if (!Array.isArray(panes)) badProp('Tab', 'panes', DEV && 'an array of { menuItem, render, pane }', panes);
  const [inner, setInner] = useState(() => toIndex(defaultActiveIndex) ?? 0);
  const active = toIndex(activeProp) ?? inner;
  const latest = useLatest({ props, active });
  const lastEvent = useRef<MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement> | null>(null);
  const record = (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
    lastEvent.current = event;
  };

  const picked = (index: number) => {
    const { props: all, active: current } = latest.current;
    if (index === current) return;
    if (all.activeIndex === undefined) setInner(index);
    all.onTabChange?.(lastEvent.current, { ...all, activeIndex: index });
    lastEvent.current = null;
  };

  const tabular = menu.tabular === true && menuPosition === 'right' ? 'right' : menu.tabular;
  // eslint-disable-next-line react-hooks/refs -- the items' handlers touch the ref only when called
  const items = panes.map(({ menuItem }, index) =>
    shorthand<MenuItemProps & Record<string, unknown>>(
      MenuItem,
      toContent,
      menuItem,
      { key: typeof menuItem === 'string' ? menuItem : index },
      {
        as: Header,
        id: String(index),
        tabActive: index === active,
        className: cx(index === active && 'active'),
        index,
        onClick: record,
        onKeyDown: record,
        onActiveChange: (now: boolean) => now && picked(index),
      },
    ),
  );
  const menuElement = (
    <Menu {...menu} tabular={tabular}>
      {items}
    </Menu>
  );

  // With `renderActiveOnly`, the other tabs keep an empty panel for their `aria-controls`; those go
  // last, after everything Semantic UI React draws (the order of tabs follows their headers).
  const paneElements = renderActiveOnly
    ? panes[active] && (
        <ActivePane key={active} id={String(active)}>
          {panes[active].render?.(props)}
        </ActivePane>
      )
    : panes.map(({ pane }, index) => (
        <PaneContext.Provider key={index} value={{ id: String(index), active: index === active }}>
          {shorthand<TabPaneProps>(TabPane, toContent, pane as Shorthand<TabPaneProps>)}
        </PaneContext.Provider>
      ));
  const emptyPanels =
    renderActiveOnly &&
    panes.map((_, index) => index !== active && <TabContent key={index} id={String(index)} />);

  if (menu.vertical) {
    const { paneWidth, tabWidth, ...gridProps } = grid;
    const side = menuPosition ?? (tabular === 'right' ? 'right' : 'left');
    const menuColumn = <GridColumn width={tabWidth as never}>{menuElement}</GridColumn>;
    return (
      <As {...rest}>
        <Tabset>
          <Grid {...gridProps}>
            {side === 'left' && menuColumn}
            <GridColumn width={paneWidth as never} stretched>
              {paneElements}
            </GridColumn>
            {side === 'right' && menuColumn}
          </Grid>
          {emptyPanels}
        </Tabset>
      </As>
    );
  }
  const bottom = menu.attached === 'bottom';
  return (
    <As {...rest}>
      <Tabset>
        {!bottom && menuElement}
        {paneElements}
        {bottom && menuElement}
        {emptyPanels}
      </Tabset>
    </As>
  );
}

Tab.Pane = TabPane;
