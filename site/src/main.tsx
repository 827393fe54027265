import 'fomantic-ui-css/components/reset.min.css';
import 'fomantic-ui-css/components/site.min.css';
import 'fomantic-ui-css/components/container.min.css';
import 'fomantic-ui-css/components/segment.min.css';
import 'fomantic-ui-css/components/header.min.css';
import 'fomantic-ui-css/components/menu.min.css';
import 'fomantic-ui-css/components/sidebar.min.css';
import 'fomantic-ui-css/components/icon.min.css';
// The library's accessibility stylesheet: focus rings, and the states forced colours would hide.
import 'sui-react/a11y.css';
// Only what the frame itself shows; the docs kit and each page import the rest with their chunks.
import './layout/site.css';
// The theme switch and the dark theme (layout/theme.ts).
import './layout/theme.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './App';
import { useSiteHashLocation } from './location';
import { loadPage, routeOfHash } from './pages';

function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The #root element is missing from index.html.');
  const app = createRoot(root);
  // As a transition, the first render runs in slices that leave the main thread free between them
  // (a plain first render is one long task, hundreds of milliseconds on a slow phone).
  startTransition(() =>
    app.render(
      <StrictMode>
        <Router hook={useSiteHashLocation}>
          <App />
        </Router>
      </StrictMode>,
    ),
  );
}

function boot() {
  try {
    start();
  } catch (error) {
    console.error('The sui-react documentation failed to start.', error);
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<p role="alert" class="boot-message">The documentation failed to start. The browser console has the details.</p>',
    );
  }
}

// The first page's chunk is already on its way (index.html preloads it, see
// build/route-preload-plugin.ts): wait for it, so that the first render shows the frame and the
// page together, with no "Loading the page" step in between. A failed load shows in the page's
// error boundary.
loadPage(routeOfHash(location.hash)).then(boot, boot);
