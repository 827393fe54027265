// The router (wouter) imports `useSyncExternalStore` from React's shim package, written for React
// versions before 18 and bundled whole although it hands over React's own hook on 18 and later.
// The site runs on React 19: vite.config.ts points the shim's import here, which is React's hook,
// and every route's first load is the shim's bytes lighter.
export { useSyncExternalStore } from 'react';
