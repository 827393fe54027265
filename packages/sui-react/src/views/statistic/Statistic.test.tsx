import { render } from '@testing-library/react';
import { createRef, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hydrateServerHtml, renderOnServer } from '../../test-utils/server.js';
import { Statistic, StatisticGroup, StatisticLabel, StatisticValue } from './index.js';

const first = (ui: ReactElement) => render(ui).container.firstElementChild as HTMLElement;

describe('Statistic', () => {
  it('draws its value, then its label, with the kit classes', () => {
    expect(first(<Statistic value="5,550" label="Downloads" />).outerHTML).toBe(
      '<div class="ui statistic"><div class="value">5,550</div><div class="label">Downloads</div></div>',
    );
    expect(first(<Statistic value="Three" text label="Signups" color="teal" size="small" />).outerHTML).toBe(
      '<div class="ui teal small statistic"><div class="text value">Three</div><div class="label">Signups</div></div>',
    );
    expect(first(<Statistic horizontal inverted floated="right" fluid value={0} />).outerHTML).toBe(
      '<div class="ui horizontal inverted right floated fluid statistic"><div class="value">0</div></div>',
    );
  });

  it('takes the value and the label as elements or props, or its parts as children', () => {
    const el = first(
      <Statistic
        value={<StatisticValue content="22" className="big" />}
        label={{ content: 'Members', className: 'm' }}
      />,
    );
    expect(el.innerHTML).toBe('<div class="value big">22</div><div class="label m">Members</div>');
    const parts = first(
      <Statistic>
        <Statistic.Label>Views</Statistic.Label>
        <Statistic.Value text>
          Forty
          <br />
          thousand
        </Statistic.Value>
      </Statistic>,
    );
    expect(parts.innerHTML).toBe(
      '<div class="label">Views</div><div class="text value">Forty<br>thousand</div>',
    );
    expect(first(<Statistic content="C" value="1" />).innerHTML).toBe('C');
  });

  it('a group gives its classes and widths as words; items are statistics', () => {
    const group = first(
      <StatisticGroup
        widths="four"
        color="blue"
        size="mini"
        inverted
        horizontal
        stackable
        items={[
          { key: 'a', value: '1', label: 'One' },
          { key: 'b', value: '2', label: 'Two' },
        ]}
      />,
    );
    expect(group.className).toBe('ui four blue mini inverted horizontal stackable statistics');
    expect(group.innerHTML).toBe(
      '<div class="ui statistic"><div class="value">1</div><div class="label">One</div></div><div class="ui statistic"><div class="value">2</div><div class="label">Two</div></div>',
    );
    expect(first(<StatisticGroup widths={3} />).className).toBe('ui three statistics');
  });

  it.each([0, 11, 2.5, Number.NaN, 'eleven'])('a group refuses the width %o with the core error', (value) => {
    expect(() => renderToString(<StatisticGroup widths={value as unknown as 3} />)).toThrow(
      `Statistic.Group: widths must be a whole number from 1 to 10 (or its word), or 'equal' (got ${String(value)}).`,
    );
  });

  it('takes static and named parts, as, other props and refs', () => {
    expect(Statistic.Group).toBe(StatisticGroup);
    expect(Statistic.Value).toBe(StatisticValue);
    expect(Statistic.Label).toBe(StatisticLabel);
    const ref = createRef<HTMLElement>();
    const el = first(<Statistic as="section" ref={ref} aria-label="Downloads" value="1" />);
    expect(ref.current).toBe(el);
    expect(el.outerHTML).toBe(
      '<section class="ui statistic" aria-label="Downloads"><div class="value">1</div></section>',
    );
  });

  it('renders on the server and hydrates with no warning', async () => {
    const ui = (
      <StatisticGroup widths={2}>
        <Statistic value="22" label="Saves" />
        <Statistic value="31,200" label="Views" />
      </StatisticGroup>
    );
    expect(renderOnServer(ui)).toBe(
      '<div class="ui two statistics"><div class="ui statistic"><div class="value">22</div><div class="label">Saves</div></div><div class="ui statistic"><div class="value">31,200</div><div class="label">Views</div></div></div>',
    );
    const hydrated = await hydrateServerHtml(ui);
    expect(hydrated.problems).toEqual([]);
    hydrated.unmount();
  });
});
