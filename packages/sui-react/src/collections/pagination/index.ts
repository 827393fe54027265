export { Pagination, type PaginationProps, type PaginationLabels } from './Pagination.js';
export {
  pageCountOf,
  pageNumbers,
  paginationItems,
  showsNavigationLinks,
  clampPage,
  clampMaxSize,
  type PaginationConfig,
  type PaginationItem,
} from './state.js';
