// Issue 38, item 7 ("Fast"): what a leading photo costs the band's page. A site built by `produce`, as
// `npm run build` builds it, from the test fixtures' data plus media.ts with five phone-sized photos
// (4032 × 3024, the first leads Home), a YouTube video with the band's poster and a recording; served as
// the band's host serves dist/ (each file with its headers from dist/_headers, the photos with the host's
// type, text gzip-compressed). On Slow 4G at 4x CPU, as test/bench/bench.ts measures the band's page:
// Home's Largest Contentful Paint against the same page saved as one static HTML file with the same image
// and no script (index.html without its band.js, as bench.ts makes it), interleaved, at 375 px (DPR 2 and
// 3, a phone) and 1280 px (DPR 1); and the image bytes transferred until the page has loaded, no scrolling.
// Then the gzip size of band.js's code with and without media. Not part of the test run.
//
//   npm run bench:photos                                   15 cold loads of each page per screen (issue 48: at least 15)
//   node --import tsx test/bench/photoPaint.ts --runs 21
//
// The photos are drawn (never the band's own): a stage with lights, four players and a crowd, with noise at
// every scale from a sensor's grain to blotches a tenth of the frame wide, so that they compress about as a
// real photo does. A smooth drawn scene compresses far better than any photo (photoBuild.ts's scene: 9.2 KB
// for the phone's AVIF); these come out at about 1 bit per pixel as the build's 960 px JPEG, between a
// dark stage photo and a sharp, detailed one (see stagePhoto).
import { createServer } from 'node:http';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { staticCopy } from './staticCopy';
import { median, quartiles } from './stats';

/** A small random generator with a seed, so that every run draws the same photos. */
function random(seed: number): () => number {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
}

/** What a phone writes into its photos: camera, serial number and GPS position (Kassel). */
export const PHONE_EXIF = {
  IFD0: { Make: 'Apple', Model: 'iPhone 15' },
  IFD2: { BodySerialNumber: 'F2LXK0Q8N72J' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 18/1 5/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 29/1 49/1' },
};

/**
 * A stage photo as a phone saves it (JPEG at quality 90 with the phone's EXIF), different for each `seed`:
 * coloured light cones, four players, a crowd in front, and noise at six scales over it (a high-ISO sensor's
 * grain and the texture a real scene has at every size). Sizes with the build's encoders, 4032 × 3024:
 * the original about 4.8 MB (a phone saves 2–5 MB); at 960 px about 56 KB AVIF, 83 KB WebP, 86 KB JPEG
 * (1.0 bit per pixel). For comparison, a real, sharp close-up photo (a circuit board) gives 1.7 bits per
 * pixel as the same JPEG, and photoBuild.ts's smooth scene 0.1: a dark stage photo lies between.
 */
export async function stagePhoto(seed: number, width = 4032, height = 3024): Promise<Buffer> {
  const r = random(seed + 1);
  const hue = Math.floor(r() * 360);
  const lights = Array.from({ length: 5 }, (_, i) => {
    const x = width * (0.1 + 0.2 * i + (r() - 0.5) * 0.1);
    const h = (hue + i * 47) % 360;
    return (
      `<radialGradient id="l${i}" cx="0.5" cy="0" r="1"><stop offset="0" stop-color="hsl(${h},90%,75%)" stop-opacity="0.9"/>` +
      `<stop offset="1" stop-color="hsl(${h},90%,40%)" stop-opacity="0"/></radialGradient>` +
      `<polygon points="${x - width * 0.02},0 ${x + width * 0.02},0 ${x + width * 0.15},${height * 0.8} ${x - width * 0.15},${height * 0.8}" fill="url(#l${i})"/>`
    );
  }).join('');
  const players = Array.from({ length: 4 }, (_, i) => {
    const x = width * (0.2 + 0.2 * i + (r() - 0.5) * 0.08);
    const y = height * (0.35 + r() * 0.08);
    return (
      `<ellipse cx="${x}" cy="${y}" rx="${width * 0.025}" ry="${height * 0.045}" fill="hsl(${hue},20%,${15 + r() * 20}%)"/>` +
      `<rect x="${x - width * 0.05}" y="${y + height * 0.05}" width="${width * 0.1}" height="${height * 0.35}" rx="${width * 0.02}" fill="hsl(${(hue + 180) % 360},25%,${10 + r() * 25}%)"/>`
    );
  }).join('');
  const crowd = Array.from({ length: 70 }, () => {
    const [x, y] = [r() * width, height * (0.78 + r() * 0.25)];
    return `<ellipse cx="${x}" cy="${y}" rx="${width * (0.025 + r() * 0.015)}" ry="${height * (0.05 + r() * 0.02)}" fill="hsl(${hue},10%,${3 + r() * 12}%)"/>`;
  }).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},40%,6%)"/><stop offset="0.7" stop-color="hsl(${(hue + 30) % 360},50%,22%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue},30%,10%)"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<rect y="${height * 0.72}" width="${width}" height="${height * 0.06}" fill="hsl(${hue},15%,18%)"/>${lights}${players}${crowd}</svg>`;
  const scene = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  // [how many pixels one noise value spans, its amplitude in levels of 255]
  const octaves: [number, number][] = [
    [1, 14],
    [2, 26],
    [4, 24],
    [8, 14],
    [16, 14],
    [32, 14],
  ];
  const layers: Buffer[] = [];
  for (const [scale] of octaves) {
    const [w, h] = [Math.ceil(width / scale), Math.ceil(height / scale)];
    const noise = Buffer.alloc(w * h);
    for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(r() * 256);
    layers.push(
      scale === 1
        ? noise
        : await sharp(noise, { raw: { width: w, height: h, channels: 1 } })
            .resize(width, height, { kernel: 'cubic' })
            .raw()
            .toBuffer(),
    );
  }
  const out = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    let n = 0;
    for (let k = 0; k < octaves.length; k++) n += (octaves[k]![1] * (layers[k]![i]! - 128)) / 128;
    const chroma = (r() - 0.5) * 12;
    for (let c = 0; c < 3; c++) {
      const v = scene[i * 3 + c]! + n + (c === 1 ? -chroma : chroma);
      out[i * 3 + c] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif(PHONE_EXIF)
    .toBuffer();
}

/**
 * A second of silence as an MP3 the data check and a browser both take: 38 MPEG-1 Layer III frames at
 * 128 kbit/s and 44.1 kHz, 417 bytes each, all zero after the header.
 */
export function silentMp3(): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat(Array.from({ length: 38 }, () => frame));
}

// --- the bench ----------------------------------------------------------------------------------------

const exact = (n: number) => `${Math.round(n).toLocaleString('en-US')} B`;

/** The screens measured: a phone at 375 px (DPR 2 and 3, an iPhone) and a laptop at 1280 px. */
const SCREENS = [
  { label: '375 px, DPR 2', width: 375, height: 740, dpr: 2 },
  { label: '375 px, DPR 3', width: 375, height: 740, dpr: 3 },
  { label: '1280 px, DPR 1', width: 1280, height: 800, dpr: 1 },
] as const;
type Screen = (typeof SCREENS)[number];

interface Load {
  fcp: number;
  lcp: number;
  cls: number;
  /** The largest contentful paint's element: 'IMG photos/…' or its tag. */
  lcpElement: string;
  /** Image bytes transferred (headers and body, as DevTools counts them) until the page had loaded and settled. */
  imageBytes: number;
  images: string[];
}

async function main() {
  const args = process.argv.slice(2);
  const RUNS = Number(args[args.indexOf('--runs') + 1]) || 15;
  const THROTTLE = 4;

  const { produce } = await import('../../src/build/produce');
  const { buildBundle } = await import('../../src/build/bundle');
  const { emptyData } = await import('../../src/build/budget');
  const { loadData } = await import('../../src/build/loadData');
  const { CONTENT_TYPES } = await import('../../src/dev/contentTypes');
  const { ROOT, launch } = await import('../setup/browser');
  const { slow4g } = await import('../setup/frames');
  const { headersAt, parseHeadersFile } = await import('../setup/headers');

  // The data folder: the fixtures' band, gigs and songs, media.ts and its files.
  const dir = await mkdtemp(join(tmpdir(), 'band-photo-paint-'));
  for (const name of ['band', 'gigs', 'songs'])
    await writeFile(join(dir, `${name}.ts`), await readFile(join(ROOT, 'test/fixtures/data', `${name}.ts`)));
  await mkdir(join(dir, 'photos'));
  await mkdir(join(dir, 'audio'));
  const PHOTOS = ['buehne', 'tanzflaeche', 'sommerfest', 'hochzeit', 'probe'];
  const began = performance.now();
  for (const [i, stem] of PHOTOS.entries()) await writeFile(join(dir, 'photos', `${stem}.jpg`), await stagePhoto(i + 1));
  await writeFile(join(dir, 'photos', 'video-poster.jpg'), await stagePhoto(9, 1920, 1080));
  await writeFile(join(dir, 'audio', 'medley-80er.mp3'), silentMp3());
  await writeFile(
    join(dir, 'media.ts'),
    [
      'export const photos = [',
      ...PHOTOS.map((stem, i) => `  { file: '${stem}.jpg', alt: 'Upgrade live, Bild ${i + 1}', credit: 'Anna Beispiel' },`),
      '];',
      "export const videos = [{ youtube: 'https://www.youtube.com/watch?v=aBcDeFgHiJk', title: 'Live im Kulturbahnhof 2025', poster: 'video-poster.jpg' }];",
      "export const audio = [{ file: 'medley-80er.mp3', title: 'Medley 80er (live)' }];",
      '',
    ].join('\n'),
  );
  const originals = await Promise.all(PHOTOS.map(async (stem) => (await readFile(join(dir, 'photos', `${stem}.jpg`))).length));
  console.log(`Drew ${PHOTOS.length} photos of 4032 × 3024 and a poster in ${((performance.now() - began) / 1000).toFixed(1)} s.`);

  // Built for today, as a build today would be.
  process.env.SOURCE_DATE_EPOCH = String(Math.floor(Date.now() / 1000));
  const built = performance.now();
  const { files, report } = await produce(dir);
  console.log(`produce: ${((performance.now() - built) / 1000).toFixed(1)} s (the photos' cache: .cache/photos)\n${report}\n`);

  const site = join(dir, 'site');
  for (const [path, content] of Object.entries(files)) {
    if (!path.startsWith('dist/')) continue;
    const to = join(site, path.slice('dist/'.length));
    await mkdir(join(to, '..'), { recursive: true });
    await writeFile(to, content);
  }
  // The same page saved as one static HTML file, as bench.ts saves it: no script, the same <picture>.
  const page = String(files['dist/index.html']);
  const withoutScript = staticCopy(page);
  if (!/<img[^>]*fetchpriority="high"/.test(page)) throw new Error('index.html has no leading photo');
  await writeFile(join(site, 'static.html'), withoutScript);

  const hosting = parseHeadersFile(String(files['dist/_headers']));
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname.slice(1) || 'index.html';
    try {
      const body = await readFile(join(site, path));
      const own = path === 'static.html' ? 'index.html' : path;
      const { 'content-security-policy': _, ...withoutPolicy } = headersAt(hosting, own) ?? {};
      // The floor is a plain static file with no policy (as in bench.ts); the photos' folder gets its type from the host.
      const headers: Record<string, string> = {
        'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
        ...(path === 'static.html' ? withoutPolicy : headersAt(hosting, own)),
      };
      const zipped = /^(text|application\/(xml|json)|image\/svg)/.test(headers['content-type'] ?? '');
      res.writeHead(200, { ...headers, ...(zipped ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}) });
      res.end(zipped ? gzipSync(body) : body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const browser: Browser = await launch();

  /** One cold load of `file` on `screen`: on Slow 4G at 4x CPU, or with neither (`slow` false). */
  async function load(file: string, screen: Screen, slow = true): Promise<Load> {
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.dpr,
      timezoneId: 'Europe/Berlin',
    });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    if (slow) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      await slow4g(cdp);
    }
    const imageRequests = new Map<string, string>();
    const images: [string, number][] = [];
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      // The site's own files; the icons written into the stylesheet as data: addresses cost no transfer.
      if (type === 'Image' && response.url.startsWith(origin)) imageRequests.set(requestId, response.url.slice(origin.length + 1));
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const url = imageRequests.get(requestId);
      if (url !== undefined) images.push([url, encodedDataLength]);
    });
    await tab.addInitScript(() => {
      const w = window as unknown as { metrics: { fcp: number; lcp: number; cls: number; element: string } };
      w.metrics = { fcp: NaN, lcp: NaN, cls: 0, element: '' };
      new PerformanceObserver((l) =>
        l.getEntries().forEach((e) => e.name === 'first-contentful-paint' && (w.metrics.fcp = e.startTime)),
      ).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((l) =>
        l.getEntries().forEach((e) => {
          const entry = e as PerformanceEntry & { element: Element | null; url: string };
          w.metrics.lcp = e.startTime;
          // Where the painted element is: still in the page, or (its entry's element null) no longer in the
          // document's own tree: since issue 48 the prerendered one moved into band.js's shadow root (keptPictures.ts).
          const where = !entry.element ? 'moved or removed' : entry.element.getRootNode() instanceof ShadowRoot ? 'band.js' : 'page';
          w.metrics.element = `${entry.element?.tagName ?? 'IMG'} (${where})${entry.url ? ` ${new URL(entry.url).pathname.slice(1)}` : ''}`;
        }),
      ).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.metrics.cls += (e as unknown as { value: number }).value))).observe({
        type: 'layout-shift',
        buffered: true,
      });
    });
    await tab.goto(`${origin}/${file}`, { waitUntil: 'load' });
    await tab.waitForTimeout(1000);
    const m = await tab.evaluate(
      () => (window as unknown as { metrics: { fcp: number; lcp: number; cls: number; element: string } }).metrics,
    );
    await context.close();
    return {
      fcp: m.fcp,
      lcp: m.lcp,
      cls: m.cls,
      lcpElement: m.element,
      imageBytes: images.reduce((sum, [, n]) => sum + n, 0),
      images: images.map(([url, n]) => `${url} (${exact(n)})`),
    };
  }

  const samples = SCREENS.map(() => ({ page: [] as Load[], floor: [] as Load[] }));
  for (let run = 0; run < RUNS; run++) {
    for (const [s, screen] of SCREENS.entries()) {
      // Interleaved, who goes first alternating: the page as built, and the same page with no script.
      const both = [
        ['page', 'index.html'],
        ['floor', 'static.html'],
      ] as const;
      for (const [kind, file] of run % 2 ? [...both].reverse() : both) samples[s]![kind].push(await load(file, screen));
    }
    process.stdout.write(`\rcold loads on Slow 4G at ${THROTTLE}x: ${run + 1}/${RUNS}`);
  }
  process.stdout.write('\n\n');
  const fast = await Promise.all(SCREENS.map((screen) => load('index.html', screen, false)));

  // band.js's code and styles, as the build's budget measures them (the bundle built with no data), without
  // media and with (empty lists: what a build with media.ts adds besides its data – band.js finding its own address).
  const data = await loadData(dir);
  const gzip = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;
  const codeOnly = gzip(await buildBundle(emptyData(data)));
  const codeWithMedia = gzip(await buildBundle({ ...emptyData(data), media: { photos: [], videos: [], audio: [] } }));
  const bundle = gzip(files['dist/band.js'] as Uint8Array);

  const lines = [
    `Home (index.html, prerendered, band.js loaded after the leading photo) against the same page saved with no script, Slow 4G (150 ms, 1.6 Mbit/s) at ${THROTTLE}x CPU, ${RUNS} cold loads each, interleaved:`,
    '',
    '| screen | LCP index.html, median (IQR) | LCP no script | LCP ratio (median of pairs) | FCP index.html | FCP no script | CLS worst | LCP element (index.html; no script) | image bytes before scroll, Slow 4G | unthrottled |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...SCREENS.map((screen, s) => {
      const { page: loads, floor } = samples[s]!;
      const col = (xs: Load[], key: 'lcp' | 'fcp') =>
        `${median(xs.map((x) => x[key])).toFixed(0)} ms (${quartiles(
          xs.map((x) => x[key]),
          0,
        )})`;
      const ratio = median(loads.map((x, i) => x.lcp / (floor[i]?.lcp ?? NaN))).toFixed(2);
      const cls = Math.max(...loads.map((x) => x.cls), ...floor.map((x) => x.cls)).toFixed(3);
      const count = (xs: Load[]) => {
        const seen = new Map<string, number>();
        for (const x of xs) seen.set(x.lcpElement.replace(/ photos\/.*/, ''), (seen.get(x.lcpElement.replace(/ photos\/.*/, '')) ?? 0) + 1);
        return [...seen].map(([what, n]) => `${n}× ${what}`).join(', ');
      };
      const elements = `${count(loads)}; no script: ${count(floor)}`;
      const bytes = median(loads.map((x) => x.imageBytes));
      return `| ${screen.label} | ${col(loads, 'lcp')} | ${col(floor, 'lcp')} | ${ratio} | ${col(loads, 'fcp')} | ${col(floor, 'fcp')} | ${cls} | ${elements} | ${exact(bytes)} (${(bytes / 1024).toFixed(1)} KB) | ${exact(fast[s]!.imageBytes)} |`;
    }),
    '',
    ...SCREENS.map(
      (screen, s) =>
        `Images before scroll at ${screen.label}: ${samples[s]!.page[0]!.images.join(', ') || 'none'}; unthrottled: ${fast[s]!.images.join(', ')}.`,
    ),
    '',
    `band.js: ${exact(bundle)} gzip with this site's data and media. Code and styles, gzip -9 as the build's budget measures them: ${exact(codeOnly)} without media, ${exact(codeWithMedia)} with media (+${exact(codeWithMedia - codeOnly)}: band.js finding its own address).`,
    `Originals: ${originals.map((n) => `${(n / 1e6).toFixed(2)} MB`).join(', ')}. Made: ${Object.keys(files)
      .filter((p) => /dist\/photos\/buehne-/.test(p))
      .map((p) => `${p.slice('dist/photos/'.length)} ${exact((files[p] as Uint8Array).length)}`)
      .join(', ')}.`,
    `Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores; Chromium ${browser.version()}; Node ${process.version}; sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}).`,
  ];
  console.log(lines.join('\n'));
  await browser.close();
  server.close();
  await rm(dir, { recursive: true, force: true });
}

// Run as a script; imported (for stagePhoto), nothing runs.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
