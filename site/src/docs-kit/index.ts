export { ApiTable } from './ApiTable';
export { CodeBlock } from './CodeBlock';
export { ErrorBoundary } from './ErrorBoundary';
export { Example } from './Example';
export { slugify } from './slug';
export { highlight, type Highlighted } from './highlight';
export { PageContent } from './PageContent';
export { PageTitle } from './PageTitle';
