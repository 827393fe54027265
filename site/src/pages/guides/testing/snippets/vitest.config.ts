import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Everything a Vitest run needs for an app that uses sui-react: a DOM (jsdom) and React's JSX.
// No polyfills: no ResizeObserver, no matchMedia, no layout.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
  },
});
