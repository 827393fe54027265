// @vitest-environment node
// A real server: no window, no document. The developer errors that the browser raises in layout
// effects must fire here too, with the same text, while rendering with react-dom/server.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './collections/pagination/index.js';
import { Dropdown, DropdownItem, DropdownMenu } from './modules/dropdown/index.js';
import { Embed } from './modules/embed/index.js';
import { Progress } from './modules/progress/index.js';
import { Rating } from './modules/rating/index.js';
import { Search } from './modules/search/index.js';
import { Sticky } from './modules/sticky/index.js';
import { Visibility } from './modules/visibility/index.js';
import { MultiSelect, Select } from './modules/select/index.js';
import { Sidebar, SidebarContainer, SidebarSibling } from './modules/sidebar/index.js';
import { TabContent, TabHeader, Tabset } from './modules/tabs/index.js';

afterEach(() => vi.restoreAllMocks());

const lookup = async () => [];
/** A filter that keeps every option (optionsFilter returns the options it keeps). */
const filter = <T,>(options: readonly T[]) => options;

const invalid: Array<[string, ReactElement, string]> = [
  ['an empty Tabset', <Tabset key="1" />, 'You cannot have no tabs!'],
  [
    'a TabHeader with no TabContent, nested in a menu',
    <Tabset key="2">
      <div className="ui menu">
        <TabHeader id="a">A</TabHeader>
      </div>
      <TabContent id="b">b</TabContent>
    </Tabset>,
    'A <TabHeader> must have a related <TabContent>.',
  ],
  [
    'duplicate tab ids',
    <Tabset key="3">
      <TabHeader id="a">A</TabHeader>
      <TabHeader id="a">A</TabHeader>
      <TabContent id="a">a</TabContent>
    </Tabset>,
    'Tabset: two <TabHeader>s have the id "a"; tab ids must be unique.',
  ],
  [
    'a sidebar container without a sidebar',
    <SidebarContainer key="4">
      <SidebarSibling>content</SidebarSibling>
    </SidebarContainer>,
    'You must include a <Sidebar> element within the container.',
  ],
  [
    'a sidebar container without a sibling',
    <SidebarContainer key="5">
      <Sidebar>menu</Sidebar>
    </SidebarContainer>,
    'You must include a <SidebarSibling> element within the container.',
  ],
  [
    'a Dropdown without a menu',
    <Dropdown key="6" text="File" />,
    'A <Dropdown> must contain a <DropdownMenu>.',
  ],
  [
    'Select with optionsFilter and optionsLookup',
    <Select key="7" optionsFilter={filter} optionsLookup={lookup} />,
    'Select: optionsFilter and optionsLookup cannot be used together; optionsLookup already returns the matching options.',
  ],
  [
    'MultiSelect with optionsFilter and optionsLookup',
    <MultiSelect key="8" optionsFilter={filter} optionsLookup={lookup} />,
    'MultiSelect: optionsFilter and optionsLookup cannot be used together; optionsLookup already returns the matching options.',
  ],
  [
    'Search with optionsFilter and optionsLookup',
    <Search key="9" optionsFilter={filter} optionsLookup={lookup} aria-label="Search" />,
    'Search: optionsFilter cannot be used together with optionsLookup.',
  ],
  [
    'Pagination over an infinite collection',
    <Pagination key="10" collectionSize={Infinity} maxSize={5} />,
    'Pagination: collectionSize must be a finite number (got Infinity).',
  ],
  [
    'Rating with ten million icons',
    <Rating key="11" maximum={1e7} />,
    'Rating: maximum must be a whole number from 1 to 100 (got 10000000).',
  ],
  [
    'Progress with an infinite maximum',
    <Progress key="12" maximum={Infinity} />,
    'Progress: maximum must be a finite number greater than 0 (got Infinity).',
  ],
  [
    'an Embed of a javascript: url',
    <Embed key="13" url="javascript:alert(1)" />,
    'Embed: url must be an absolute http: or https: address (got javascript:alert(1)).',
  ],
];

describe('server rendering (no DOM)', () => {
  it('runs without a DOM', () => {
    expect(typeof document).toBe('undefined');
    expect(typeof window).toBe('undefined');
  });

  it.each(invalid)('refuses %s with the browser error', (_, tree, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderToString(tree)).toThrow(message);
  });

  it('renders valid trees with no console error or warning', () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const html = renderToString(
      <SidebarContainer>
        <Sidebar>
          <a className="item" href="#a">
            A
          </a>
        </Sidebar>
        <SidebarSibling>
          <Tabset>
            <div className="ui menu">
              <TabHeader id="a">A</TabHeader>
              <TabHeader id="b">B</TabHeader>
            </div>
            <TabContent id="b">b</TabContent>
            <TabContent id="a">
              <Dropdown text="File">
                <DropdownMenu>
                  <DropdownItem>New</DropdownItem>
                </DropdownMenu>
              </Dropdown>
              <Pagination collectionSize={1e15} maxSize={5} />
              <Rating maximum={100} defaultValue={Infinity} />
              <Progress value={Infinity} />
              <Embed source="youtube" videoId="O6Xo21L0ybE" />
              <Sticky offset={10}>
                <p>Stuck</p>
              </Sticky>
              <Visibility offset={['10%', 20]} fireOnMount onUpdate={() => undefined}>
                <p>Watched</p>
              </Visibility>
            </TabContent>
          </Tabset>
        </SidebarSibling>
      </SidebarContainer>,
    );
    expect(html).toContain('role="tab"');
    expect(html).toContain('ui dropdown');
    expect(html).toContain('>100000000000000<');
    expect(html).toContain('aria-valuetext="100 of 100"');
    expect(html).toContain('aria-valuetext="100%"');
    expect(html).toContain('aria-label="Play video: YouTube video O6Xo21L0ybE"');
    expect(html).toContain('<div class="ui native sticky" style="top:10px"><p>Stuck</p></div>');
    expect(html).toContain('<p>Watched</p>');
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
