export { Pagination, type PaginationProps, type PaginationLabels } from './Pagination.js';
export { PAGINATION_MAX_LISTED_PAGES } from './state.js';
