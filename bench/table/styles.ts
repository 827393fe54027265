// The kit's CSS the table case draws with (bench/elements/page.tsx imports it as `bench-styles`).
import 'fomantic-ui-css/components/reset.min.css';
import 'fomantic-ui-css/components/site.min.css';
import 'fomantic-ui-css/components/table.min.css';
import 'fomantic-ui-css/components/label.min.css';
import 'fomantic-ui-css/components/button.min.css';
