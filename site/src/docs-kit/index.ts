// The kit CSS the docs kit's own parts use (example boxes, code blocks, API tables, error messages).
import 'fomantic-ui-css/components/button.min.css';
import 'fomantic-ui-css/components/label.min.css';
import 'fomantic-ui-css/components/message.min.css';
import 'fomantic-ui-css/components/table.min.css';
export { ApiTable } from './ApiTable';
export { CodeBlock } from './CodeBlock';
export { ErrorBoundary } from './ErrorBoundary';
export { Example } from './Example';
export { slugify } from './slug';
export { highlight, type Highlighted } from './highlight';
export { PageContent } from './PageContent';
export { PageTitle } from './PageTitle';
