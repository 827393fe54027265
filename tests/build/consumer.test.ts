// Packs the library as npm would publish it, installs the tarball into a new Vite + TypeScript
// single-page app (tests/build/consumer/), type-checks it with the strictest options people use
// (`strict`, `exactOptionalPropertyTypes`, `noUncheckedIndexedAccess`, no `skipLibCheck`, so the
// library's .d.ts files are checked too), builds it, and opens the build in Chromium: what a user
// gets is what we test.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../bench/measure.mjs';
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from '../../scripts/chromium.mjs';

const app = mkdtempSync(join(tmpdir(), 'sui-react-consumer-'));
afterAll(() => rmSync(app, { recursive: true, force: true }));

const rootPkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};
const sitePkg = JSON.parse(readFileSync(join(ROOT, 'site/package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const dev = rootPkg.devDependencies;
const npm = (args: string[], cwd: string) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const tsc = () =>
  execFileSync(process.execPath, [join(app, 'node_modules/typescript/bin/tsc'), '-p', app], {
    cwd: app,
    encoding: 'utf8',
  });

let files: string[] = [];

beforeAll(() => {
  const packed = JSON.parse(
    npm(['pack', '--json', '--pack-destination', app], join(ROOT, 'packages/sui-react')),
  ) as Array<{ filename: string; files: Array<{ path: string }> }>;
  files = packed[0]!.files.map((f) => f.path);
  cpSync(join(ROOT, 'tests/build/consumer'), app, { recursive: true });
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'consumer',
      private: true,
      type: 'module',
      dependencies: {
        'sui-react': `file:${join(app, packed[0]!.filename)}`,
        react: sitePkg.dependencies.react,
        'react-dom': sitePkg.dependencies['react-dom'],
        'fomantic-ui-css': sitePkg.dependencies['fomantic-ui-css'],
      },
      devDependencies: {
        typescript: dev.typescript,
        vite: dev.vite,
        '@types/react': dev['@types/react'],
        '@types/react-dom': dev['@types/react-dom'],
      },
    }),
  );
  npm(['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
});

/** Serves the built app's files from 127.0.0.1 on a free port. */
function serve(dir: string): Promise<{ server: Server; url: string }> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
    '.woff': 'font/woff',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
  };
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(dir, path === '/' ? 'index.html' : path);
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${port}/` });
    }),
  );
}

describe('a consumer app (Vite, strict TypeScript)', () => {
  it('packs only the built files', () => {
    expect(files).toContain('dist/index.js');
    expect(files).toContain('dist/modules/sidebar/index.d.ts');
    expect(files.some((f) => f.startsWith('src/') || f.includes('.test.'))).toBe(false);
  });

  it('type-checks with strict and exactOptionalPropertyTypes, library types included, and builds', () => {
    const config = JSON.parse(readFileSync(join(app, 'tsconfig.json'), 'utf8')) as {
      compilerOptions: Record<string, unknown>;
    };
    expect(config.compilerOptions).toMatchObject({
      strict: true,
      exactOptionalPropertyTypes: true,
      skipLibCheck: false,
    });
    tsc();
    const out = execFileSync(process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: app,
      encoding: 'utf8',
    });
    expect(out).toMatch(/built in/);
  });

  it('runs in Chromium: the components render and respond, with no console error or warning', async () => {
    const { server, url } = await serve(join(app, 'dist'));
    const browser = await chromium.launch({ executablePath: TEST_CHROMIUM, args: CHROMIUM_FLAGS });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(`console.${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await page.goto(url);
      await page.getByRole('heading', { name: 'Consumer' }).waitFor();

      await page.getByRole('checkbox', { name: 'Hello' }).check();
      await page.getByTestId('checked').getByText('true').waitFor();

      await page.getByRole('combobox', { name: 'Fruit', exact: true }).click();
      await page.getByRole('option', { name: 'Cherry' }).click();
      await page.getByTestId('fruit').getByText('Cherry').waitFor();

      // A locale imported from sui-react/locales/de, loaded through the provider.
      await page.getByTestId('language').getByText('de: Januar').waitFor();

      // useModal opens a modal component; its answer comes back through the chain.
      await page.getByRole('button', { name: 'Ask' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
      await page.getByTestId('answer').getByText('true').waitFor();

      expect(problems).toEqual([]);
    } finally {
      await browser.close();
      server.close();
    }
  });

  it('gets a clear type error for a wrong prop', () => {
    writeFileSync(
      join(app, 'src/wrong.tsx'),
      `import { Sidebar } from 'sui-react/sidebar';\nexport const x = <Sidebar direction="middle" />;\n`,
    );
    let message = '';
    try {
      tsc();
    } catch (error) {
      message = String((error as { stdout?: string }).stdout);
    }
    expect(message).toContain('"middle"');
    expect(message).toMatch(/TS2322: Type '"middle"' is not assignable to type '"left" \| /);
  });
});
