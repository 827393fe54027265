export { Search, type SearchProps, type SearchResultContext } from './Search.js';
