import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testVariations } from '../../test-utils/variations.js';
import { FLAG_VARIATIONS } from './Flag.js';

/** Every word of every flag name in names.ts (names.test.ts checks it against flag.css): the classes `name` gives. */
const nameWords = new Set(
  [
    ...readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'names.ts'), 'utf8').matchAll(
      /^ {2}\| '(.+)';?$/gm,
    ),
  ].flatMap(([, name]) => name!.split(' ')),
);

testVariations('elements/flag/index.ts', 'flag', [
  {
    component: 'Flag',
    table: FLAG_VARIATIONS,
    base: ['flag'],
    samples: { name: ['fr', 'france', 'aland islands', 'gb eng', 'guinea-bissau'] },
    openClass: (cls) => nameWords.has(cls),
    // compounds() reads ASCII class names only: `.côte.d’ivoire` and `.réunion` reach it as these.
    notProps: { c: 'the start of côte', d: 'the start of d’ivoire', r: 'the start of réunion' },
  },
]);
