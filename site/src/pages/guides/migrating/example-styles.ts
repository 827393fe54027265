// The kit CSS the guide's two examples need and its own text does not: it loads with the examples,
// after the page (index.tsx), so the page's first paint waits for none of it.
import 'fomantic-ui-css/components/dropdown.min.css';
import 'fomantic-ui-css/components/transition.min.css';
