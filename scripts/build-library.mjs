// Builds the library: ESM JavaScript and .d.ts files, one module per source file, into dist/.
// Run from packages/sui-react (npm run build -w sui-react).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = process.cwd();
const dist = join(root, 'dist');
rmSync(dist, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });

// Node's ESM loader needs full relative specifiers; make sure every one ends in .js.
const bad = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (/\.(js|d\.ts)$/.test(name)) {
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
        if (!spec.endsWith('.js')) bad.push(`${file}: ${spec}`);
      }
    }
  }
};
walk(dist);
if (bad.length) {
  console.error(`Relative imports without a .js extension:\n${bad.join('\n')}`);
  process.exit(1);
}
console.log('sui-react built to dist/');
