// The kit CSS the Forms guide's examples need and its own text does not: it loads with the examples,
// after the page (index.tsx), so the page's first paint waits for none of it.
import 'fomantic-ui-css/components/button.min.css';
import 'fomantic-ui-css/components/calendar.min.css';
import 'fomantic-ui-css/components/checkbox.min.css';
import 'fomantic-ui-css/components/dropdown.min.css';
import 'fomantic-ui-css/components/form.min.css';
import 'fomantic-ui-css/components/input.min.css';
import 'fomantic-ui-css/components/label.min.css';
import 'fomantic-ui-css/components/message.min.css';
import 'fomantic-ui-css/components/popup.min.css';
import 'fomantic-ui-css/components/rating.min.css';
import 'fomantic-ui-css/components/search.min.css';
import 'fomantic-ui-css/components/transition.min.css';
