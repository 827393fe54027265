import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ApiComponent, ApiProp } from './api-types';
import { propMatches } from './api-filter';
import ApiTables from './ApiTables';

const prop = (name: string, more: Partial<ApiProp> = {}): ApiProp => ({
  name,
  type: 'string',
  defaultValue: null,
  required: false,
  deprecated: null,
  description: `The ${name}.`,
  ...more,
});

const API: ApiComponent[] = [
  {
    name: 'Slider',
    description: 'A slider.',
    props: [
      prop('max', { type: 'number', defaultValue: '100', description: 'The largest value.' }),
      prop('value', { type: 'number | [number, number]', required: true }),
      prop('scale', { deprecated: 'Use `step`.' }),
    ],
    events: [prop('onChange', { type: '(value: number) => void' })],
  },
  { name: 'SliderLabel', description: 'A label.', props: [prop('text')], events: [] },
];

function renderTables() {
  return render(
    <Router hook={memoryLocation({ path: '/modules/slider' }).hook}>
      <ApiTables api={API} />
    </Router>,
  );
}

const rowNames = () =>
  screen.queryAllByRole('rowheader').map((cell) => within(cell).getByRole('link').textContent);

describe('ApiTables', () => {
  it('links each prop to its own row', () => {
    renderTables();
    const link = screen.getByRole('link', { name: 'max' });
    expect(link).toHaveAttribute('href', '#/modules/slider#api-Slider-max');
    expect(link.closest('tr')).toHaveAttribute('id', 'api-Slider-max');
    expect(screen.getByRole('link', { name: 'onChange' })).toHaveAttribute(
      'href',
      '#/modules/slider#api-Slider-onChange',
    );
  });

  it('marks required and deprecated props, with the deprecation note', () => {
    renderTables();
    const value = screen.getByRole('link', { name: 'value' }).closest('tr')!;
    expect(within(value).getByText('required')).toHaveClass('ui label');
    const scale = screen.getByRole('link', { name: 'scale' }).closest('tr')!;
    expect(within(scale).getByText('deprecated')).toHaveClass('ui label');
    expect(scale).toHaveTextContent('Deprecated. Use step.');
    expect(within(scale).getByText('step').tagName).toBe('CODE');
    expect(
      within(screen.getByRole('link', { name: 'max' }).closest('tr')!).queryByText(/required|deprecated/),
    ).toBeNull();
  });

  it('filters the rows of every table by name, type, default or description, and says how many are shown', async () => {
    const user = userEvent.setup();
    renderTables();
    expect(rowNames()).toEqual(['max', 'value', 'scale', 'onChange', 'text']);
    expect(screen.getByRole('status')).toHaveTextContent('5 in all');
    const filter = screen.getByRole('searchbox', { name: 'Filter the properties and events' });
    await user.type(filter, 'NUMBER');
    expect(rowNames()).toEqual(['max', 'value', 'onChange']);
    expect(screen.getByRole('status')).toHaveTextContent('3 of 5 shown');
    // A component with no match says so, and keeps its heading.
    expect(screen.getByRole('heading', { name: '<SliderLabel>' })).toBeInTheDocument();
    expect(screen.getByText('No property or event matches the filter.')).toBeInTheDocument();
    await user.clear(filter);
    await user.type(filter, 'largest 100');
    expect(rowNames()).toEqual(['max']);
  });

  it('matches every word of the query, in any case', () => {
    expect(propMatches(prop('max', { description: 'The Largest value.' }), ' largest  MAX ')).toBe(true);
    expect(propMatches(prop('max'), 'max min')).toBe(false);
    expect(propMatches(prop('max'), '')).toBe(true);
  });
});
