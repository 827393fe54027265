'use client';
// Semantic UI React's Search over sui-react's own (modules/search). Semantic UI React leaves the
// searching to the app: it calls `onSearchChange(event, data)` and shows the `results` the app
// passes back. The native Search takes those results as its options with a filter that keeps them
// as they are, and its combobox, keyboard, announcements and form behaviour stay its own.
import { useMemo, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { cx } from '../internal/classNames.js';
import { badProp, DEV } from '../internal/errors.js';
import type { Handler } from '../internal/vocabulary.js';
import { Search as NativeSearch, type SearchProps as NativeSearchProps } from '../modules/search/index.js';

/** A result as Semantic UI React writes it (any other fields are handed to `resultRenderer`). */
export interface SearchResultData {
  /** The result's title: shown, and put in the input once chosen. */
  title?: string;
  /** A line under the title. */
  description?: ReactNode;
  /** A price at the right. */
  price?: ReactNode;
  /** The address of a picture at the left. */
  image?: string;
  /** Any other field, for `resultRenderer`. */
  [field: string]: unknown;
}

/** A group of results (with `category`). */
export interface SearchCategoryData {
  /** The group's name. */
  name: ReactNode;
  /** Its results. */
  results: readonly SearchResultData[];
}

export interface SearchProps extends Omit<
  NativeSearchProps<SearchResultData>,
  | 'options'
  | 'optionsFilter'
  | 'optionsLookup'
  | 'optionsField'
  | 'renderResult'
  | 'resultFormatter'
  | 'onResultSelect'
  | 'onHighlightChange'
  | 'icon'
  | 'searchDelay'
  | 'maxResults'
  | 'results'
> {
  /** The results to show: a list, or with `category` groups `{ name, results }` (a list or an object of them). */
  results?: readonly SearchResultData[] | readonly SearchCategoryData[] | Record<string, SearchCategoryData>;
  /**
   * The results come in groups: each is shown as a named group (`role="group"`) of its results.
   * @native Search optionsGroupField — the property holding each option's group
   */
  category?: boolean;
  /**
   * Called with the typing event and the props with the new `value` (the input's text): filter
   * the results here and pass them back in `results`.
   * @native Search options — filtered in the browser, or optionsLookup for a server
   */
  onSearchChange?: Handler<SyntheticEvent<HTMLElement>, SearchProps & { value: string }>;
  /**
   * Called with the click or key and the props with the chosen `result`.
   * @native Search onResultSelect — called with the result alone
   */
  onResultSelect?: Handler<SyntheticEvent<HTMLElement>, SearchProps & { result: SearchResultData }>;
  /**
   * Called with the key and the props with the newly highlighted `result` when the highlight moves
   * to another result.
   * @native Search onHighlightChange — called with the result alone, or null
   */
  onSelectionChange?: Handler<SyntheticEvent<HTMLElement>, SearchProps & { result: SearchResultData }>;
  /** Shows the kit's spinner in the input's icon. */
  loading?: boolean;
  /**
   * Renders a result's content, given the result.
   * @native Search renderResult
   */
  resultRenderer?: (result: SearchResultData) => ReactNode;
  /**
   * With `category`, renders a group's name, given the group (`{ name, results }`).
   * @native Search renderGroup — given the group's name
   */
  categoryRenderer?: (category: SearchCategoryData) => ReactNode;
  /**
   * With `category`, lays out a group inside its `.category`, given `categoryContent` (its name,
   * in a span that names the group for screen readers) and `resultsContent` (its results).
   * @native Search renderGroupLayout — given `{ name, results }`
   */
  categoryLayoutRenderer?: (parts: { categoryContent: ReactNode; resultsContent: ReactNode }) => ReactNode;
  /**
   * How many characters must be typed before the results open: shorter, they stay closed, with no
   * "No results" message either. A whole number (0 counts as 1).
   * @default 1
   * @native Search minCharacters
   */
  minCharacters?: number;
  /** The heading shown when there are no results. */
  noResultsMessage?: string;
  /** The line under that heading. */
  noResultsDescription?: string;
  /** Semantic UI React's `input` shorthand: its `icon` (`false` for none) is used. */
  input?: { icon?: string | boolean | null } | string;
  /** The input's icon: `false` or `null` for none. @default 'search' */
  icon?: string | boolean | null;
  /**
   * Whether the results show (controlled): `true` shows the `results` at once, with or without
   * focus, and keeps them when focus leaves; `false` keeps them hidden.
   * @native Search open — with onOpenChange, told when the user opens or closes them
   */
  open?: boolean;
  /**
   * Whether the results show at first, before any typing (uncontrolled): afterwards they close and
   * open as usual.
   * @default false
   * @native Search open — held here until the user closes them
   */
  defaultOpen?: boolean;
}

/** A result as the native Search holds it: with the index of its group (`category`). */
interface Held {
  result: SearchResultData;
  group: number;
}

/** The groups of `results` (one group around plain results). */
function categoriesOf(results: SearchProps['results'], category: boolean | undefined): SearchCategoryData[] {
  if (!results) return [];
  if (!category) return [{ name: '', results: results as readonly SearchResultData[] }];
  return Array.isArray(results)
    ? [...(results as readonly SearchCategoryData[])]
    : Object.values(results as Record<string, SearchCategoryData>);
}

/** Semantic UI React's default look of a result: image, then price, title and description. */
function defaultResult(result: SearchResultData): ReactNode {
  return (
    <>
      {result.image && (
        <div className="image">
          <img src={result.image} alt="" />
        </div>
      )}
      <div className="content">
        {result.price != null && <div className="price">{result.price}</div>}
        {result.title != null && <div className="title">{result.title}</div>}
        {result.description != null && <div className="description">{result.description}</div>}
      </div>
    </>
  );
}

/**
 * Semantic UI React's Search: an editable combobox whose `results` the app supplies in answer to
 * `onSearchChange(event, data)`; `onResultSelect(event, data)` gets the chosen `result`. Unlike
 * Semantic UI React, the result count is announced to screen readers and the input is a WAI-ARIA
 * combobox (the native Search's), and each category is a named group of its options.
 * @native Search
 */
export function Search(props: SearchProps) {
  const {
    results,
    category,
    onSearchChange,
    onResultSelect,
    onSelectionChange,
    loading,
    resultRenderer = defaultResult,
    categoryRenderer = (group) => group.name,
    categoryLayoutRenderer,
    minCharacters = 1,
    noResultsMessage,
    noResultsDescription,
    input,
    icon,
    localeOverrides,
    className,
    open,
    defaultOpen,
    onOpenChange,
    ...rest
  } = props;
  // Open at first: held here, then as the user leaves it (the native search tells each change).
  const [own, setOwn] = useState(defaultOpen);
  if (!Number.isInteger(minCharacters) || minCharacters < 0)
    badProp('Search', 'minCharacters', DEV && 'a whole number, 0 or more', minCharacters);
  const groups = useMemo(() => categoriesOf(results, category), [results, category]);
  const options = useMemo(
    () => groups.flatMap((group, index) => (group.results ?? []).map((result) => ({ result, group: index }))),
    [groups],
  );
  const last = useRef<SyntheticEvent<HTMLElement> | null>(null);
  const record = (event: SyntheticEvent<HTMLElement>) => {
    last.current = event;
  };
  const inputIcon = typeof input === 'object' && input !== null ? input.icon : undefined;
  const shownIcon = icon ?? inputIcon;
  const texts =
    noResultsMessage === undefined && noResultsDescription === undefined
      ? localeOverrides
      : {
          ...localeOverrides,
          noResults: {
            ...localeOverrides?.noResults,
            ...(noResultsMessage !== undefined && { header: noResultsMessage }),
            ...(noResultsDescription !== undefined && { message: noResultsDescription }),
          },
        };
  return (
    <NativeSearch<Held>
      {...rest}
      className={cx(loading && 'loading', className)}
      options={options}
      // The app has filtered them already.
      optionsFilter={(all) => all}
      // Semantic UI React's 0 searches from the first character too.
      minCharacters={minCharacters || 1}
      optionsField="result.title"
      optionsGroupField={category ? 'group' : undefined}
      renderGroup={(index) => categoryRenderer(groups[+index]!)}
      renderGroupLayout={
        categoryLayoutRenderer &&
        (({ name, results }) => categoryLayoutRenderer({ categoryContent: name, resultsContent: results }))
      }
      searchDelay={0}
      open={open ?? own}
      onOpenChange={(now) => {
        if (own !== undefined) setOwn(now);
        onOpenChange?.(now);
      }}
      maxResults={Math.max(options.length, 1)}
      icon={shownIcon !== false && shownIcon !== null}
      localeOverrides={texts}
      renderResult={(held) => resultRenderer(held.result)}
      onClickCapture={record}
      onKeyDownCapture={record}
      onChangeCapture={(event: SyntheticEvent<HTMLElement>) => {
        record(event);
        const value = (event.target as HTMLInputElement).value;
        onSearchChange?.(event, { ...props, value });
      }}
      onResultSelect={(held) =>
        onResultSelect?.(last.current as SyntheticEvent<HTMLElement>, { ...props, result: held.result })
      }
      onHighlightChange={(held) =>
        held &&
        onSelectionChange?.(last.current as SyntheticEvent<HTMLElement>, { ...props, result: held.result })
      }
    />
  );
}
