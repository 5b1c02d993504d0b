// lineups.ts in the one strict reading (readData): each line-up with its size and description, each
// refusal naming the file, the line-up and what to type.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readData, type RawData } from '../../src/data/readData';
import { band } from '../fixtures/data/band';

const full = { name: 'Volle Band', members: 5, description: 'Gesang, Gitarre, Bass, Keyboard und Schlagzeug.' };

/** readData of the fixture band with lineups.ts's exports `exports`. */
const read = (exports: unknown) =>
  readData({ band, gigs: [], songs: [{ title: 'Männer', artist: 'Herbert Grönemeyer' }], lineups: exports } as RawData);

const API = suite('API');

API('exports readLineups', async () => {
  assert.type((await import('../../src/data/readLineups')).readLineups, 'function');
});

API.run();

// ---

const accepts = suite('readLineups accepts');

accepts('line-ups in the band’s order, one musician at least, texts typeset', () => {
  const { data, problems } = read({
    lineups: [full, { name: ' Solo ', members: 1, description: 'Gesang und Gitarre bis 50 Gäste' }],
  });
  assert.equal(problems, []);
  assert.equal(data.lineups, [full, { name: 'Solo', members: 1, description: 'Gesang und Gitarre bis 50 Gäste' }]);
});

accepts('no file, an empty list: no line-ups in the data', () => {
  for (const exports of [undefined, { lineups: [] }]) {
    const { data, problems } = read(exports);
    assert.equal(problems, []);
    assert.not.ok('lineups' in data);
  }
});

accepts.run();

// ---

const refuses = suite('readLineups refuses, naming file, line-up and what to type');

const CASES: [string, unknown, string][] = [
  [
    'no musicians',
    { lineups: [{ ...full, members: 0 }] },
    'src/data/lineups.ts (lineups entry 1): line-up "Volle Band": members must be the number of musicians, like 5 (without quotes), got 0',
  ],
  [
    'the size in quotes',
    { lineups: [{ ...full, members: '5' }] },
    'src/data/lineups.ts (lineups entry 1): line-up "Volle Band": members must be the number of musicians, like 5 (without quotes), got "5"',
  ],
  [
    'no description',
    { lineups: [{ name: 'Trio', members: 3 }] },
    `src/data/lineups.ts (lineups entry 1): line-up "Trio": description is missing – what this line-up plays and brings, e.g. 'Gesang, Gitarre, Bass, Keyboard und Schlagzeug'`,
  ],
  [
    'no name',
    { lineups: [{ members: 3, description: 'Akustisch.' }] },
    `src/data/lineups.ts (lineups entry 1): line-up ?: name is missing – the line-up's name, e.g. 'Volle Band' or 'Akustik-Trio'`,
  ],
  [
    'two of one name',
    { lineups: [full, { ...full, members: 6 }] },
    'src/data/lineups.ts (lineups entry 2): line-up "Volle Band": the same name as the line-up src/data/lineups.ts (lineups entry 1)',
  ],
];

for (const [what, exports, message] of CASES) {
  refuses(what, () => {
    const { problems } = read(exports);
    assert.ok(problems.includes(message), `${message}\n  not in\n${problems.join('\n')}`);
  });
}

refuses.run();
