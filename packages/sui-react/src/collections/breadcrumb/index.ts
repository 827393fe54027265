export {
  Breadcrumb,
  BreadcrumbDivider,
  BreadcrumbSection,
  type BreadcrumbDividerProps,
  type BreadcrumbProps,
  type BreadcrumbSectionProps,
  type BreadcrumbSize,
} from './Breadcrumb.js';
