import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { iconNamesSource } from '../../../../../scripts/kit-names.mjs';

it('names.ts holds exactly the icon names of the installed kit (node scripts/kit-names.mjs writes it)', () => {
  expect(readFileSync(fileURLToPath(import.meta.url).replace(/names\.test\.ts$/, 'names.ts'), 'utf8')).toBe(
    iconNamesSource(),
  );
});
