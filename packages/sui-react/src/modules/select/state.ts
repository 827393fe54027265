import { typeaheadMatch } from '../../internal/typeahead.js';

/**
 * The rules of Select and MultiSelect, apart from the DOM: which options are offered, which one is
 * highlighted, and what each user action does to the menu, the query and the selection.
 */

/** The user-visible state of a select. `selected` holds options (not values), in selection order. */
export interface SelectModel<T> {
  /** Whether the menu is open. */
  readonly open: boolean;
  /** The search query (empty when the select is not searchable). */
  readonly query: string;
  /** The index of the highlighted option among the offered options; -1 for none. */
  readonly highlighted: number;
  /** The selected options: at most one for a single select. */
  readonly selected: readonly T[];
}

/** What the rules need to know about a select. */
export interface SelectConfig<T> {
  /** Whether several options can be selected (MultiSelect). */
  readonly multiple: boolean;
  /** Multi only: whether selections show as labels (then they leave the menu). */
  readonly labels: boolean;
  /** Multi only: the most options that can be selected. */
  readonly maxSelected: number;
  /** The options that match a query, in order (the filter, or the latest lookup results). */
  readonly filter: (query: string) => readonly T[];
  /** What identifies an option: its value (`valueField` applied), compared with `Object.is`. */
  readonly key: (option: T) => unknown;
  /** The option's text, for typeahead. */
  readonly label: (option: T) => string;
  /**
   * The shortest query the menu opens for (0: any). Below it the menu stays closed and the query
   * stays typed. Only a searchable select's query can reach it.
   */
  readonly minCharacters?: number;
}

export type SelectAction<T> =
  | { readonly type: 'open' }
  | { readonly type: 'close' }
  | { readonly type: 'toggle' }
  /** The query changed: the menu opens and the first match is highlighted. */
  | { readonly type: 'type'; readonly query: string }
  /** Move the highlight by `by` options (clamped, no wrapping); opens a closed menu instead. */
  | { readonly type: 'move'; readonly by: number }
  /** Highlight the first (`to: 0`) or last (`to: -1`) option. */
  | { readonly type: 'jump'; readonly to: 0 | -1 }
  /** Choose the given option, or the highlighted one. */
  | { readonly type: 'choose'; readonly option?: T }
  /** Multi: remove one selected option (a label's remove button). */
  | { readonly type: 'remove'; readonly option: T }
  /** Multi: Backspace; removes the last selection when the query is empty. */
  | { readonly type: 'backspace' }
  /**
   * Typeahead on a select without search: highlight the next option starting with `text` (a
   * repeated letter cycles through the options starting with it).
   */
  | { readonly type: 'typeahead'; readonly text: string };

/** How far PageUp and PageDown move the highlight. */
export const PAGE_SIZE = 10;

/**
 * The options the menu offers: the matches of the query; for a multi select with labels, without
 * the selected ones; none at all once `maxSelected` is reached.
 */
export function availableOptions<T>(
  config: SelectConfig<T>,
  query: string,
  selected: readonly T[],
): readonly T[] {
  if (config.multiple && selected.length >= config.maxSelected) return [];
  const matches = config.filter(query);
  if (!config.multiple || !config.labels || !selected.length) return matches;
  const taken = new Set(selected.map(config.key));
  return matches.filter((option) => !taken.has(config.key(option)));
}

/**
 * The default filter for one list of options: the options whose label contains the query (trimmed),
 * ignoring case. Each label is read and lower-cased once, on the first query, not on every
 * keystroke: a keystroke costs one pass over the prepared labels.
 */
export function labelFilter<T>(
  options: readonly T[],
  label: (option: T) => string,
): (query: string) => readonly T[] {
  let texts: string[] | undefined;
  return (query) => {
    const needle = query.trim().toLowerCase();
    if (!needle) return options;
    texts ??= options.map((option) => label(option).toLowerCase());
    return options.filter((_, i) => texts![i]!.includes(needle));
  };
}

/** The default filter: options whose label contains the query, ignoring case. */
export function filterByLabel<T>(
  options: readonly T[],
  query: string,
  label: (option: T) => string,
): readonly T[] {
  return labelFilter(options, label)(query);
}

/** A test for the options with the same value as `option`. */
function sameAs<T>(config: SelectConfig<T>, option: T): (other: T) => boolean {
  const key = config.key(option);
  return (other) => Object.is(config.key(other), key);
}

/** The selection without the options with the same value as `option`. */
const without = <T>(model: SelectModel<T>, config: SelectConfig<T>, option: T) => {
  const same = sameAs(config, option);
  return model.selected.filter((other) => !same(other));
};

/**
 * The highlight an open menu of `count` options shows: always one of them (the first when none was
 * highlighted); -1 when closed or empty. Also used when the options change under an open menu.
 */
export function settleHighlight(highlighted: number, open: boolean, count: number): number {
  return open && count ? Math.max(0, Math.min(highlighted, count - 1)) : -1;
}

function settle<T>(model: SelectModel<T>, config: SelectConfig<T>): SelectModel<T> {
  const count = model.open ? availableOptions(config, model.query, model.selected).length : 0;
  const highlighted = settleHighlight(model.highlighted, model.open, count);
  return highlighted === model.highlighted ? model : { ...model, highlighted };
}

function opened<T>(model: SelectModel<T>, config: SelectConfig<T>): SelectModel<T> {
  if (model.open) return model;
  const list = availableOptions(config, model.query, model.selected);
  // A single select opens on its selected option, as a native select does.
  const [first] = model.selected;
  const current = config.multiple || first === undefined ? -1 : list.findIndex(sameAs(config, first));
  return { ...model, open: true, highlighted: Math.max(0, current) };
}

const closed = <T>(model: SelectModel<T>): SelectModel<T> => ({
  ...model,
  open: false,
  query: '',
  highlighted: -1,
});

function choose<T>(model: SelectModel<T>, config: SelectConfig<T>, option: T): SelectModel<T> {
  if (!config.multiple) return closed({ ...model, selected: [option] });
  const has = model.selected.some(sameAs(config, option));
  if (!has && model.selected.length >= config.maxSelected) return model;
  const selected = has ? without(model, config, option) : [...model.selected, option];
  // The query is cleared at once; a new list starts at its first option.
  return { ...model, selected, query: '', highlighted: model.query ? 0 : model.highlighted };
}

/** Applies one user action. Pure: the same model, config and action give the same result. */
export function selectReducer<T>(
  model: SelectModel<T>,
  action: SelectAction<T>,
  config: SelectConfig<T>,
): SelectModel<T> {
  let next: SelectModel<T> = model;
  switch (action.type) {
    case 'open':
      next = opened(model, config);
      break;
    case 'close':
      next = model.open || model.query ? closed(model) : model;
      break;
    case 'toggle':
      next = model.open ? closed(model) : opened(model, config);
      break;
    case 'type':
      next = { ...model, open: true, query: action.query, highlighted: 0 };
      break;
    case 'move':
      // settle clamps the highlight to the list.
      next = model.open ? { ...model, highlighted: model.highlighted + action.by } : opened(model, config);
      break;
    case 'jump':
      next = { ...opened(model, config), highlighted: action.to ? Infinity : 0 };
      break;
    case 'choose': {
      const option =
        action.option ??
        (model.open ? availableOptions(config, model.query, model.selected)[model.highlighted] : undefined);
      if (option === undefined) return model;
      next = choose(model, config, option);
      break;
    }
    case 'remove': {
      const selected = without(model, config, action.option);
      if (selected.length !== model.selected.length) next = { ...model, selected };
      break;
    }
    case 'backspace':
      if (config.multiple && !model.query && model.selected.length) {
        next = { ...model, selected: model.selected.slice(0, -1) };
      }
      break;
    case 'typeahead': {
      if (!action.text) return model;
      const base = opened(model, config);
      const list = availableOptions(config, base.query, base.selected);
      const found = typeaheadMatch(list.length, (i) => config.label(list[i]!), base.highlighted, action.text);
      next = found < 0 ? base : { ...base, highlighted: found };
      break;
    }
  }
  // Too short a query keeps the menu closed, and keeps the text typed so far.
  if (next.open && next.query.length < (config.minCharacters ?? 0))
    next = { ...next, open: false, highlighted: -1 };
  return settle(next, config);
}
