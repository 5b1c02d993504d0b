// The editor's changes to media.ts (src/editor/editMedia.ts): a photo, video or recording added, a
// photo's texts replaced, a photo made the title photo, an entry removed change only their lines;
// comments and every other line stay byte for byte, and a media.ts without the list (or none at all)
// gets what the change needs. Forms the editor cannot change safely are refused in German.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { transformSync } from 'esbuild';
import {
  addMedia,
  formatAudio,
  formatPhoto,
  formatVideo,
  moveToFront,
  NEW_MEDIA,
  removeMedia,
  replaceMedia,
} from '../../src/editor/editMedia';

/** media.ts as a band keeps it: comments, a blank line, double quotes, a photo over two lines. */
const MEDIA = [
  '// Unsere Fotos, Videos und Aufnahmen.', // 1
  "import type { RawAudio, RawPhoto, RawVideo } from './readMedia';", // 2
  '', // 3
  'export const photos: RawPhoto[] = [', // 4
  "  { file: 'buehne.jpg', alt: 'Upgrade auf der Bühne', credit: 'Anna Beispiel' }, // Sommerfest", // 5
  '  // vom Hoffest', // 6
  '  { file: "hof.jpg", alt: "Die Band im Hof", credit: "Tim" },', // 7
  '  {', // 8
  "    file: 'saal.jpg', alt: 'Der Saal', credit: 'Lea' },", // 9
  '];', // 10
  '', // 11
  'export const videos: RawVideo[] = [];', // 12
  '', // 13
  'export const audio: RawAudio[] = [', // 14
  "  { file: 'medley.mp3', title: 'Medley' }", // 15
  '];', // 16
  '',
].join('\n');

const lines = (text: string) => text.split('\n');

/** media.ts's lists as esbuild compiles them. */
function compiled(text: string): Record<string, unknown> {
  const js = transformSync(text, { loader: 'ts', format: 'cjs' }).code;
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', js)(module, module.exports, () => ({}));
  return JSON.parse(JSON.stringify(module.exports));
}

const NEW_PHOTO = { file: 'neu.jpg', alt: 'Applaus', credit: 'Jonas' };

const changes = suite('media.ts: the changed lines only');

/** Each change: what it does, and the file's lines after it. */
const CHANGES: [string, (text: string) => string, string[]][] = [
  [
    'a photo appended after the last, its line in the house style',
    (text) => addMedia(text, 'photos', formatPhoto(NEW_PHOTO)),
    [...lines(MEDIA).slice(0, 9), "  { file: 'neu.jpg', alt: 'Applaus', credit: 'Jonas' },", ...lines(MEDIA).slice(9)],
  ],
  [
    'a video into the empty list, which opens onto lines of its own',
    (text) => addMedia(text, 'videos', formatVideo({ youtube: 'https://youtu.be/aBcDeFgHiJk', title: 'Live', poster: 'hof.jpg' })),
    [
      ...lines(MEDIA).slice(0, 11),
      'export const videos: RawVideo[] = [',
      "  { youtube: 'https://youtu.be/aBcDeFgHiJk', title: 'Live', poster: 'hof.jpg' },",
      '];',
      ...lines(MEDIA).slice(12),
    ],
  ],
  [
    'a recording after one without a trailing comma: the comma it needs is added',
    (text) => addMedia(text, 'audio', formatAudio({ file: 'zugabe.mp3', title: "Rock 'n' Roll" })),
    [
      ...lines(MEDIA).slice(0, 14),
      "  { file: 'medley.mp3', title: 'Medley' },",
      `  { file: 'zugabe.mp3', title: "Rock 'n' Roll" }`,
      '];',
      '',
    ],
  ],
  [
    'a photo’s texts replaced on its line, the comment after it kept',
    (text) => replaceMedia(text, 'photos', 0, formatPhoto({ file: 'buehne.jpg', alt: 'Upgrade im Kulturbahnhof', credit: 'Anna' })),
    [
      ...lines(MEDIA).slice(0, 4),
      "  { file: 'buehne.jpg', alt: 'Upgrade im Kulturbahnhof', credit: 'Anna' }, // Sommerfest",
      ...lines(MEDIA).slice(5),
    ],
  ],
  [
    'the second photo first: its line moves above the first, the comment above it stays',
    (text) => moveToFront(text, 'photos', 1),
    [...lines(MEDIA).slice(0, 4), lines(MEDIA)[6] as string, ...lines(MEDIA).slice(4, 6), ...lines(MEDIA).slice(7)],
  ],
  [
    'the photo over two lines first: both its lines move',
    (text) => moveToFront(text, 'photos', 2),
    [...lines(MEDIA).slice(0, 4), ...lines(MEDIA).slice(7, 9), ...lines(MEDIA).slice(4, 7), ...lines(MEDIA).slice(9)],
  ],
  ['the first photo first: nothing changes', (text) => moveToFront(text, 'photos', 0), lines(MEDIA)],
  [
    'a photo removed with its line, the comment above it stays',
    (text) => removeMedia(text, 'photos', 1),
    [...lines(MEDIA).slice(0, 6), ...lines(MEDIA).slice(7)],
  ],
  [
    'the last recording of a list without trailing commas removed',
    (text) => removeMedia(text, 'audio', 0),
    [...lines(MEDIA).slice(0, 14), '];', ''],
  ],
];

for (const [name, change, expected] of CHANGES) {
  changes(name, () => {
    const text = change(MEDIA);
    assert.equal(lines(text), expected);
    compiled(text);
  });
}

changes('a title photo compiles first, the others after it in their order', () => {
  const photos = compiled(moveToFront(MEDIA, 'photos', 2)).photos as { file: string }[];
  assert.equal(
    photos.map((photo) => photo.file),
    ['saal.jpg', 'buehne.jpg', 'hof.jpg'],
  );
});

changes('the last photo first in a list without trailing commas: it takes a comma, the new last gives one up', () => {
  const text = [
    'export const photos = [',
    "  { file: 'a.jpg', alt: 'A', credit: 'X' },",
    "  { file: 'b.jpg', alt: 'B', credit: 'X' }",
    '];',
    '',
  ].join('\n');
  assert.equal(lines(moveToFront(text, 'photos', 1)), [
    'export const photos = [',
    "  { file: 'b.jpg', alt: 'B', credit: 'X' },",
    "  { file: 'a.jpg', alt: 'A', credit: 'X' }",
    '];',
    '',
  ]);
});

changes('a list on one line: the entry’s text moves to its front', () => {
  const text = "export const photos = [{ file: 'a.jpg', alt: 'A', credit: 'X' }, { file: 'b.jpg', alt: 'B', credit: 'X' }];\n";
  const moved = moveToFront(text, 'photos', 1);
  assert.equal(
    (compiled(moved).photos as { file: string }[]).map((photo) => photo.file),
    ['b.jpg', 'a.jpg'],
  );
});

changes.run();

const created = suite('media.ts missing, or a list left out');

created('no media.ts: the shipped form with the one line', () => {
  const text = addMedia('', 'photos', formatPhoto(NEW_PHOTO));
  assert.ok(text.startsWith(NEW_MEDIA.split('export const photos')[0] as string));
  assert.equal(compiled(text), { photos: [NEW_PHOTO], videos: [], audio: [] });
});

created('a media.ts without audio: the list is appended with its type imported, the rest byte for byte', () => {
  const text = 'export const photos = [];\n';
  const added = addMedia(text, 'audio', formatAudio({ file: 'a.mp3', title: 'A' }));
  assert.equal(lines(added), [
    "import type { RawAudio } from './readMedia';",
    'export const photos = [];',
    '',
    'export const audio: RawAudio[] = [',
    "  { file: 'a.mp3', title: 'A' },",
    '];',
    '',
  ]);
});

created.run();

const refused = suite('refused: forms the editor cannot change safely');

const REFUSED: [string, string, (text: string) => string, RegExp][] = [
  [
    'a list reversed after its ]',
    "export const photos = [{ file: 'a.jpg', alt: 'A', credit: 'X' }].reverse();\n",
    (text) => moveToFront(text, 'photos', 0),
    /media\.ts ist in einer Form geschrieben.*„\.reverse\(\)“/,
  ],
  [
    'a spread among the entries',
    'const older = [];\nexport const photos = [...older];\n',
    (text) => addMedia(text, 'photos', formatPhoto(NEW_PHOTO)),
    /media\.ts ist in einer Form geschrieben.*„\.\.\.older“/,
  ],
  [
    'a file that is no TypeScript',
    'export const photos = [\n',
    (text) => addMedia(text, 'photos', formatPhoto(NEW_PHOTO)),
    /media\.ts lässt sich nicht als TypeScript lesen/,
  ],
  ['no entry at that place', MEDIA, (text) => removeMedia(text, 'videos', 0), /Einen Eintrag an Stelle 0 gibt es nicht/],
  [
    'a key no photo has',
    MEDIA,
    (text) => addMedia(text, 'photos', formatPhoto({ ...NEW_PHOTO, title: 'x' } as never)),
    /Ein Foto hat kein Feld „title“/,
  ],
];

for (const [name, text, change, message] of REFUSED) {
  refused(name, () => {
    assert.throws(() => change(text), message);
  });
}

refused.run();
