// Packs the library as npm would publish it, installs the tarball into a new Vite + TypeScript
// app, and type-checks and builds that app: what a user gets is what we test.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../bench/measure.mjs';

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

describe('a consumer app', () => {
  it('installs the packed library, type-checks and builds', () => {
    const packed = JSON.parse(
      npm(['pack', '--json', '--pack-destination', app], join(ROOT, 'packages/sui-react')),
    ) as Array<{ filename: string; files: Array<{ path: string }> }>;
    const tarball = join(app, packed[0]!.filename);
    const files = packed[0]!.files.map((f) => f.path);
    expect(files).toContain('dist/index.js');
    expect(files).toContain('dist/modules/sidebar/index.d.ts');
    expect(files.some((f) => f.startsWith('src/') || f.includes('.test.'))).toBe(false);

    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({
        name: 'consumer',
        private: true,
        type: 'module',
        dependencies: {
          'sui-react': `file:${tarball}`,
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
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          types: ['vite/client'],
        },
        include: ['src'],
      }),
    );
    writeFileSync(
      join(app, 'index.html'),
      '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
    );
    mkdirSync(join(app, 'src'));
    writeFileSync(
      join(app, 'src/main.tsx'),
      `import 'fomantic-ui-css/components/checkbox.min.css';
import { createRoot } from 'react-dom/client';
import { Checkbox, Radio, RadioGroup } from 'sui-react/checkbox';
import { Sidebar, SidebarContainer, SidebarSibling, type SidebarHandle } from 'sui-react/sidebar';
import { Transition, TransitionController, TransitionDirection } from 'sui-react';
import { useRef } from 'react';

const controller = new TransitionController(true);
controller.animate(new Transition('fade', 300, TransitionDirection.Out));

function App() {
  const sidebar = useRef<SidebarHandle>(null);
  return (
    <SidebarContainer>
      <Sidebar ref={sidebar} direction="left" transition="push" />
      <SidebarSibling dimmedWhenVisible>
        <Checkbox label="Hello" onChange={(checked: boolean) => console.log(checked)} />
        <RadioGroup<number> value={1} onChange={(v: number) => console.log(v)}>
          <Radio value={1} label="One" />
        </RadioGroup>
        <button onClick={() => sidebar.current?.toggle()}>Toggle</button>
      </SidebarSibling>
    </SidebarContainer>
  );
}
createRoot(document.getElementById('root')!).render(<App />);
`,
    );
    npm(['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
    execFileSync(process.execPath, [join(app, 'node_modules/typescript/bin/tsc'), '-p', app], {
      cwd: app,
      encoding: 'utf8',
    });
    const out = execFileSync(process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: app,
      encoding: 'utf8',
    });
    expect(out).toMatch(/built in/);
  });

  it('gets a clear type error for a wrong prop', () => {
    writeFileSync(
      join(app, 'src/wrong.tsx'),
      `import { Sidebar } from 'sui-react/sidebar';\nexport const x = <Sidebar direction="middle" />;\n`,
    );
    let message = '';
    try {
      execFileSync(process.execPath, [join(app, 'node_modules/typescript/bin/tsc'), '-p', app], {
        cwd: app,
        encoding: 'utf8',
      });
    } catch (error) {
      message = String((error as { stdout?: string }).stdout);
    }
    expect(message).toContain('"middle"');
    expect(message).toMatch(/TS2322: Type '"middle"' is not assignable to type '"left" \| /);
  });
});
