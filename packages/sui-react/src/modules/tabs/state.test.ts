import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTabsState, nearestEnabled, tabsReducer, type TabInfo, type TabsState } from './state.js';

type Op =
  | { kind: 'add'; at: number; active: boolean }
  | { kind: 'remove'; pick: number }
  | { kind: 'activate'; pick: number }
  | { kind: 'deactivate'; pick: number }
  | { kind: 'disable'; pick: number }
  | { kind: 'enable'; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), at: fc.nat(10), active: fc.boolean() }),
  ...(['remove', 'activate', 'deactivate', 'disable', 'enable'] as const).map((kind) =>
    fc.record({ kind: fc.constant(kind), pick: fc.nat(10) }),
  ),
);

const tabs = (...spec: string[]): TabInfo[] =>
  spec.map((s) => ({ id: s.replace('!', ''), disabled: s.endsWith('!') }));
const state = (active: string | null, ...spec: string[]): TabsState => ({
  tabs: tabs(...spec),
  active,
  pending: null,
});
const sync = (s: TabsState, ...spec: string[]) => tabsReducer(s, { type: 'sync', tabs: tabs(...spec) });

describe('tabs reducer', () => {
  it('keeps exactly one active tab whenever an enabled tab exists, and never a disabled one', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let s = tabsReducer(initialTabsState, { type: 'sync', tabs: tabs('static') });
        let list: TabInfo[] = [...s.tabs];
        let next = 0;
        for (const o of ops) {
          const target = list.length ? list[('pick' in o ? o.pick : 0) % list.length]! : undefined;
          const before = s;
          switch (o.kind) {
            case 'add': {
              const id = `t${next++}`;
              list = [...list.slice(0, o.at), { id, disabled: false }, ...list.slice(o.at)];
              // A new tab that asks to be active does so before it joins, as a mounting header does.
              if (o.active) s = tabsReducer(s, { type: 'activate', id });
              s = tabsReducer(s, { type: 'sync', tabs: list });
              if (o.active) expect(s.active).toBe(id);
              break;
            }
            case 'remove':
              list = list.filter((t) => t !== target);
              s = tabsReducer(s, { type: 'sync', tabs: list });
              break;
            case 'disable':
            case 'enable':
              list = list.map((t) => (t === target ? { ...t, disabled: o.kind === 'disable' } : t));
              s = tabsReducer(s, { type: 'sync', tabs: list });
              break;
            case 'activate':
              if (!target) break;
              s = tabsReducer(s, { type: 'activate', id: target.id });
              // Activating an enabled tab makes it the only active one; a disabled one changes nothing.
              expect(s.active).toBe(target.disabled ? before.active : target.id);
              break;
            case 'deactivate':
              if (!target) break;
              s = tabsReducer(s, { type: 'deactivate', id: target.id });
              if (target.id === before.active && list.filter((t) => !t.disabled).length > 1) {
                expect(s.active).not.toBe(target.id);
              }
              break;
          }
          expect(s.tabs).toEqual(list);
          const enabled = list.filter((t) => !t.disabled);
          if (enabled.length) expect(enabled.map((t) => t.id)).toContain(s.active);
          else expect(s.active).toBeNull();
          // An active tab that is still there and enabled stays active through a sync.
          if (o.kind !== 'activate' && o.kind !== 'deactivate' && !(o.kind === 'add' && o.active)) {
            if (enabled.some((t) => t.id === before.active)) expect(s.active).toBe(before.active);
          }
        }
      }),
    );
  });

  it('activates the first enabled tab when none is active', () => {
    expect(sync(initialTabsState, 'a!', 'b', 'c').active).toBe('b');
    expect(sync(state(null, 'a!', 'b!'), 'a!', 'b').active).toBe('b');
  });

  it('deactivating or disabling the active tab activates its left neighbour, else the right one', () => {
    expect(tabsReducer(state('c', 'a', 'b', 'c'), { type: 'deactivate', id: 'c' }).active).toBe('b');
    expect(tabsReducer(state('c', 'a', 'b!', 'c'), { type: 'deactivate', id: 'c' }).active).toBe('a');
    expect(tabsReducer(state('a', 'a', 'b!', 'c'), { type: 'deactivate', id: 'a' }).active).toBe('c');
    expect(sync(state('b', 'a', 'b', 'c'), 'a', 'b!', 'c').active).toBe('a');
    expect(sync(state('a', 'a', 'b', 'c'), 'a!', 'b', 'c').active).toBe('b');
  });

  it('keeps the only enabled tab active when it is deactivated, and ignores other tabs', () => {
    const s = state('a', 'a', 'b!');
    expect(tabsReducer(s, { type: 'deactivate', id: 'a' })).toBe(s);
    expect(tabsReducer(s, { type: 'deactivate', id: 'b' })).toBe(s);
    expect(tabsReducer(s, { type: 'activate', id: 'b' })).toBe(s);
  });

  it('removing the active tab activates the tab now at its index, or the last one', () => {
    expect(sync(state('b', 'a', 'b', 'c'), 'a', 'c').active).toBe('c');
    expect(sync(state('c', 'a', 'b', 'c'), 'a', 'b').active).toBe('b');
    // A disabled tab at that index is skipped: to the left first.
    expect(sync(state('b', 'a', 'b', 'c!', 'd'), 'a', 'c!', 'd').active).toBe('a');
    expect(sync(state('a', 'a', 'b!', 'c'), 'b!', 'c').active).toBe('c');
    expect(sync(state('a', 'a'), 'x!').active).toBeNull();
  });

  it('orders tabs as given and keeps the state object when nothing changes', () => {
    const s = sync(initialTabsState, 'a', 'b');
    expect(sync(s, 'a', 'b')).toBe(s);
    expect(sync(s, 'b', 'a').tabs.map((t) => t.id)).toEqual(['b', 'a']);
  });

  it('remembers an activation asked for before the tab joined', () => {
    let s = sync(initialTabsState, 'a');
    s = tabsReducer(s, { type: 'activate', id: 'new' });
    expect(s.pending).toBe('new');
    expect(tabsReducer(s, { type: 'activate', id: 'new' })).toBe(s);
    expect(tabsReducer(s, { type: 'deactivate', id: 'new' }).pending).toBeNull();
    expect(sync(s, 'a', 'new').active).toBe('new');
    // It is forgotten when the tab does not come, or comes disabled.
    expect(sync(s, 'a').pending).toBeNull();
    expect(sync(s, 'a', 'new!').active).toBe('a');
  });

  it('nearestEnabled looks at the index, then left, then right', () => {
    const list = tabs('a', 'b!', 'c', 'd!');
    expect(nearestEnabled(list, 2)).toBe('c');
    expect(nearestEnabled(list, 2, true)).toBe('a');
    expect(nearestEnabled(list, 1)).toBe('a');
    expect(nearestEnabled(tabs('a!', 'b', 'c'), 0)).toBe('b');
    expect(nearestEnabled(tabs('a!'), 0)).toBeNull();
    expect(nearestEnabled([], -1)).toBeNull();
  });
});
