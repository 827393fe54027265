import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ForwardedRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { useLocaleValues } from '../../behaviors/localization/LocalizationProvider.js';
import { interpolate } from '../../behaviors/localization/store.js';
import type { RecursivePartial, SearchLocaleValues } from '../../behaviors/localization/types.js';
import { cx } from '../../internal/classNames.js';
import { assertDuration, badProp, DEV } from '../../internal/errors.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Size } from '../../internal/vocabulary.js';
import { useFormReset, useInvalidEvent, type FormFieldProps } from '../../internal/form.js';
import { itemText } from '../../internal/readPath.js';
import { setRef } from '../../internal/refs.js';
import { useLayoutEffect } from '../../internal/useLayoutEffect.js';
import { useLatest } from '../../internal/useLatest.js';
import { useShowHide } from '../../internal/useShowHide.js';
import {
  textFilter,
  hasAnswer,
  initialSearchState,
  searchReducer,
  splitMatches,
  groupsOf,
  groupTogether,
  type SearchAction,
  type SearchState,
} from './state.js';

/** What `renderResult` receives besides the result. */
export interface SearchResultContext {
  /** The query the results answer. */
  query: string;
  /** The result's position among the shown results, from 0. */
  index: number;
}

export interface SearchProps<T>
  extends
    Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'onChange' | 'defaultValue' | 'placeholder'>,
    FormFieldProps {
  /**
   * The text in the input, for a controlled search (with `onChange`). A new text from outside is
   * searched as typing is (once `searchDelay` has passed), and its results open if the input has
   * focus; without focus, the search waits for it.
   */
  value?: string;
  /** The text in the input at first, for an uncontrolled search; a form reset returns to it. */
  defaultValue?: string;
  /**
   * Called with the input's new text: typed, put there by choosing a result, emptied by Escape or
   * returned to `defaultValue` by a form reset.
   */
  onChange?: (value: string) => void;
  /**
   * The name the input's text is submitted under in a native `<form>`, as a text input's is (an
   * empty input submits an empty text). A form reset returns the input to `defaultValue`.
   */
  name?: string;
  /**
   * Marks the search invalid: `error` on its `ui input` (Fomantic's red input) and
   * `aria-invalid="true"` on the input. It also shows as invalid after the browser blocked a submit
   * because of it, until the text changes.
   * @default false
   */
  error?: boolean;
  /**
   * Whether the input ignores the user and is out of the tab order; a form does not submit it.
   * @default false
   */
  disabled?: boolean;
  /** The input's placeholder. Defaults to the current language's (`Search...` in English). */
  placeholder?: string;
  /**
   * Whether the input shows a search icon (which turns into a spinner while a lookup runs).
   * @default true
   */
  icon?: boolean;
  /** The items to search in the browser. Cannot be combined with `optionsLookup`. */
  options?: readonly T[];
  /**
   * A custom local filter: the results for a query, or `false` to keep the current results.
   * Cannot be combined with `optionsLookup`. By default, the options whose text contains the query,
   * ignoring case.
   */
  optionsFilter?: (options: readonly T[], query: string) => readonly T[] | false;
  /**
   * Finds results elsewhere (a server, say). Called with the query once typing pauses; an answer
   * that comes after a newer query was typed is ignored. A rejected promise shows no results.
   * Answers are remembered per query for as long as the same function is passed.
   */
  optionsLookup?: (query: string) => Promise<readonly T[]>;
  /** The property holding each item's text, searched and shown; dots reach into nested objects (`'author.name'`). Without it, items are shown as they are (strings). */
  optionsField?: string;
  /**
   * The property holding each item's group (dots reach into nested objects). The results then show
   * in named groups (`role="group"`), each group's together in the order the groups first appear,
   * with the kit's category look: 28em wide, so pass `fluid` or `horizontal` where space is short.
   */
  optionsGroupField?: string;
  /** Renders a group's name, given the text `optionsGroupField` read. */
  renderGroup?: (group: string) => ReactNode;
  /**
   * Lays out a group's two parts inside its `.category`, in place of the kit's `.name` then
   * `.results`: `name` is the group's name (what `renderGroup` draws, in a span that names the
   * group for screen readers: keep it in the layout), `results` its results.
   */
  renderGroupLayout?: (parts: { name: ReactNode; results: ReactNode; group: string }) => ReactNode;
  /**
   * Whether a query with no results opens the kit's message saying so. Without it the results stay
   * closed (a screen reader still hears that there are none).
   * @default true
   */
  showNoResults?: boolean;
  /** Turns a result into the text shown for it. */
  resultFormatter?: (result: T, query: string) => string;
  /** Renders a result's content; wins over `resultFormatter`. */
  renderResult?: (result: T, context: SearchResultContext) => ReactNode;
  /**
   * Milliseconds to wait after the last keypress before searching.
   * @default 200
   */
  searchDelay?: number;
  /**
   * The fewest characters a text needs to be searched: shorter, nothing is searched or announced
   * and the results stay closed. A whole number, 1 or more.
   * @default 1
   */
  minCharacters?: number;
  /**
   * How many results to show at most.
   * @default 7
   */
  maxResults?: number;
  /**
   * Whether choosing a result puts its text in the input (otherwise the input is emptied).
   * @default true
   */
  retainSelectedResult?: boolean;
  /**
   * Whether the first result is highlighted as soon as the results show, so that Enter right after
   * typing chooses it (as a site search does). Otherwise none is until Down or Up.
   * @default false
   */
  selectFirstResult?: boolean;
  /**
   * The animation that shows and hides the results.
   * @default 'scale'
   */
  transition?: string;
  /**
   * The animation's duration in milliseconds (a negative or invalid duration ends the animation at once).
   * @default 200
   */
  transitionDuration?: number;
  /** Texts for this search only, over the current language's. */
  localeOverrides?: RecursivePartial<SearchLocaleValues>;
  /** Called with the result the user chose (by click or Enter). */
  onResultSelect?: (result: T) => void;
  /**
   * Called with the highlighted result whenever the highlight moves to another (by the arrow keys,
   * or with `selectFirstResult` as results show), and with null when the results close or none is.
   */
  onHighlightChange?: (result: T | null) => void;
  /**
   * Whether the results show (controlled, with `onOpenChange`): `false` keeps them hidden whatever
   * the user does; `true` shows the answer for the text in the input, searching it at once when
   * there is none yet (even an empty text, or one shorter than `minCharacters`), and keeps it shown
   * when focus leaves. Without it, the results show while the input has focus and its text has an
   * answer, and close on Escape, on a choice and when focus leaves.
   */
  open?: boolean;
  /**
   * Called with `true` when the user's action opens the results (focus, a click, typing that finds
   * an answer, Down) and with `false` when it closes them (Escape, a choice, leaving the search).
   */
  onOpenChange?: (open: boolean) => void;
  /** The accessible name of the input and of the search landmark around it. Defaults to the placeholder. */
  'aria-label'?: string;
  /** The ids of elements naming the input and the search landmark. */
  'aria-labelledby'?: string;
  /** The input and the results as wide as their container. */
  fluid?: boolean;
  /** The size of the input and the results. */
  size?: Exclude<Size, 'medium'>;
  /** Lines the results up with the left or the right edge of the input. */
  aligned?: 'left' | 'right';
  /** A long list of results scrolls instead of growing. */
  scrolling?: boolean;
  /** With `scrolling`, a taller list (`very`: taller still). */
  long?: boolean | 'very';
  /** With `scrolling`, a shorter list (`very`: shorter still). */
  short?: boolean | 'very';
  /** With `optionsGroupField`, each group's name above its results rather than beside them. */
  horizontal?: boolean;
}

/** Search's variation props and the classes they give (variations.test.ts checks them against search.css). */
export const SEARCH_VARIATIONS = {
  fluid: 'key',
  size: 'value',
  aligned: ['valueKey', 'aligned'],
  scrolling: 'key',
  long: 'keyOrValueKey',
  short: 'keyOrValueKey',
  horizontal: 'key',
} as const satisfies VariationTable;

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

function SearchInner<T>(
  {
    placeholder,
    icon = true,
    options,
    optionsFilter,
    optionsLookup,
    optionsField,
    optionsGroupField,
    renderGroup,
    renderGroupLayout,
    showNoResults = true,
    resultFormatter,
    renderResult,
    searchDelay = 200,
    minCharacters = 1,
    maxResults = 7,
    retainSelectedResult = true,
    selectFirstResult = false,
    transition = 'scale',
    transitionDuration = 200,
    localeOverrides,
    onResultSelect,
    onHighlightChange,
    open,
    onOpenChange,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    className,
    onBlur,
    name,
    form,
    required,
    error = false,
    disabled = false,
    value,
    defaultValue = '',
    onChange,
    ...props
  }: SearchProps<T>,
  ref: ForwardedRef<HTMLInputElement>,
) {
  const [classes, rest] = variations('Search', SEARCH_VARIATIONS, props);
  const fail = (problem: string) => {
    throw new Error(`Search: ${problem}`);
  };
  if (optionsLookup && (optionsFilter || options)) {
    const prop = optionsFilter ? 'optionsFilter' : 'options';
    fail(DEV ? `${prop} cannot be used together with optionsLookup.` : `${prop} and optionsLookup together.`);
  }
  if (!Number.isInteger(maxResults) || maxResults < 1) {
    badProp('Search', 'maxResults', DEV && 'a whole number, 1 or more', maxResults);
  }
  if (!Number.isInteger(minCharacters) || minCharacters < 1) {
    badProp('Search', 'minCharacters', DEV && 'a whole number, 1 or more', minCharacters);
  }
  assertDuration('Search', searchDelay, 'searchDelay');
  // A filter or lookup that answers something other than an array fails here, where error boundaries see it.
  const [failure, setFailure] = useState<string>();
  if (failure) fail(failure);

  const texts = useLocaleValues('search', localeOverrides);
  const direction = useLocaleValues('direction');
  const [state, dispatch] = useReducer(
    searchReducer as (s: SearchState<T>, a: SearchAction<T>) => SearchState<T>,
    defaultValue,
    initialSearchState<T>,
  );
  const id = useId();
  const optionId = (index: number) => `${id}-${index}`;
  const focused = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const field = useRef<HTMLInputElement | null>(null);
  /** Reports a new text in the input (`onChange`) when it differs from the current one. */
  const report = (text: string) => {
    if (text !== state.query) onChange?.(text);
  };
  useFormReset(field, form, () => {
    clearTimeout(timer.current);
    report(defaultValue);
    dispatch({ type: 'input', query: defaultValue });
  });
  const [invalidShown, onInvalid] = useInvalidEvent(state.query);
  const invalid = error || invalidShown;
  const counter = useRef(0);
  // Lookup answers per query, kept while the same lookup function is passed (a new map for a new one).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const answers = useMemo(() => new Map<string, readonly T[]>(), [optionsLookup]);

  // The default filter, prepared once per list of options (its texts are read on the first query).
  const byText = useMemo(() => textFilter(options ?? [], optionsField), [options, optionsField]);

  /** Searches for `query`; the answer opens the results when `open` (the input has focus). */
  const search = (query: string, open: boolean, highlightFirst?: boolean) => {
    const request = ++counter.current;
    const answer = (results: readonly T[] | false) =>
      results === false || Array.isArray(results)
        ? dispatch({
            type: 'resolve',
            id: request,
            results: results && optionsGroupField ? groupTogether(results, optionsGroupField) : results,
            max: maxResults,
            open,
            highlightFirst: highlightFirst || selectFirstResult,
          })
        : setFailure(
            DEV
              ? `${optionsLookup ? 'optionsLookup must resolve to' : 'optionsFilter must return'} an array (got ${typeof results}).`
              : `invalid ${optionsLookup ? 'optionsLookup' : 'optionsFilter'} (got ${typeof results}).`,
          );
    // An empty text is searched on purpose only (an `open` results list with nothing typed).
    dispatch({ type: 'request', id: request, empty: query === '' });
    if (!optionsLookup) {
      return answer(optionsFilter ? optionsFilter(options ?? [], query) : byText(query, maxResults));
    }
    const known = answers.get(query);
    if (known) return answer(known);
    Promise.resolve(query)
      .then(optionsLookup)
      .then(
        (results) => {
          if (Array.isArray(results)) answers.set(query, results);
          answer(results);
        },
        () => dispatch({ type: 'reject', id: request, open: focused.current }),
      );
  };
  // Timers call the search of the latest render, which sees the latest props.
  const latestSearch = useLatest(search);
  useEffect(() => () => clearTimeout(timer.current), []);

  /**
   * Searches `text` once typing pauses for `searchDelay` (at once without one); a text shorter than
   * `minCharacters` ('' among them) searches nothing.
   */
  const schedule = (text: string) => {
    clearTimeout(timer.current);
    if (text.length < minCharacters) return;
    if (searchDelay)
      timer.current = setTimeout(() => latestSearch.current(text, focused.current), searchDelay);
    else latestSearch.current(text, true);
  };
  // A controlled text that differs from the one shown: show it, and search it as typing is searched
  // while the input has focus (without focus, the search waits for it).
  useLayoutEffect(() => {
    if (value === undefined || value === state.query) return;
    dispatch({ type: 'input', query: value });
    schedule(focused.current ? value : '');
    // Only a new text (from the parent, or typed) should run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, state.query]);

  // New local options: search again for the query shown.
  useEffect(() => {
    if (hasAnswer(state)) latestSearch.current(state.query, state.open);
    // Only a change of `options` should run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options]);

  // Opened from outside: the answer for the text in the input, searched at once when there is none
  // and typing is not about to search (at first, after a choice, or below minCharacters).
  const unanswered =
    open &&
    !hasAnswer(state) &&
    !state.loading &&
    (state.resultsFor === null || state.query.length < minCharacters);
  useEffect(() => {
    if (!unanswered) return;
    clearTimeout(timer.current);
    // The owner shows the answer: the user's own open state stays as it is.
    latestSearch.current(state.query, false);
  }, [unanswered, state.query, latestSearch]);
  // Whether the results show: the user's state, or the owner's `open` over it.
  const isOpen = open === undefined ? state.open : open && hasAnswer(state);
  // The user's opening and closing, and the highlighted result (only while the results show).
  useTold(state.open, onOpenChange);
  const active = isOpen ? state.highlighted : -1;
  useTold(active >= 0 ? (state.results[active] ?? null) : null, onHighlightChange);

  /** Opens the results of the query, searching first when they are not there yet. */
  const show = (highlightFirst?: boolean) => {
    if (hasAnswer(state)) dispatch({ type: 'open', highlightFirst: selectFirstResult });
    else if (state.query.length >= minCharacters && !state.loading) {
      clearTimeout(timer.current);
      search(state.query, true, highlightFirst);
    }
  };

  const choose = (result: T) => {
    clearTimeout(timer.current);
    const text = retainSelectedResult ? itemText(result, optionsField) : '';
    report(text);
    dispatch({ type: 'select', text });
    onResultSelect?.(result);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key, altKey } = event;
    const down = key === 'ArrowDown';
    if (down || key === 'ArrowUp') {
      if (!altKey && hasAnswer(state)) dispatch({ type: 'move', delta: down ? 1 : -1 });
      else if (down) show(!altKey);
      else dispatch({ type: 'close' });
    } else if (key === 'Enter' && active >= 0) {
      choose(state.results[active]!);
    } else if (key === 'Escape' && (isOpen || state.open || state.query)) {
      event.stopPropagation();
      // Shown by the owner's `open` alone: ask the owner to close them.
      if (isOpen && !state.open) onOpenChange?.(false);
      else {
        // Escape with the results closed empties the input.
        if (!state.open) {
          clearTimeout(timer.current);
          report('');
        }
        dispatch({ type: 'escape' });
      }
    } else return;
    event.preventDefault();
  };

  const query = state.resultsFor ?? '';
  const count = state.results.length;
  const listbox = count > 0;
  // The results popup, shown and hidden with the transition: open with results, or with the
  // no-results message if that is shown.
  const shown = isOpen && (listbox || showNoResults);
  const binding = useShowHide(shown, transition, transitionDuration);

  const content = (result: T, index: number): ReactNode => {
    if (renderResult) return renderResult(result, { query, index });
    if (resultFormatter) return resultFormatter(result, query);
    const text = itemText(result, optionsField);
    if (optionsLookup) return text;
    return splitMatches(text, query).map((part, i) => (part.match ? <b key={i}>{part.text}</b> : part.text));
  };
  const hint = placeholder ?? texts.placeholder;
  const rows = state.results.map((result, index) => (
    <div
      key={index}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      className={cx('result', index === active && 'active')}
      onClick={() => choose(result)}
    >
      {content(result, index)}
    </div>
  ));

  return (
    <div
      dir={direction === 'rtl' ? 'rtl' : undefined}
      {...rest}
      role="search"
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      className={cx(
        'ui search',
        optionsGroupField !== undefined && 'category',
        classes,
        shown && 'active',
        state.loading && 'loading',
        className,
      )}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        onBlur?.(event);
        if (event.currentTarget.contains(event.relatedTarget)) return;
        focused.current = false;
        dispatch({ type: 'close' });
      }}
    >
      <div className={cx('ui input', icon && 'icon', invalid && 'error', disabled && 'disabled')}>
        <input
          ref={(node) => {
            field.current = node;
            setRef(ref, node);
          }}
          name={name}
          form={form}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          onInvalid={onInvalid}
          className="prompt"
          type="text"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={isOpen && listbox}
          aria-controls={id}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledBy}
          placeholder={hint}
          value={value ?? state.query}
          onChange={({ target: { value: text } }) => {
            report(text);
            dispatch({ type: 'input', query: text });
            schedule(text);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            focused.current = true;
            show();
          }}
          onClick={() => show()}
        />
        {icon && <i className="search icon" aria-hidden="true" />}
      </div>
      <div
        id={id}
        {...(listbox && {
          role: 'listbox',
          'aria-label': ariaLabelledBy ? undefined : (ariaLabel ?? hint),
          'aria-labelledby': ariaLabelledBy,
        })}
        className={cx('results', binding.className)}
        style={binding.style}
        // Clicks in the results keep the focus in the input.
        onMouseDown={(event) => event.preventDefault()}
      >
        {optionsGroupField === undefined
          ? rows
          : [...groupsOf(state.results, optionsGroupField)].map(([group, indexes]) => {
              const nameId = `${id}-g${indexes[0]}`;
              const name = renderGroup ? renderGroup(group) : group;
              const results = indexes.map((index) => rows[index]);
              return (
                <div
                  key={group}
                  role="group"
                  aria-labelledby={nameId}
                  className={cx('category', indexes.includes(active) && 'active')}
                >
                  {renderGroupLayout ? (
                    renderGroupLayout({ name: <span id={nameId}>{name}</span>, results, group })
                  ) : (
                    <>
                      <div id={nameId} className="name">
                        {name}
                      </div>
                      <div className="results">{results}</div>
                    </>
                  )}
                </div>
              );
            })}
        {!listbox && showNoResults && state.resultsFor !== null && (
          <div className="message empty">
            <div className="header">{texts.noResults.header}</div>
            <div className="description">{texts.noResults.message}</div>
          </div>
        )}
      </div>
      <div role="status" style={visuallyHidden}>
        {isOpen ? (listbox ? interpolate(texts.resultsMessage, { count }) : texts.noResults.header) : ''}
      </div>
    </div>
  );
}

/** Calls `tell` with `value` after each commit that changes it (not on mount). */
function useTold<V>(value: V, tell: ((value: V) => void) | undefined): void {
  const told = useRef(value);
  const latest = useLatest(tell);
  useEffect(() => {
    if (told.current === value) return;
    told.current = value;
    latest.current?.(value);
  }, [value, latest]);
}

/**
 * A search box that shows matching results as you type, from local options or an asynchronous
 * lookup. It is an editable combobox: Down and Up move through the results, Enter chooses one,
 * Escape closes them (and, pressed again, empties the input). The result count is announced to
 * screen readers.
 */
export const Search = forwardRef(SearchInner) as <T>(
  props: SearchProps<T> & { ref?: Ref<HTMLInputElement> },
) => ReactElement | null;
