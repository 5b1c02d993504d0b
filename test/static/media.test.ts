// The band's photos, videos and recordings (issue 38) as the build publishes them: the pages' policies
// allow exactly the players of the videos the band lists, the host serves the media with their types
// and for good, the link preview and the JSON-LD show the first photo, and each page names the files
// from where it stands. Media made by hand here, with made-up paths: never the band's own.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { BandData } from '../../src/data/readData';
import { rebaseMedia, type SiteMedia } from '../../src/domain/media';
import { siteUrls } from '../../src/domain/siteUrls';
import type { VideoRef } from '../../src/domain/videoAddress';
import { noonOf } from '../../src/static/buildDay';
import { head, previewImage } from '../../src/static/head';
import {
  framePolicy,
  headersFile,
  htaccess,
  hostingRules,
  IMMUTABLE,
  inlineHash,
  pagePolicy,
  playerOrigins,
  ruleFor,
  type HostingRule,
} from '../../src/static/hosting';
import { renderStatic } from '../../src/static/index';
import { eagerLead, LOADER_SCRIPT } from '../../src/static/page';
import { prerender, ROUTE_SCRIPT } from '../../src/static/prerender';
import { CONTENT_TYPES } from '../../src/dev/contentTypes';
import { fixture } from '../fixtures/data';
import { videoNotice } from '../../src/domain/videoPrivacy';
import { picture as photoFixture, siteMedia } from '../fixtures/media';
import { headersAt, parseHeadersFile } from '../setup/headers';
import { capture, captures, must } from '../setup/must';

const picture = (stem: string, width = 1600, height = 1067) => photoFixture(stem, width, height, [640, width]);
const youtube: VideoRef = { provider: 'youtube', id: 'aBcDeFgHiJk' };
const vimeo: VideoRef = { provider: 'vimeo', id: '123456789' };
const video = (ref: VideoRef) => ({
  video: ref,
  title: 'Live im Kulturbahnhof',
  notice: videoNotice(ref.provider),
  poster: picture('poster'),
});

const PHOTOS: SiteMedia['photos'] = [
  { picture: picture('kulturbahnhof-2025'), alt: 'Upgrade auf der Bühne im Kulturbahnhof', credit: 'Anna Beispiel' },
  { picture: picture('stadtfest', 1200, 800), alt: 'Upgrade beim Stadtfest', credit: 'Ben Beispiel' },
];
const AUDIO: SiteMedia['audio'] = [{ path: 'audio/medley-80er.0123456789.mp3', type: 'audio/mpeg', title: 'Medley 80er (live)' }];
const media = siteMedia;
const withMedia = (m: SiteMedia | undefined): BandData => ({ ...fixture, ...(m && { media: m }) });

const bundle = new TextEncoder().encode('/* a bundle */');
const TOOLS = { 'gigs.js': '/* gigs */', 'konfigurator.js': '/* kit */', 'auftritt.js': '/* gig page */' };
const FACTS = { widgetCss: '.band{}', day: '2025-09-01' };
const { band } = fixture;

/** A policy's directives by name → its sources, joined by one space. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources.join(' ')]),
  );
/** The policy a built site's _headers gives `path`. */
const policyAt = (files: Record<string, string>, path: string) =>
  must(headersAt(parseHeadersFile(must(files['dist/_headers'], '_headers')), path)?.['content-security-policy'], `the policy of ${path}`);
/** The policy of the .htaccess's block for `name` (index\.html, gigs\.html …). */
const htaccessPolicy = (text: string, name: string) =>
  capture(text, new RegExp(String.raw`<FilesMatch "\^\(${name}\)\$">[\s\S]*?Content-Security-Policy "([^"]*)"`));

// ---

const policy = suite('pagePolicy and playerOrigins');

policy('without videos: no frame-src, the policy as before', () => {
  for (const m of [undefined, media({}), media({ photos: PHOTOS, audio: AUDIO })]) {
    assert.equal(playerOrigins(m), [], 'no players');
    assert.is(pagePolicy('sha256-a', {}, playerOrigins(m)), pagePolicy('sha256-a'));
    assert.not.match(pagePolicy('sha256-a', {}, playerOrigins(m)), /frame-src/);
  }
});

policy('allows exactly the players of the providers the band lists a video of, each once', () => {
  for (const [videos, frames] of [
    [[youtube], 'https://www.youtube-nocookie.com'],
    [[vimeo], 'https://player.vimeo.com'],
    [[youtube, youtube], 'https://www.youtube-nocookie.com'],
    [[vimeo, youtube], 'https://www.youtube-nocookie.com https://player.vimeo.com'],
  ] as const) {
    const m = media({ videos: videos.map(video) });
    const got = directives(pagePolicy('sha256-a', { style: 'sha256-b' }, playerOrigins(m)));
    assert.is(got['frame-src'], frames, frames);
    // Everything else stays as strict as it was.
    assert.is(got['default-src'], "'self'");
    assert.is(got['img-src'], "'self' data:");
    assert.is(got['frame-ancestors'], "'none'");
    assert.is(got['media-src'], undefined, "media-src falls back to default-src 'self'");
  }
});

policy('frame-src stands in the place a policy lists it, the other directives keep their order', () => {
  const frames = playerOrigins(media({ videos: [video(youtube)] }));
  assert.is(
    pagePolicy('sha256-a', {}, frames),
    pagePolicy('sha256-a').replace("img-src 'self' data:", "img-src 'self' data:; frame-src https://www.youtube-nocookie.com"),
  );
});

policy.run();

// ---

const pages = suite('the pages’ policies in a built site');

pages('the band’s page and the configurator (its preview shows Home) allow the players; the iframe page and the gig pages do not', () => {
  const files = renderStatic(withMedia(media({ photos: PHOTOS, videos: [video(youtube), video(vimeo)] })), bundle, TOOLS, FACTS);
  const both = 'https://www.youtube-nocookie.com https://player.vimeo.com';
  assert.is(directives(policyAt(files, 'index.html'))['frame-src'], both);
  assert.is(directives(policyAt(files, 'konfigurator.html'))['frame-src'], both);
  for (const path of ['gigs.html', 'auftritte/2027-07-14-kulturbahnhof-kassel.html', 'programm/songs.html']) {
    assert.is(directives(policyAt(files, path))['frame-src'], undefined, path);
  }
  assert.not.match(policyAt(files, 'gigs.html'), /youtube|vimeo/);
  // .htaccess says the same as _headers.
  const text = must(files['dist/.htaccess'], '.htaccess');
  assert.is(htaccessPolicy(text, String.raw`index\\.html`), policyAt(files, 'index.html'));
  assert.is(htaccessPolicy(text, String.raw`gigs\\.html`), policyAt(files, 'gigs.html'));
});

pages('without videos every policy is what it was, but for the loader of band.js where a photo leads Home', () => {
  const before = renderStatic(fixture, bundle, TOOLS, FACTS);
  const sound = renderStatic(withMedia(media({ audio: AUDIO })), bundle, TOOLS, FACTS);
  const photos = renderStatic(withMedia(media({ photos: PHOTOS, audio: AUDIO })), bundle, TOOLS, FACTS);
  const route = `'${inlineHash(ROUTE_SCRIPT)}'`;
  const withLoader = (text: string | undefined) => String(text).replaceAll(route, `${route} '${inlineHash(LOADER_SCRIPT)}'`);
  for (const file of ['dist/.htaccess', 'dist/_headers']) {
    assert.is(sound[file], before[file], `${file}, sound alone`);
    assert.is(photos[file], withLoader(before[file]), `${file}, photos and sound`);
  }
  assert.is(framePolicy(), framePolicy(undefined));
});

pages.run();

// ---

const hosting = suite('hosting rules for the media');

const rules: HostingRule[] = hostingRules();
const apacheText = htaccess(rules);
const staticHosts = parseHeadersFile(headersFile(rules));

/** The <FilesMatch> blocks of the .htaccess that match a file's name, with their type and Cache-Control. */
function apacheFor(path: string) {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return captures(apacheText, /(<FilesMatch "[^"]*">[\s\S]*?<\/FilesMatch>)/g)
    .map((block) => ({
      pattern: capture(block, /<FilesMatch "([^"]*)">/),
      type: capture(block, /ForceType "([^"]*)"/),
      cache: /Cache-Control "([^"]*)"/.exec(block)?.[1],
    }))
    .filter((block) => new RegExp(block.pattern).test(name));
}

const MEDIA_FILES = [
  ['photos/kulturbahnhof-2025-640.0123456789.avif', 'image/avif'],
  ['photos/kulturbahnhof-2025-1600.abcdef0123.webp', 'image/webp'],
  ['photos/IMG_2041-960.abcdef0123.jpg', 'image/jpeg'],
  ['photos/poster-320.0000000000.jpg', 'image/jpeg'],
  ['audio/medley-80er.0123456789.mp3', 'audio/mpeg'],
  ['audio/Hoerprobe_1.abcdef0123.opus', 'audio/ogg'],
] as const;

hosting('.htaccess forces each media file’s type and caches it for a year, immutable; exactly one block matches', () => {
  for (const [path, type] of MEDIA_FILES) {
    const blocks = apacheFor(path);
    assert.is(blocks.length, 1, `${path}: ${blocks.map((b) => b.pattern).join(', ')}`);
    assert.is(blocks[0]!.type, type, path);
    assert.is(blocks[0]!.cache, 'public, max-age=31536000, immutable', path);
    assert.is(ruleFor(path, rules)?.type, type, `ruleFor ${path}`);
    assert.is(ruleFor(path, rules)?.cache, IMMUTABLE, `ruleFor ${path}`);
    assert.is(CONTENT_TYPES[path.slice(path.lastIndexOf('.'))], type, `the dev server's type of ${path}`);
  }
});

hosting('names that are not the build’s get no media rule in .htaccess (nor a page’s)', () => {
  for (const path of [
    'photos/kulturbahnhof-2025.jpg', // the band's original, never in dist/
    'photos/kulturbahnhof-2025-640.0123456789.png',
    'photos/kulturbahnhof-2025-640.012345678.avif', // nine hex digits
    'photos/kulturbahnhof-2025-640.0123456789.avif.php',
    'audio/medley-80er.mp3',
    'audio/medley-80er.0123456789.wav',
  ]) {
    assert.equal(apacheFor(path), [], path);
  }
});

hosting('_headers caches the media folders for good and leaves their types to the host (its paths cannot say an extension)', () => {
  for (const folder of ['photos/*', 'audio/*']) {
    const block = must(staticHosts[folder], `/${folder} in _headers`);
    assert.is(block['cache-control'], 'public, max-age=31536000, immutable', folder);
    assert.is(block['content-type'], undefined, `${folder}: one block for several types`);
    assert.is(block['x-content-type-options'], 'nosniff', folder);
  }
  // Each folder stands once.
  assert.is(captures(headersFile(rules), /^(\/photos\/\*)$/gm).length, 1);
  assert.is(captures(headersFile(rules), /^(\/audio\/\*)$/gm).length, 1);
  // Every other file keeps its own type in _headers.
  assert.is(staticHosts['band.js']?.['content-type'], 'text/javascript; charset=utf-8');
  assert.is(headersAt(staticHosts, 'kalender/20270714-kulturbahnhof-kassel.ics')?.['content-type'], 'text/calendar; charset=utf-8');
});

hosting('media are never compressed on the fly (they are compressed already, and ranges stay byte ranges)', () => {
  const filters = captures(apacheText, /AddOutputFilterByType \S+ (.*)/g).join(' ');
  for (const [, type] of MEDIA_FILES) assert.not.ok(filters.split(' ').includes(type), type);
});

hosting.run();

// ---

const preview = suite('link preview and JSON-LD');

preview('without photos: the drawn card, as before', () => {
  const now = noonOf(FACTS.day);
  for (const m of [undefined, media({ videos: [video(youtube)], audio: AUDIO })]) {
    assert.is(head(fixture.gigs, band, 'T', 'D', now, m), head(fixture.gigs, band, 'T', 'D', now));
  }
  assert.equal(previewImage(band, undefined), {
    url: siteUrls(band.siteUrl).image,
    width: 1200,
    height: 630,
    alt: previewImage(band, media({})).alt,
  });
});

preview('with photos: the first photo’s widest JPEG on the band’s site, its size and its alt; JSON-LD names it too', () => {
  const files = renderStatic(withMedia(media({ photos: PHOTOS })), bundle, TOOLS, FACTS);
  const url = `${band.siteUrl}photos/kulturbahnhof-2025-1600.0123456789.jpg`;
  for (const page of ['dist/index.html', 'demo.html'] as const) {
    const html = must(files[page], page);
    const meta = (key: string) => capture(html, new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`));
    assert.is(meta('og:image'), url, page);
    assert.is(meta('twitter:image'), url, page);
    assert.is(meta('og:image:width'), '1600');
    assert.is(meta('og:image:height'), '1067');
    assert.is(meta('og:image:alt'), 'Upgrade auf der Bühne im Kulturbahnhof');
    const graph: Record<string, unknown>[] = JSON.parse(capture(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/))[
      '@graph'
    ];
    assert.ok(graph.length > 1, 'the fixture has upcoming gigs');
    for (const node of graph) assert.is(node.image, url, String(node['@type']));
  }
});

preview('the gig, year and song pages show the same photo in their preview and JSON-LD', () => {
  const files = renderStatic(withMedia(media({ photos: PHOTOS })), bundle, TOOLS, FACTS);
  const url = `${band.siteUrl}photos/kulturbahnhof-2025-1600.0123456789.jpg`;
  const pages = Object.keys(files).filter((path) => /^dist\/(auftritte|programm)\/.*\.html$/.test(path));
  assert.ok(pages.some((path) => path.startsWith('dist/programm/')) && pages.length > 2, pages.join(' '));
  for (const page of pages) {
    const html = must(files[page], page);
    assert.is(capture(html, /<meta property="og:image" content="([^"]*)">/), url, page);
    const graph: Record<string, unknown>[] = JSON.parse(capture(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/))[
      '@graph'
    ];
    for (const node of graph) assert.is(node.image, url, `${page} ${String(node['@type'])}`);
  }
});

preview('the height follows the widest JPEG’s width, rounded', () => {
  const odd = { ...PHOTOS[0]!, picture: picture('hoch', 1000, 1333) };
  const got = previewImage(band, media({ photos: [odd] }));
  assert.is(got.width, 1000);
  assert.is(got.height, 1333);
});

preview.run();

// ---

const pagesAt = suite('each page names the media from where it stands');

pagesAt('dist/index.html as the build made them (photos/…), demo.html behind dist/ (dist/photos/…)', () => {
  const m = media({ photos: PHOTOS, videos: [video(youtube)], audio: AUDIO, portrait: picture('portrait', 800, 800) });
  const data = withMedia(m);
  const files = renderStatic(data, bundle, TOOLS, FACTS);
  const now = noonOf(FACTS.day);
  assert.ok(files['dist/index.html'].includes(eagerLead(prerender(data, now))), 'index.html: the media as the build named them');
  assert.ok(files['demo.html'].includes(eagerLead(prerender({ ...data, media: rebaseMedia(m, 'dist/') }, now))), 'demo.html: behind dist/');
  // What the pages show of them: never dist/ on the band's page, never a bare photos/ on demo.html.
  const index = files['dist/index.html'].replace(/<head>[\s\S]*<\/head>/, '');
  const demo = files['demo.html'].replace(/<head>[\s\S]*<\/head>/, '');
  assert.not.match(index, /dist\/(photos|audio)\//);
  for (const path of captures(demo, /([\w/.-]*(?:photos|audio)\/[\w-]+\.[0-9a-f]{10}\.\w+)/g)) assert.ok(path.startsWith('dist/'), path);
});

pagesAt('the leading photo eager and first in line on both pages, every other picture lazy; nothing without photos', () => {
  const files = renderStatic(withMedia(media({ photos: PHOTOS })), bundle, TOOLS, FACTS);
  for (const page of ['dist/index.html', 'demo.html']) {
    const html = must(files[page], page);
    const imgs = captures(html, /(<img [^>]*>)/g).filter((img) => img.includes('srcset='));
    const [lead, ...others] = imgs;
    assert.match(must(lead, 'the leading photo'), /^<img fetchpriority="high" decoding="async" .* class="photo lead-photo"\/>$/, page);
    assert.not.match(String(lead), 'loading=');
    assert.ok(others.length > 0 && others.every((img) => img.includes('loading="lazy"')), `${page}: the others lazy`);
    assert.not.match(html, 'rel="preload"', `${page}: no preload`);
  }
  assert.not.match(renderStatic(withMedia(media({ videos: [video(youtube)] })), bundle, TOOLS, FACTS)['dist/index.html'], 'fetchpriority');
});

pagesAt('a prerendered page without the leading photo’s lazy <img> is refused, not published with a late photo', () => {
  assert.throws(() => eagerLead('<main><p>Kein Foto</p></main>'), /no lazy <img> of class lead-photo/);
});

pagesAt(
  'band.js after the leading photo: asked for by the loader after the app, from where each page stands; from the head without a photo',
  () => {
    const files = renderStatic(withMedia(media({ photos: PHOTOS })), bundle, TOOLS, FACTS);
    for (const [page, prefix] of [
      ['dist/index.html', ''],
      ['demo.html', 'dist/'],
    ] as const) {
      const html = must(files[page], page);
      const version = capture(html, /band\.js\?v=(\w+)/);
      assert.ok(
        html.endsWith(`</div>\n<script data-src="${prefix}band.js?v=${version}">${LOADER_SCRIPT}</script>\n</body>\n</html>\n`),
        page,
      );
      assert.not.match(html, '<script src=', `${page}: no other script`);
    }
    for (const data of [fixture, withMedia(media({ videos: [video(youtube)], audio: AUDIO }))]) {
      const html = must(renderStatic(data, bundle, TOOLS, FACTS)['dist/index.html'], 'index.html');
      assert.match(html, /<script src="band\.js\?v=\w+" async><\/script>\n<\/head>/);
      assert.not.match(html, 'data-src');
    }
  },
);

pagesAt('without media both pages are the same rendering, as before', () => {
  const before = renderStatic(fixture, bundle, TOOLS, FACTS);
  const now = noonOf(FACTS.day);
  const app = prerender(fixture, now);
  assert.ok(before['dist/index.html'].includes(app));
  assert.ok(before['demo.html'].includes(app));
});

pagesAt.run();
