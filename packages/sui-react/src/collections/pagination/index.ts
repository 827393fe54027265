export { Pagination, type PaginationProps, type PaginationLabels } from './Pagination.js';
