import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// `findBy…` and `waitFor` give up after 5 s rather than Testing Library's 1 s: on a loaded CI machine
// a lazily loaded part (the live editor, an example's source) can take more than a second to arrive,
// and a test that waits for something right only waits longer when it is about to fail.
configure({ asyncUtilTimeout: 5_000 });

// Property tests draw the same cases on every run, so `npm test` and CI give the same answer each
// time. A hunt for new cases picks another seed: FC_SEED=123 npm run test:unit, or FC_SEED=random.
// A failure prints its seed, so any run can be replayed.
const FC_SEED = process.env.FC_SEED === 'random' ? Date.now() : Number(process.env.FC_SEED ?? 20261124);
fc.configureGlobal({ seed: FC_SEED });

// jsdom has no matchMedia; components ask it about reduced motion and breakpoints.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
