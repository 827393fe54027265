import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Checkbox, Radio, RadioGroup } from '../modules/checkbox/index.js';
import { Datepicker } from '../modules/datepicker/index.js';
import { Rating } from '../modules/rating/index.js';
import { Search } from '../modules/search/index.js';
import { MultiSelect, Select } from '../modules/select/index.js';
import { hydrateServerHtml } from '../test-utils/server.js';

const ORDER = (
  <form>
    <Select name="fruit" required defaultValue="b" options={['a', 'b']} aria-label="Fruit" />
    <MultiSelect name="tags" required defaultValue={['x', 'y']} options={['x', 'y', 'z']} aria-label="Tags" />
    <Datepicker name="day" mode="date" required defaultValue={new Date(2026, 0, 15)} aria-label="Day" />
    <Datepicker name="at" mode="time" required trigger={<button type="button">Pick a time</button>} />
    <Rating name="stars" required defaultValue={4} />
    <Search name="q" required options={['one']} aria-label="Q" />
    <Checkbox name="ok" required defaultChecked label="OK" />
    <RadioGroup name="size" required defaultValue="m" aria-label="Size">
      <Radio value="s" label="S" />
      <Radio value="m" label="M" />
    </RadioGroup>
  </form>
);

describe('form controls on the server', () => {
  it('render their hidden inputs and anchors on the server and hydrate with no warning; reset works after', async () => {
    const { container, problems, unmount } = await hydrateServerHtml(ORDER);
    expect(problems).toEqual([]);
    const form = container.querySelector('form')!;
    expect([...new FormData(form)]).toEqual([
      ['fruit', 'b'],
      ['tags', 'x'],
      ['tags', 'y'],
      ['day', '2026-01-15'],
      ['stars', '4'],
      ['q', ''],
      ['ok', 'on'],
      ['size', 'm'],
    ]);
    // Empty: the Search and the time are required.
    expect(form.checkValidity()).toBe(false);
    await act(async () => {
      form.reset();
      await new Promise((resolve) => setTimeout(resolve));
    });
    expect([...new FormData(form)]).toContainEqual(['fruit', 'b']);
    unmount();
  });
});
