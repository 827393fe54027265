// The kit CSS the docs kit's own parts use (example boxes, code blocks, error messages); the API
// tables bring the table CSS with them (ApiTables.tsx).
import 'fomantic-ui-css/components/button.min.css';
import 'fomantic-ui-css/components/label.min.css';
import 'fomantic-ui-css/components/message.min.css';
export { ApiTable } from './ApiTable';
export { CodeBlock, LazyCodeBlock } from './CodeBlock';
export { ErrorBoundary } from './ErrorBoundary';
export { Example } from './Example';
export { slugify } from './slug';
export { highlight, type Highlighted } from './highlight';
export { PageContent } from './PageContent';
export { PageTitle } from './PageTitle';
export { ScrollRegion } from './ScrollRegion';
