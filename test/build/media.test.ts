// src/data/media.ts in the data check (issue 38): read with the other files when it is there, its
// files looked up beside it (photos/, audio/), each refusal with the line that names the file. A
// folder without media.ts has no media and passes as before.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { BuildError } from '../../src/build/BuildError';
import { checkMediaFiles } from '../../src/build/checkMediaFiles';
import { loadData } from '../../src/build/loadData';
import { produce } from '../../src/build/produce';
import sharp from 'sharp';
import { ROOT } from '../../src/build/paths';
import type { MediaFile } from '../../src/data/readMedia';
import { english, type Problem } from '../../src/domain/refusals';
import { cameraJpeg, OWNER, plainJpeg, SERIAL } from '../fixtures/personalPhoto';
import { apic, coverWithGps, GPS_TEXT, id3v1, id3v2, mpegFrames, opusStream, pictureComment, soundPackets, txxx } from '../fixtures/audio';

/** The first bytes of each kind of file, enough for the check (it reads no further). */
const BYTES = {
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
  png: Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\rIHDR', 'latin1'),
  webp: Buffer.from('RIFF\x24\0\0\0WEBPVP8 ', 'latin1'),
  heic: Buffer.from('\0\0\0\x18ftypheic\0\0\0\0', 'latin1'),
  mp3: Buffer.from('ID3\x04\0\0\0\0\0\0', 'latin1'),
  opus: Buffer.from('OggS\0\x02\0\0\0\0\0\0', 'latin1'),
  empty: Buffer.alloc(0),
};

const MEDIA = [
  'export const photos = [',
  "  { file: 'kulturbahnhof-2025.jpg', alt: 'Upgrade auf der Bühne im Kulturbahnhof Kassel', credit: 'Anna Beispiel' },", // 2
  "  { file: 'sommerfest.png', alt: 'Tanzfläche beim Sommerfest am Auedamm', credit: 'Ben Muster' },", // 3
  '];',
  'export const videos = [',
  "  { youtube: 'https://youtu.be/aBcDeFgHiJk', title: 'Live im Kulturbahnhof 2025', poster: 'poster.webp' },", // 6
  '];',
  "export const audio = [{ file: 'medley-80er.mp3', title: 'Medley 80er (live)' }];", // 8
  '',
].join('\n');

let folder: string;

/** A data folder: the fixtures' three files (`edit` changes their texts), media.ts (when given) and the files by folder and name. */
async function dataFolder(
  media: string | undefined,
  files: Record<string, Buffer> = {},
  edit: (name: string, text: string) => string = (_name, text) => text,
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'band-media-'));
  for (const name of ['band', 'gigs', 'songs']) {
    await writeFile(join(dir, `${name}.ts`), edit(name, await readFile(join(ROOT, 'test/fixtures/data', `${name}.ts`), 'utf8')));
  }
  if (media !== undefined) await writeFile(join(dir, 'media.ts'), media);
  for (const [path, bytes] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), bytes);
  }
  return dir;
}

const ALL = {
  'photos/kulturbahnhof-2025.jpg': BYTES.jpeg,
  'photos/sommerfest.png': BYTES.png,
  'photos/poster.webp': BYTES.webp,
  'audio/medley-80er.mp3': BYTES.mp3,
};

/** `files` without the one at `path`. */
const without = (files: Record<string, Buffer>, path: string) =>
  Object.fromEntries(Object.entries(files).filter(([name]) => name !== path));

/** The data check's refusal for `folder`, or undefined when it passes. */
async function refusal(dir: string): Promise<string | undefined> {
  try {
    await loadData(dir);
    return undefined;
  } catch (error) {
    assert.instance(error, BuildError);
    return (error as Error).message;
  }
}

const media = suite('media.ts in the data check');

media.after.each(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

media('a folder without media.ts passes as before', async () => {
  folder = await dataFolder(undefined);
  assert.is(await refusal(folder), undefined);
});

media('every file named and in its folder, of its kind: passes', async () => {
  folder = await dataFolder(MEDIA, ALL);
  assert.is(await refusal(folder), undefined);
});

// [what is wrong, media.ts, the files, what the refusal says]
const REFUSED: [string, string, Record<string, Buffer>, RegExp][] = [
  [
    'a photo not in the folder',
    MEDIA,
    without(ALL, 'photos/kulturbahnhof-2025.jpg'),
    /media\.ts:2: photo "kulturbahnhof-2025\.jpg": \S*photos\/kulturbahnhof-2025\.jpg is not there – put the file into \S*photos\/ or correct the name/,
  ],
  [
    'a name in other letters than the file’s',
    MEDIA.replace("'sommerfest.png'", "'Sommerfest.PNG'"),
    ALL,
    /media\.ts:3: photo "Sommerfest\.PNG": the folder holds 'sommerfest\.png', not 'Sommerfest\.PNG' – write the name exactly as the file is called/,
  ],
  [
    'an iPhone photo renamed to .jpg',
    MEDIA,
    { ...ALL, 'photos/kulturbahnhof-2025.jpg': BYTES.heic },
    /media\.ts:2: photo "kulturbahnhof-2025\.jpg": \S+ is not a JPEG file but an iPhone photo in HEIC format – renaming does not change it: name it \.heic \(the build converts it to JPEG\)/,
  ],
  [
    'a PNG saved as .webp (the poster)',
    MEDIA,
    { ...ALL, 'photos/poster.webp': BYTES.png },
    /media\.ts:6: video "Live im Kulturbahnhof 2025": \S*poster\.webp is not a WebP file but a PNG file/,
  ],
  [
    'an empty recording',
    MEDIA,
    { ...ALL, 'audio/medley-80er.mp3': BYTES.empty },
    /media\.ts:8: audio "medley-80er\.mp3": \S*medley-80er\.mp3 is not an MP3 file but unreadable \(empty or damaged\)/,
  ],
  [
    'a photo without alt (the reader’s refusal, with its line)',
    MEDIA.replace("alt: 'Tanzfläche beim Sommerfest am Auedamm', ", ''),
    ALL,
    /media\.ts:3: photo "sommerfest\.png": alt is missing/,
  ],
];

for (const [what, text, files, said] of REFUSED) {
  media(`refused: ${what}`, async () => {
    folder = await dataFolder(text, files);
    const message = await refusal(folder);
    assert.ok(message, 'refused');
    assert.match(message!, said);
  });
}

// The build converts HEIC to JPEG (issue 46): the data check takes it by its ending, and checks its content.
media('an iPhone photo listed as .heic passes the data check, and is not said to be unnamed', async () => {
  folder = await dataFolder(MEDIA.replace("'sommerfest.png'", "'IMG_4711.heic'"), {
    ...without(ALL, 'photos/sommerfest.png'),
    'photos/IMG_4711.heic': BYTES.heic,
  });
  const warned: string[] = [];
  const warn = console.warn;
  console.warn = (line: string) => warned.push(line);
  try {
    assert.is(await refusal(folder), undefined);
  } finally {
    console.warn = warn;
  }
  assert.equal(warned, []);
});

media('a JPEG named .heic is refused: the ending promises HEIC', async () => {
  folder = await dataFolder(MEDIA.replace("'sommerfest.png'", "'IMG_4711.heic'"), {
    ...without(ALL, 'photos/sommerfest.png'),
    'photos/IMG_4711.heic': BYTES.jpeg,
  });
  assert.match((await refusal(folder))!, /media\.ts:3: .*IMG_4711\.heic is not an iPhone photo in HEIC format but a JPEG file/);
});

media('a recording kept beside the photos (no audio/ folder) is found there, and copied into dist/audio/', async () => {
  folder = await dataFolder(MEDIA, {
    ...without(ALL, 'audio/medley-80er.mp3'),
    'photos/kulturbahnhof-2025.jpg': await photo(900, 600, 'jpeg'),
    'photos/sommerfest.png': await photo(800, 600, 'png'),
    'photos/poster.webp': await photo(1280, 720, 'webp'),
    'photos/medley-80er.mp3': Buffer.concat([BYTES.mp3, mpegFrames(2)]),
  });
  const { files } = await produce(folder);
  assert.ok(Object.keys(files).some((path) => /^dist\/audio\/medley-80er\.[0-9a-f]{10}\.mp3$/.test(path)));
});

media('an Opus recording is an Ogg file: passes', async () => {
  folder = await dataFolder(MEDIA.replace('medley-80er.mp3', 'medley-80er.opus'), {
    ...without(ALL, 'audio/medley-80er.mp3'),
    'audio/medley-80er.opus': BYTES.opus,
  });
  assert.is(await refusal(folder), undefined);
});

media('a file in the folders that nothing names is pointed out, hidden files aside', async () => {
  folder = await dataFolder(MEDIA, { ...ALL, 'photos/probe.jpg': BYTES.jpeg, 'photos/.DS_Store': BYTES.empty, 'audio/alt.mp3': BYTES.mp3 });
  const named: MediaFile[] = [
    { file: 'kulturbahnhof-2025.jpg', kind: 'photo', where: 'media.ts:2', what: 'photo' },
    { file: 'sommerfest.png', kind: 'photo', where: 'media.ts:3', what: 'photo' },
    { file: 'poster.webp', kind: 'poster', where: 'media.ts:6', what: 'video' },
    { file: 'medley-80er.mp3', kind: 'audio', where: 'media.ts:8', what: 'recording' },
  ];
  const problems: Problem[] = [];
  const found: Problem[] = [];
  await checkMediaFiles(folder, named, problems, found);
  const warnings = found.map(english);
  assert.equal(problems, []);
  assert.equal(warnings.length, 2, warnings.join('\n'));
  assert.match(warnings[0]!, /photos\/probe\.jpg is in the folder, but media\.ts does not name it/);
  assert.match(warnings[1]!, /audio\/alt\.mp3 is in the folder, but media\.ts does not name it: list it \(a recording with its title\)/);
});

/** A real photo of `width` × `height` pixels in `format`, as a camera would save one (the files above are only their first bytes). */
const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 30 } } })
    .toFormat(format)
    .toBuffer();

media('the build makes every photo and poster into dist/photos/, each once', async () => {
  folder = await dataFolder(MEDIA, {
    'photos/kulturbahnhof-2025.jpg': await photo(2000, 1333, 'jpeg'),
    'photos/sommerfest.png': await photo(800, 600, 'png'),
    'photos/poster.webp': await photo(1280, 720, 'webp'),
    'audio/medley-80er.mp3': Buffer.concat([BYTES.mp3, mpegFrames(2)]),
  });
  const { files } = await produce(folder);
  const made = Object.keys(files)
    .filter((path) => path.startsWith('dist/photos/'))
    .map((path) => path.replace(/\.[0-9a-f]{10}\./, '.'))
    .sort();
  assert.equal(
    made,
    [
      ...['kulturbahnhof-2025-480', 'kulturbahnhof-2025-720', 'kulturbahnhof-2025-960', 'kulturbahnhof-2025-1600'].flatMap((name) =>
        ['avif', 'jpg', 'webp'].map((ext) => `dist/photos/${name}.${ext}`),
      ),
      ...['poster-480', 'poster-720', 'poster-960', 'poster-1280'].flatMap((name) =>
        ['avif', 'jpg', 'webp'].map((ext) => `dist/photos/${name}.${ext}`),
      ),
      ...['sommerfest-480', 'sommerfest-720', 'sommerfest-800'].flatMap((name) =>
        ['avif', 'jpg', 'webp'].map((ext) => `dist/photos/${name}.${ext}`),
      ),
    ].sort(),
  );
});

media('a photo cut short is refused with its line, and nothing is made', async () => {
  const whole = await photo(900, 600, 'jpeg');
  folder = await dataFolder(MEDIA, {
    ...ALL,
    'photos/kulturbahnhof-2025.jpg': whole.subarray(0, whole.length >> 1),
    'photos/sommerfest.png': await photo(800, 600, 'png'),
    'photos/poster.webp': await photo(1280, 720, 'webp'),
  });
  const error = await produce(folder).then(
    () => undefined,
    (failure: Error) => failure,
  );
  assert.instance(error, BuildError);
  assert.match(
    error!.message,
    /^A photo could not be read; nothing was written:\n {2}\S*media\.ts:2: photo "kulturbahnhof-2025\.jpg": kulturbahnhof-2025\.jpg could not be read as a photo \(VipsJpeg: premature end of JPEG image\) – export it again[^\n]*$/,
  );
});

media('two photos that cannot be read: each with its own reason, in media.ts’s order', async () => {
  const jpeg = await photo(900, 600, 'jpeg');
  const png = await photo(800, 600, 'png');
  folder = await dataFolder(MEDIA, {
    ...ALL,
    'photos/kulturbahnhof-2025.jpg': jpeg.subarray(0, jpeg.length >> 1),
    'photos/sommerfest.png': png.subarray(0, 40),
    'photos/poster.webp': await photo(1280, 720, 'webp'),
  });
  const message = await produce(folder).then(
    () => '',
    (failure: Error) => failure.message,
  );
  const lines = message.split('\n').slice(1);
  assert.is(lines.length, 2, message);
  assert.match(
    lines[0]!,
    /media\.ts:2: photo "kulturbahnhof-2025\.jpg": kulturbahnhof-2025\.jpg could not be read as a photo \(VipsJpeg: premature end of JPEG image\)/,
  );
  assert.match(
    lines[1]!,
    /media\.ts:3: photo "sommerfest\.png": sommerfest\.png could not be read as a photo \(Input buffer has corrupt header:?\)/,
  );
  assert.not.match(message, /Unknown error|VipsJpeg[^\n]*png|png[^\n]*VipsJpeg/i, 'no reason mixed with the other’s');
});

/** band.ts with a portrait file and its photographer. */
const withPortrait =
  (file: string, credit = 'Anna Beispiel') =>
  (name: string, text: string) =>
    name === 'band' ? text.replace("portrait: ''", `portrait: '${file}'`).replace("photoCredit: ''", `photoCredit: '${credit}'`) : text;

// [what is wrong, media.ts, the files, how band.ts and gigs.ts are changed, what the refusal says (each line)]
const REFUSED_MORE: [string, string | undefined, Record<string, Buffer>, (name: string, text: string) => string, RegExp[]][] = [
  [
    'a portrait file that is not there',
    undefined,
    {},
    withPortrait('portrait.jpg'),
    [/band\.ts:\d+: portrait: \S*photos\/portrait\.jpg is not there/],
  ],
  [
    'a portrait given as an address, as docs/band.md once allowed',
    undefined,
    {},
    withPortrait('https://example.com/portrait.jpg'),
    [/band\.ts:\d+: .*portrait .*must be the name of the band's own file, not an address.*'portrait\.jpg'/],
  ],
  [
    'a missing photo and a wrong date: both named in one run',
    MEDIA,
    without(ALL, 'photos/sommerfest.png'),
    (name, text) => (name === 'gigs' ? text.replace("'2023-07-14'", "'2023-07-32'") : text),
    [/gigs\.ts:\d+: .*2023-07-32/, /media\.ts:3: photo "sommerfest\.png": \S*sommerfest\.png is not there/],
  ],
  [
    'a folder named like the photo',
    MEDIA,
    { ...without(ALL, 'photos/sommerfest.png'), 'photos/sommerfest.png/x.txt': BYTES.empty },
    (_name, text) => text,
    [/media\.ts:3: photo "sommerfest\.png": \S*sommerfest\.png is a folder or cannot be opened/],
  ],
];

for (const [what, text, files, edit, said] of REFUSED_MORE) {
  media(`refused: ${what}`, async () => {
    folder = await dataFolder(text, files, edit);
    const message = await refusal(folder);
    assert.ok(message, 'refused');
    for (const line of said) assert.match(message!, line);
  });
}

media('what the pages show: photos, poster, portrait and recording in band.js, the recording’s frames under their hash', async () => {
  const frames = mpegFrames(3);
  const recording = Buffer.concat([BYTES.mp3, frames]);
  folder = await dataFolder(
    MEDIA,
    {
      'photos/kulturbahnhof-2025.jpg': await photo(2000, 1333, 'jpeg'),
      'photos/sommerfest.png': await photo(800, 600, 'png'),
      'photos/poster.webp': await photo(1280, 720, 'webp'),
      'photos/portrait.jpg': await photo(600, 600, 'jpeg'),
      'audio/medley-80er.mp3': recording,
    },
    withPortrait('portrait.jpg'),
  );
  const { files } = await produce(folder);
  const audio = Object.keys(files).filter((path) => path.startsWith('dist/audio/'));
  assert.equal(
    audio.map((path) => path.replace(/\.[0-9a-f]{10}\./, '.')),
    ['dist/audio/medley-80er.mp3'],
  );
  assert.equal(Buffer.from(files[audio[0]!] as Uint8Array), frames, 'the recording’s frames byte for byte, its (empty) tag gone');
  const bundle = Buffer.from(files['dist/band.js'] as Uint8Array).toString('latin1');
  for (const path of Object.keys(files).filter((p) => /^dist\/(photos|audio)\//.test(p))) {
    assert.ok(bundle.includes(path.slice('dist/'.length)), `band.js names ${path}`);
  }
  assert.ok(
    Object.keys(files).some((path) => /^dist\/photos\/portrait-600\.[0-9a-f]{10}\.avif$/.test(path)),
    'the portrait made',
  );
  // Found beside band.js, whichever page loads it.
  assert.ok(bundle.includes('currentScript'), 'band.js takes its own address');
});

media('without media.ts and portrait, band.js carries no media and dist/ no photos or recordings', async () => {
  folder = await dataFolder(undefined);
  const { files } = await produce(folder);
  const bundle = Buffer.from(files['dist/band.js'] as Uint8Array).toString('latin1');
  assert.not.ok(bundle.includes('"photos/') || bundle.includes('"audio/'));
  assert.not.ok(Object.keys(files).some((path) => /^dist\/(photos|audio)\//.test(path)));
});

/** media.ts with one recording and nothing else; the recording's entry on line 4. */
const audioOnly = (file: string) =>
  `export const photos = [];\nexport const videos = [];\nexport const audio = [\n  { file: '${file}', title: 'Medley 80er (live)' },\n];\n`;

media(
  'a tagged MP3 (a GPS position in TXXX, a cover with EXIF GPS) goes into dist/audio/ without its tags, named by its frames’ hash',
  async () => {
    const cover = await coverWithGps();
    assert.ok(cover.includes('Exif'), 'the cover carries EXIF');
    const frames = mpegFrames(8);
    const tagged = Buffer.concat([id3v2([txxx('GPS', GPS_TEXT), apic(cover)]), frames, id3v1('Medley 80er', GPS_TEXT)]);
    folder = await dataFolder(audioOnly('medley-80er.mp3'), {
      'audio/medley-80er.mp3': tagged,
    });
    const { files } = await produce(folder);
    const hash = createHash('sha256').update(frames).digest('hex').slice(0, 10);
    const shipped = Buffer.from(files[`dist/audio/medley-80er.${hash}.mp3`] as Uint8Array);
    assert.ok(shipped.equals(frames), 'the frames byte for byte, under their own hash');
    for (const telltale of [GPS_TEXT, 'GPS', 'APIC', 'TXXX', 'ID3', 'TAG', 'Exif'])
      assert.not.ok(shipped.includes(telltale), `no '${telltale}'`);
    assert.not.ok(shipped.includes(cover.subarray(0, 64)), 'no part of the cover');
    const bundle = Buffer.from(files['dist/band.js'] as Uint8Array).toString('latin1');
    assert.ok(bundle.includes(`audio/medley-80er.${hash}.mp3`), 'band.js names the file that ships');
    assert.not.ok(bundle.includes(GPS_TEXT), 'nor does the position reach band.js');
  },
);

media('an Opus recording goes out with its comments (and cover) reduced to the vendor string', async () => {
  const cover = await coverWithGps();
  const sound = soundPackets(8);
  folder = await dataFolder(audioOnly('medley-80er.opus'), {
    'audio/medley-80er.opus': opusStream(1, [`LOCATION=${GPS_TEXT}`, pictureComment(cover)], sound),
  });
  const { files } = await produce(folder);
  const [path, ...more] = Object.keys(files).filter((name) => name.startsWith('dist/audio/'));
  assert.match(path!, /^dist\/audio\/medley-80er\.[0-9a-f]{10}\.opus$/);
  assert.is(more.length, 0);
  const shipped = Buffer.from(files[path!] as Uint8Array);
  for (const telltale of [GPS_TEXT, 'METADATA_BLOCK_PICTURE', 'Exif']) assert.not.ok(shipped.includes(telltale), `no '${telltale}'`);
  assert.ok(shipped.includes(sound[5]!), 'the sound is there');
});

media('a recording whose tag is cut short is refused with the line that lists it; nothing is written', async () => {
  const cover = await coverWithGps();
  folder = await dataFolder(audioOnly('medley-80er.mp3'), {
    'audio/medley-80er.mp3': id3v2([txxx('GPS', GPS_TEXT), apic(cover)]).subarray(0, 200),
  });
  const error = await produce(folder).then(
    () => undefined,
    (failure: Error) => failure,
  );
  assert.instance(error, BuildError);
  assert.match(
    error!.message,
    /^A recording could not be published; nothing was written:\n {2}\S*media\.ts:4: audio "medley-80er\.mp3": medley-80er\.mp3 cannot go online as it is: its ID3 tag is cut short/,
  );
});

const personal = suite('checkMediaFiles: what of a person an original gives away');

personal('each original with GPS, a serial number, a name or tags is named with what it carries; clean ones are not', async () => {
  folder = await dataFolder(MEDIA, {
    'photos/kulturbahnhof-2025.jpg': await cameraJpeg(),
    'photos/sommerfest.png': await sharp(await cameraJpeg())
      .png()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 0/1 0/1' } })
      .toBuffer(),
    'photos/poster.webp': await photo(1280, 720, 'webp'),
    'photos/probe.jpg': await plainJpeg(),
    'audio/medley-80er.mp3': Buffer.concat([id3v2([txxx('location', GPS_TEXT)]), mpegFrames(2)]),
    'audio/ohne-tags.mp3': mpegFrames(2),
  });
  const problems: Problem[] = [];
  const found: Problem[] = [];
  await checkMediaFiles(folder, [], problems, found);
  const carried = found.filter((warning) => warning.said.kind === 'fileMetadata').map(english);
  assert.equal(
    carried.map((line) => line.split(' carries ')[0]!.replace(/^.*\/(photos|audio)\//, '$1/')),
    ['photos/kulturbahnhof-2025.jpg', 'photos/sommerfest.png', 'audio/medley-80er.mp3'],
  );
  assert.match(
    carried[0]!,
    "carries the place it was taken (GPS), a serial number (camera or lens) and a person's name (owner, photographer or copyright) – the repository keeps it",
  );
  assert.match(carried[0]!, 'Metadaten entfernen');
  assert.match(carried[1]!, /carries the place it was taken \(GPS\) – /);
  assert.match(carried[2]!, /carries tags .* export the recording again without tags$/);
  for (const line of carried) (assert.not.match(line, SERIAL), assert.not.match(line, OWNER));
});

personal('npm run build -- --check prints the warning with the file, and passes', async () => {
  folder = await dataFolder(MEDIA, { ...ALL, 'photos/kulturbahnhof-2025.jpg': await cameraJpeg() });
  const printed: string[] = [];
  const warn = console.warn;
  console.warn = (line: string) => void printed.push(line);
  try {
    await loadData(folder);
  } finally {
    console.warn = warn;
  }
  const line = printed.find((text) => text.includes('carries'));
  assert.ok(line, printed.join('\n'));
  assert.match(line!, /^Warning: \S*photos\/kulturbahnhof-2025\.jpg carries the place it was taken \(GPS\), a serial number/);
});

personal.after.each(async () => {
  await rm(folder, { recursive: true, force: true });
});

media.run();
personal.run();
