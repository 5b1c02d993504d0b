// The band's site with photos, videos, a recording and a portrait (issue 38), for the browser suite that looks at
// them (test/browser/media.test.ts): a data folder of the test fixtures' band, gigs and songs plus media.ts and
// files made here (photos drawn by sharp, one carrying a phone's GPS position and camera serial number; a
// silent MP3), built by `produce` as `npm run build` builds it, and served from memory as the band's static
// host serves dist/: each file with its headers from dist/_headers, and, where _headers leaves the type to
// the host (the photos' folder), the type the host's own table gives it (src/dev/contentTypes.ts).
import { createServer, type IncomingMessage } from 'node:http';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import sharp from 'sharp';
import { produce } from '../../src/build/produce';
import { CONTENT_TYPES } from '../../src/dev/contentTypes';
import { epochOfDay } from '../../src/static/buildDay';
import { ROOT, type Served } from './browser';
import { headersAt, parseHeadersFile } from './headers';

/** The camera's serial number in the photo with a phone's metadata: no byte of it may reach dist/. */
export const SERIAL = 'F2LXK0Q8N72J';

/** The videos as media.ts lists them, and the players their clicks load. */
export const YOUTUBE = {
  address: 'https://www.youtube.com/watch?v=aBcDeFgHiJk',
  title: 'Live im Kulturbahnhof 2025',
  player: 'https://www.youtube-nocookie.com/embed/aBcDeFgHiJk?autoplay=1',
  watch: 'https://www.youtube.com/watch?v=aBcDeFgHiJk',
};
export const VIMEO = {
  address: 'https://vimeo.com/123456789',
  title: 'Sommerfest am Auedamm',
  player: 'https://player.vimeo.com/video/123456789?dnt=1&autoplay=1',
  watch: 'https://vimeo.com/123456789',
};

/** The photos as media.ts lists them: the first leads Home. */
export const PHOTOS = [
  { file: 'buehne.jpg', alt: 'Upgrade auf der Bühne im Kulturbahnhof Kassel', credit: 'Anna Beispiel' },
  { file: 'tanzflaeche.png', alt: 'Volle Tanzfläche beim Sommerfest am Auedamm', credit: 'Ben Muster' },
  { file: 'probe.webp', alt: 'Die Band bei der Probe im Proberaum', credit: 'Anna Beispiel' },
] as const;

// As the band writes it (src/data/media.ts); the types' import is erased when the build reads the file.
const MEDIA = `import type { RawAudio, RawPhoto, RawVideo } from './readMedia';

export const photos: RawPhoto[] = [
${PHOTOS.map((p) => `  { file: '${p.file}', alt: '${p.alt}', credit: '${p.credit}' },`).join('\n')}
];

export const videos: RawVideo[] = [
  { youtube: '${YOUTUBE.address}', title: '${YOUTUBE.title}', poster: 'video-poster.jpg' },
  { vimeo: '${VIMEO.address}', title: '${VIMEO.title}' },
];

export const audio: RawAudio[] = [{ file: 'medley-80er.mp3', title: 'Medley 80er (live)' }];
`;

/**
 * A photo drawn for the tests: a stage-coloured gradient, a few lights and its name in large letters,
 * so that a screenshot shows which photo stands where. `phone` adds what a phone writes into its photos:
 * the GPS position, the camera and its serial number.
 */
async function drawnPhoto(
  label: string,
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp',
  hue: number,
  phone = false,
): Promise<Buffer> {
  const lights = [0.2, 0.5, 0.8]
    .map((x, i) => `<circle cx="${x * width}" cy="${height * 0.12}" r="${height * 0.09}" fill="hsl(${hue + i * 40},90%,70%)"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,25%)"/><stop offset="1" stop-color="hsl(${hue + 30},70%,55%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${lights}
    <rect x="${width * 0.1}" y="${height * 0.7}" width="${width * 0.8}" height="${height * 0.08}" fill="rgba(0,0,0,.5)"/>
    <text x="50%" y="55%" font-family="sans-serif" font-size="${height / 7}" font-weight="bold" fill="#fff" text-anchor="middle">${label}</text>
  </svg>`;
  let image = sharp(Buffer.from(svg)).toFormat(format);
  if (phone)
    image = image.withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      IFD2: { BodySerialNumber: SERIAL },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 18/1 5/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 29/1 49/1' },
    });
  return image.toBuffer();
}

/**
 * A second of silence as an MP3 the data check (src/build/checkMediaFiles.ts: a frame sync, 0xFFE) and a
 * browser both take: 38 MPEG-1 Layer III frames at 128 kbit/s and 44.1 kHz, 417 bytes each, all zero after the header.
 */
function silentMp3(): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat(Array.from({ length: 38 }, () => frame));
}

/** The data folder: the fixtures' files (band.ts with `portrait` when given), media.ts when given, and the files by path. */
async function dataFolder(media: string | undefined, files: Record<string, Buffer>, portrait: boolean): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'band-media-site-'));
  for (const name of ['band', 'gigs', 'songs']) {
    let text = await readFile(join(ROOT, 'test/fixtures/data', `${name}.ts`), 'utf8');
    if (name === 'band' && portrait)
      text = text.replace("portrait: ''", "portrait: 'portrait.jpg'").replace("photoCredit: ''", "photoCredit: 'Clara Fotografin'");
    await writeFile(join(dir, `${name}.ts`), text);
  }
  if (media !== undefined) await writeFile(join(dir, 'media.ts'), media);
  for (const [path, bytes] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), bytes);
  }
  return dir;
}

/** dist/ by path from the site's root ('index.html', 'photos/buehne-480.0123456789.avif'). */
export type Dist = Record<string, string | Uint8Array>;

/** What `produce` made of the data folder `dir`, for the tests' day (test/setup/browser.ts NOW), dist/'s files only. */
async function build(dir: string): Promise<Dist> {
  const before = process.env.SOURCE_DATE_EPOCH;
  process.env.SOURCE_DATE_EPOCH = epochOfDay('2025-09-01');
  try {
    const { files } = await produce(dir);
    return Object.fromEntries(
      Object.entries(files)
        .filter(([path]) => path.startsWith('dist/'))
        .map(([path, content]) => [path.slice('dist/'.length), content]),
    );
  } finally {
    if (before === undefined) delete process.env.SOURCE_DATE_EPOCH;
    else process.env.SOURCE_DATE_EPOCH = before;
  }
}

/** The files the band put into its data folder, by path there ('photos/buehne.jpg'). */
export type Sources = Record<string, Buffer>;

/**
 * The site with everything issue 38 shows: three photos (the first with a phone's metadata), a YouTube video
 * with the band's poster, a Vimeo video with the drawn one, a recording, and the portrait on Kontakt; and the
 * files it was built from.
 */
export async function mediaSite(): Promise<{ dist: Dist; sources: Sources }> {
  const sources: Sources = {
    'photos/buehne.jpg': await drawnPhoto('Foto 1: Bühne', 2400, 1600, 'jpeg', 260, true),
    'photos/tanzflaeche.png': await drawnPhoto('Foto 2: Tanzfläche', 1600, 1067, 'png', 20),
    'photos/probe.webp': await drawnPhoto('Foto 3: Probe', 1200, 800, 'webp', 140),
    'photos/video-poster.jpg': await drawnPhoto('Poster: Kulturbahnhof', 1280, 720, 'jpeg', 200),
    'photos/portrait.jpg': await drawnPhoto('Porträt', 900, 900, 'jpeg', 320),
    'audio/medley-80er.mp3': silentMp3(),
  };
  const dir = await dataFolder(MEDIA, sources, true);
  try {
    return { dist: await build(dir), sources };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** What clients ask before booking (issue 47): the fixtures' references.ts, faq.ts, lineups.ts and press.ts, by file name. */
export async function extrasFixtures(): Promise<Record<string, Buffer>> {
  const names = ['references.ts', 'faq.ts', 'lineups.ts', 'press.ts'];
  return Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await readFile(join(ROOT, 'test/fixtures/extraFiles', name))] as const)),
  );
}

/**
 * The media site with testimonials, references, questions, line-ups and the press texts besides (issue 47):
 * the press page and its downloads, a press photo of each of the three photos.
 */
export async function pressSite(): Promise<{ dist: Dist; sources: Sources }> {
  const sources: Sources = {
    'photos/buehne.jpg': await drawnPhoto('Foto 1: Bühne', 4000, 2667, 'jpeg', 260, true),
    'photos/tanzflaeche.png': await drawnPhoto('Foto 2: Tanzfläche', 1600, 1067, 'png', 20),
    'photos/probe.webp': await drawnPhoto('Foto 3: Probe', 1200, 800, 'webp', 140),
    'photos/video-poster.jpg': await drawnPhoto('Poster: Kulturbahnhof', 1280, 720, 'jpeg', 200),
    'photos/portrait.jpg': await drawnPhoto('Porträt', 900, 900, 'jpeg', 320),
    'audio/medley-80er.mp3': silentMp3(),
  };
  const dir = await dataFolder(MEDIA, { ...sources, ...(await extrasFixtures()) }, true);
  try {
    return { dist: await build(dir), sources };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The same band without media.ts: no photo, no video. */
export async function plainSite(): Promise<Dist> {
  const dir = await dataFolder(undefined, {}, false);
  try {
    return await build(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface HostOptions {
  /** Further headers for a path (a report-only policy for the page). */
  headers?: (path: string) => Record<string, string>;
  /** Changes the HTML of a page before it is sent. */
  html?: (text: string) => string;
  /** Further files by path ('/media-watch.js'), typed by extension. */
  extra?: Record<string, string>;
}

/**
 * Serves `dist` on 127.0.0.1 as the band's static host does: each file with the headers dist/_headers gives it,
 * its type from the host's table where _headers gives none; no compression (the photos are not compressed anyway).
 */
export async function hostSite(dist: Dist, { headers = () => ({}), html, extra = {} }: HostOptions = {}): Promise<Served> {
  const rules = parseHeadersFile(String(dist['_headers']));
  const server = createServer((req: IncomingMessage, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    // A folder's page (/, /presse/) is its index.html, as the host answers it.
    const file = path.endsWith('/') ? `${path.slice(1)}index.html` : path.slice(1);
    const own = extra[path];
    if (own !== undefined)
      return void res.writeHead(200, { 'content-type': CONTENT_TYPES[extname(path)] ?? 'text/plain', ...headers(path) }).end(own);
    const body = dist[file];
    const promised = headersAt(rules, file);
    if (body === undefined || !promised) return void res.writeHead(path === '/favicon.ico' ? 204 : 404).end();
    const type = promised['content-type'] ?? CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    res.writeHead(200, { ...promised, 'content-type': type, ...headers(path) });
    res.end(html && file.endsWith('.html') ? html(String(body)) : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
