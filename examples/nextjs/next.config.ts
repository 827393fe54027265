import type { NextConfig } from 'next';

const config: NextConfig = {
  // This app sits inside the sui-react repository, which has a lockfile of its own: make this
  // folder the root, so that Next.js neither guesses nor warns.
  outputFileTracingRoot: import.meta.dirname,
  turbopack: { root: import.meta.dirname },
};

export default config;
