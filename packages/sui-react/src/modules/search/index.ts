export { Search, type SearchProps, type SearchResultContext } from './Search.js';
export {
  SEARCH_DEFAULT_DELAY,
  SEARCH_DEFAULT_MAX_RESULTS,
  searchReducer,
  initialSearchState,
  type SearchState,
  type SearchAction,
} from './state.js';
