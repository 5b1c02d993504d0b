// The band's photos, videos and recordings (src/data/media.ts) read and checked; every message names file, line, entry and problem.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../src/data/readMedia';
import { english, type Problem } from '../../src/domain/refusals';
import { locateMediaInSource } from '../../src/build/entryLines';
import { locateMediaByPosition, readMedia, type LocateMedia, type RawMedia } from '../../src/data/readMedia';

const photo = { file: 'kulturbahnhof-2025.jpg', alt: 'Upgrade auf der Bühne im Kulturbahnhof Kassel', credit: 'Anna Beispiel' };
const youtube = {
  youtube: 'https://www.youtube.com/watch?v=aBcDeFgHiJk',
  title: 'Live im Kulturbahnhof 2025',
  poster: 'video-kulturbahnhof.jpg',
};
const vimeo = { vimeo: 'https://vimeo.com/123456789/abcdef1234', title: 'Medley' };
const audio = { file: 'medley-80er.mp3', title: 'Medley 80er (live)' };

/** What readMedia makes of `raw`, and what it reports. */
function read(raw: unknown, locate: LocateMedia = locateMediaByPosition) {
  const problems: Problem[] = [];
  return { ...readMedia(raw, locate, problems), problems: problems.map(english) };
}

const API = suite('API');

API('exports the reader and its locator by position (the build has the one by line: src/build/entryLines.ts)', () => {
  assert.type(api.readMedia, 'function');
  assert.type(api.locateMediaByPosition, 'function');
  assert.type(locateMediaInSource, 'function');
});

API.run();

// ---

const accepts = suite('readMedia accepts');

accepts('a media file as docs show it, typeset, with the files it names', () => {
  const raw: RawMedia = { photos: [photo], videos: [youtube, vimeo], audio: [{ file: ' medley-80er.mp3 ', title: "Rock 'n' Roll" }] };
  assert.equal(read(raw), {
    media: {
      photos: [photo],
      videos: [
        { provider: 'youtube', id: 'aBcDeFgHiJk', title: 'Live im Kulturbahnhof 2025', poster: 'video-kulturbahnhof.jpg' },
        { provider: 'vimeo', id: '123456789', hash: 'abcdef1234', title: 'Medley', poster: '' },
      ],
      audio: [{ file: 'medley-80er.mp3', title: 'Rock ’n’ Roll' }],
    },
    files: [
      {
        file: 'kulturbahnhof-2025.jpg',
        kind: 'photo',
        where: 'src/data/media.ts (photos entry 1)',
        what: 'photo "kulturbahnhof-2025.jpg"',
      },
      {
        file: 'video-kulturbahnhof.jpg',
        kind: 'poster',
        where: 'src/data/media.ts (videos entry 1)',
        what: 'video "Live im Kulturbahnhof 2025"',
      },
      { file: 'medley-80er.mp3', kind: 'audio', where: 'src/data/media.ts (audio entry 1)', what: 'audio "medley-80er.mp3"' },
    ],
    problems: [],
  });
});

const EMPTY: [string, unknown][] = [
  ['no media.ts', undefined],
  ['a media.ts with no lists', {}],
  ['empty lists', { photos: [], videos: [], audio: [] }],
];

for (const [name, raw] of EMPTY) {
  accepts(`${name}: no media, no problem`, () =>
    assert.equal(read(raw), { media: { photos: [], videos: [], audio: [] }, files: [], problems: [] }),
  );
}

accepts('a list left out is an empty one', () => {
  const { media, problems } = read({ audio: [audio] });
  assert.equal([media.photos, media.videos, media.audio.length, problems], [[], [], 1, []]);
});

const FILE_NAMES = ['a.jpg', 'a.JPG', 'a.jpeg', 'a.png', 'a.webp', 'A.WEBP', 'mit Leerzeichen.jpg', 'fest..2025.jpg'];

accepts('a photo in JPEG, PNG or WebP, any case', () => {
  for (const file of FILE_NAMES) assert.equal(read({ photos: [{ ...photo, file }] }).problems, [], file);
});

// The build converts HEIC, an iPhone's own format, to JPEG (issue 46).
accepts('a photo in HEIC, as an iPhone saves it', () => {
  for (const file of ['IMG_1234.HEIC', 'a.heic', 'a.heif']) assert.equal(read({ photos: [{ ...photo, file }] }).problems, [], file);
});

accepts('an MP3 or Opus recording', () => {
  for (const file of ['a.mp3', 'a.MP3', 'a.opus']) assert.equal(read({ audio: [{ ...audio, file }] }).problems, [], file);
});

accepts('the same poster for two videos, and a photo as a poster', () => {
  const poster = photo.file;
  assert.equal(
    read({
      photos: [photo],
      videos: [
        { ...youtube, poster },
        { ...vimeo, poster },
      ],
    }).problems,
    [],
  );
});

accepts.run();

// ---

const refuses = suite('readMedia refuses, naming file, entry and problem');

const ALT = " – describe what the photo shows, e.g. 'Upgrade auf der Bühne im Kulturbahnhof Kassel'";
const CREDIT = " – name who took the photo (the Impressum credits every photographer), e.g. 'Anna Beispiel'";
const PASTE =
  "open the video on YouTube and paste the address from the browser's address bar, e.g. 'https://www.youtube.com/watch?v=aBcDeFgHiJk'";
const P = 'src/data/media.ts (photos entry 1): photo "kulturbahnhof-2025.jpg": ';
const V = 'src/data/media.ts (videos entry 1): video "Live im Kulturbahnhof 2025": ';
const A = 'src/data/media.ts (audio entry 1): audio "medley-80er.mp3": ';
const without = (entry: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(entry).filter(([k]) => k !== key));

const CASES: [string, unknown, (string | RegExp)[]][] = [
  ['a photo without alt', { photos: [without(photo, 'alt')] }, [`${P}alt is missing${ALT}`]],
  ['a blank alt', { photos: [{ ...photo, alt: '  ' }] }, [`${P}alt is empty${ALT}`]],
  [
    'an alt that is the file name',
    { photos: [{ ...photo, alt: 'kulturbahnhof-2025.jpg' }] },
    [`${P}alt "kulturbahnhof-2025.jpg" says nothing about the photo${ALT}`],
  ],
  [
    'an alt that is the file name without its ending',
    { photos: [{ ...photo, alt: 'Kulturbahnhof-2025' }] },
    [`${P}alt "Kulturbahnhof-2025" says nothing about the photo${ALT}`],
  ],
  ['an alt that says "Foto" only', { photos: [{ ...photo, alt: 'Foto' }] }, [`${P}alt "Foto" says nothing about the photo${ALT}`]],
  ['an alt that says "Bild 3" only', { photos: [{ ...photo, alt: 'Bild 3' }] }, [`${P}alt "Bild 3" says nothing about the photo${ALT}`]],
  ['an alt that is no text', { photos: [{ ...photo, alt: 5 }] }, [`${P}alt must be a text in quotes, got 5${ALT}`]],
  ['a photo without credit', { photos: [without(photo, 'credit')] }, [`${P}credit is missing${CREDIT}`]],
  ['a blank credit', { photos: [{ ...photo, credit: '' }] }, [`${P}credit is empty${CREDIT}`]],
  ['a photo without file', { photos: [without(photo, 'file')] }, ['src/data/media.ts (photos entry 1): photo ?: file is missing']],
  [
    'a photo in a folder',
    { photos: [{ ...photo, file: 'photos/a.jpg' }] },
    [
      `src/data/media.ts (photos entry 1): photo "photos/a.jpg": file "photos/a.jpg" must be the file's name only, without a folder, e.g. 'kulturbahnhof-2025.jpg'`,
    ],
  ],
  [
    'a photo outside the folder',
    { photos: [{ ...photo, file: '../band.jpg' }] },
    [/file "..\/band.jpg" must be the file's name only, without a folder/],
  ],
  ['a Windows folder', { photos: [{ ...photo, file: 'C:\\Fotos\\a.jpg' }] }, [/must be the file's name only, without a folder/]],
  ['a Windows drive', { photos: [{ ...photo, file: 'C:a.jpg' }] }, [/must be the file's name only, without a folder/]],
  ['a folder with a backslash', { photos: [{ ...photo, file: 'fotos\\a.jpg' }] }, [/must be the file's name only, without a folder/]],
  ['a hidden file', { photos: [{ ...photo, file: '.a.jpg' }] }, [/must be the file's name only, without a folder/]],
  [
    'a photo on another site',
    { photos: [{ ...photo, file: 'https://example.com/a.jpg' }] },
    [
      `src/data/media.ts (photos entry 1): photo "https://example.com/a.jpg": file "https://example.com/a.jpg" must be the name of the band's own file, not an address: save the file with the others and write its name, e.g. 'kulturbahnhof-2025.jpg'`,
    ],
  ],
  ['a data URL', { photos: [{ ...photo, file: 'data:image/png;base64,AAAA' }] }, [/not an address/]],
  [
    'a GIF',
    { photos: [{ ...photo, file: 'a.gif' }] },
    [
      'src/data/media.ts (photos entry 1): photo "a.gif": file "a.gif" must be a JPEG, PNG, WebP or HEIC file (.jpg, .jpeg, .png, .webp, .heic or .heif)',
    ],
  ],
  [
    'a file without an ending',
    { photos: [{ ...photo, file: 'kulturbahnhof' }] },
    [/file "kulturbahnhof" must be a JPEG, PNG, WebP or HEIC file/],
  ],
  ['a misspelt key', { photos: [{ ...photo, crdit: 'x' }] }, [`${P}unknown key 'crdit' (did you mean 'credit'?)`]],
  ['a key far from any', { photos: [{ ...photo, fotograf: 'Anna' }] }, [`${P}unknown key 'fotograf' (allowed: file, alt, credit)`]],
  [
    'a photo that is no entry',
    { photos: ['a.jpg'] },
    [
      `src/data/media.ts (photos entry 1): photo ?: expected { file: '….jpg', alt: '…', credit: '…' }, got "a.jpg"`,
      'src/data/media.ts (photos entry 1): photo ?: file is missing',
      `src/data/media.ts (photos entry 1): photo ?: alt is missing${ALT}`,
      `src/data/media.ts (photos entry 1): photo ?: credit is missing${CREDIT}`,
    ],
  ],
  [
    'a photo listed twice',
    { photos: [photo, { ...photo, alt: 'Die Band von hinten' }] },
    ['src/data/media.ts (photos entry 2): photo "kulturbahnhof-2025.jpg": the same file as src/data/media.ts (photos entry 1)'],
  ],
  [
    'a photo listed twice, written in other case (one file on a Mac)',
    { photos: [photo, { ...photo, file: 'Kulturbahnhof-2025.JPG' }] },
    ['src/data/media.ts (photos entry 2): photo "Kulturbahnhof-2025.JPG": the same file as src/data/media.ts (photos entry 1)'],
  ],
  [
    'photos that are no list',
    { photos: photo },
    [
      `src/data/media.ts (photos): photos must be a list in [ … ], e.g. [{ file: '….jpg', alt: '…', credit: '…' }], got {"file":"kulturbahnhof-2025.jpg","alt":"Upgrade auf der Bühne im Kulturbahnhof Kassel","credit":"Anna Beispiel"}`,
    ],
  ],
  ['a misspelt list', { fotos: [photo] }, ["src/data/media.ts (fotos): unknown export 'fotos' (did you mean 'photos'?)"]],
  ['a list in German', { bilder: [photo] }, ["src/data/media.ts (bilder): unknown export 'bilder' (allowed: photos, videos, audio)"]],
  [
    'media.ts that exports no lists',
    'photos',
    ['src/data/media.ts: media.ts must export the lists photos, videos and audio, got "photos"'],
  ],
  [
    'a video without an address',
    { videos: [without(youtube, 'youtube')] },
    [`${V}needs the video's address: youtube: 'https://www.youtube.com/watch?v=…' or vimeo: 'https://vimeo.com/…'`],
  ],
  [
    'a video with both addresses',
    { videos: [{ ...youtube, vimeo: vimeo.vimeo }] },
    [`${V}has both youtube and vimeo: give one video per entry`],
  ],
  [
    'a playlist',
    { videos: [{ ...youtube, youtube: 'https://www.youtube.com/playlist?list=PLx' }] },
    [`${V}youtube "https://www.youtube.com/playlist?list=PLx" is a playlist, not one video: ${PASTE}`],
  ],
  [
    'a Vimeo address as youtube',
    { videos: [{ ...youtube, youtube: 'https://vimeo.com/123456789' }] },
    [`${V}youtube "https://vimeo.com/123456789" is a Vimeo address: write it as vimeo: '…' instead of youtube: '…'`],
  ],
  ['an empty address', { videos: [{ ...youtube, youtube: '' }] }, [`${V}youtube is empty`]],
  [
    'an address that is no text',
    { videos: [{ ...vimeo, vimeo: 123456789 }] },
    [/video "Medley": vimeo must be a text in quotes, got 123456789$/],
  ],
  [
    'a video without title, named by its address',
    { videos: [without(youtube, 'title')] },
    [
      `src/data/media.ts (videos entry 1): video "https://www.youtube.com/watch?v=aBcDeFgHiJk": title is missing – the button and the link name the video by it, e.g. 'Live im Kulturbahnhof 2025'`,
    ],
  ],
  [
    'a poster on YouTube',
    { videos: [{ ...youtube, poster: 'https://i.ytimg.com/vi/aBcDeFgHiJk/hqdefault.jpg' }] },
    [/poster "https:\/\/i\.ytimg.*not an address/],
  ],
  [
    'a poster as a GIF',
    { videos: [{ ...youtube, poster: 'a.gif' }] },
    [`${V}poster "a.gif" must be a JPEG, PNG, WebP or HEIC file (.jpg, .jpeg, .png, .webp, .heic or .heif)`],
  ],
  ['a blank poster', { videos: [{ ...youtube, poster: ' ' }] }, [`${V}poster is empty`]],
  ['a misspelt video key', { videos: [{ ...youtube, titel: 'x' }] }, [`${V}unknown key 'titel' (did you mean 'title'?)`]],
  [
    'the same video twice, by two addresses',
    { videos: [youtube, { ...youtube, youtube: 'https://youtu.be/aBcDeFgHiJk', title: 'Nochmal' }] },
    ['src/data/media.ts (videos entry 2): video "Nochmal": the same video as src/data/media.ts (videos entry 1)'],
  ],
  [
    'a WAV recording',
    { audio: [{ ...audio, file: 'medley.wav' }] },
    [
      'src/data/media.ts (audio entry 1): audio "medley.wav": file "medley.wav" must be an MP3 or Opus file (.mp3 or .opus): convert it, e.g. with Audacity',
    ],
  ],
  ['an M4A recording', { audio: [{ ...audio, file: 'medley.m4a' }] }, [/must be an MP3 or Opus file \(\.mp3 or \.opus\)/]],
  [
    'a recording on another site',
    { audio: [{ ...audio, file: 'https://soundcloud.com/x.mp3' }] },
    [/file "https:\/\/soundcloud\.com\/x\.mp3" must be the name of the band's own file, not an address: .* e\.g\. 'medley-80er\.mp3'$/],
  ],
  [
    'a recording without title',
    { audio: [without(audio, 'title')] },
    [`${A}title is missing – the player is named by it, e.g. 'Medley 80er (live)'`],
  ],
  [
    'a recording listed twice',
    { audio: [audio, { ...audio, title: 'Nochmal' }] },
    ['src/data/media.ts (audio entry 2): audio "medley-80er.mp3": the same file as src/data/media.ts (audio entry 1)'],
  ],
];

for (const [name, raw, expected] of CASES) {
  refuses(name, () => {
    const { problems } = read(raw);
    assert.is(problems.length, expected.length, problems.join('\n'));
    expected.forEach((message, i) => {
      if (typeof message === 'string') assert.is(problems[i], message);
      else assert.match(problems[i] ?? '', message);
    });
  });
}

refuses('names no file of an entry with a problem (the build stops on the problem first)', () => {
  assert.equal(read({ photos: [{ ...photo, credit: '' }], videos: [{ ...youtube, title: '' }] }).files, []);
});

refuses.run();

// ---

const lines = suite('locateMediaInSource');

const SOURCE = `import type { RawAudio, RawPhoto, RawVideo } from './readMedia';

export const photos: RawPhoto[] = [
  { file: 'kulturbahnhof-2025.jpg', alt: 'Upgrade auf der Bühne im Kulturbahnhof Kassel', credit: 'Anna Beispiel' },
  {
    file: 'kulturbahnhof-2025.jpg', // "the same", in a comment: [ ] { }
    alt: 'Foto',
    credit: 'Anna Beispiel',
  },
];

export const videos: RawVideo[] = [];

export const fotos = [];
`;

lines('names the line where an entry starts, and the first of two', () => {
  const raw = {
    photos: [photo, { ...photo, alt: 'Foto' }],
    videos: [],
    fotos: [],
  };
  assert.equal(read(raw, locateMediaInSource('src/data/media.ts', SOURCE)).problems, [
    "src/data/media.ts:14: unknown export 'fotos' (did you mean 'photos'?)",
    `src/data/media.ts:5: photo "kulturbahnhof-2025.jpg": alt "Foto" says nothing about the photo${ALT}`,
  ]);
  assert.equal(read({ photos: [photo, photo] }, locateMediaInSource('src/data/media.ts', SOURCE)).problems, [
    'src/data/media.ts:5: photo "kulturbahnhof-2025.jpg": the same file as src/data/media.ts:4',
  ]);
});

lines('names the list, or the file, where there is no entry', () => {
  const locate = locateMediaInSource('data/media.ts', SOURCE);
  assert.equal(
    [locate('photos'), locate('videos'), locate('audio'), locate('')],
    ['data/media.ts:3', 'data/media.ts:12', 'data/media.ts', 'data/media.ts'],
  );
  assert.equal(locate('videos', 0), 'data/media.ts');
});

lines('gives the build each file with its line', () => {
  const { files } = read({ photos: [photo, { ...photo, file: 'zwei.png' }] }, locateMediaInSource('src/data/media.ts', SOURCE));
  assert.equal(
    files.map(({ file, where }) => `${where} ${file}`),
    ['src/data/media.ts:4 kulturbahnhof-2025.jpg', 'src/data/media.ts:5 zwei.png'],
  );
});

lines.run();
