// dist/ as the band uploads it: served alone as a web root with the headers of its own _headers
// file, every route renders under the strict policy; and the partner snippet on a page in another charset.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { bundleWithFixtures, openPage, policyViolations, ROOT, ROUTES, SCREENSHOTS, watchPolicy, withBrowser } from '../setup/browser';
import { between, must } from '../setup/must';

const responses: { url: string; status: number; headers: Record<string, string> }[] = [];

/** Collects policy violations (the policy comes from the response header) and every response. */
async function watch(page: Page) {
  await watchPolicy(page);
  page.on('response', (r) => responses.push({ url: r.url(), status: r.status(), headers: r.headers() }));
}

const deploy = suite('dist/ as the uploaded site');
const on = withBrowser(deploy, { site: { as: 'dist' } });

for (const width of [375, 1280]) {
  deploy(`every route at ${width} px: rendered, zero policy violations, no 404, no request elsewhere`, async () => {
    const { origin } = on.site;
    const { page, context, errors, foreign } = await openPage(on.browser, origin, width);
    await watch(page);
    for (const [hash, h1] of ROUTES) {
      responses.length = 0;
      // A full load per route (a hash change alone would fetch nothing).
      await page.goto('about:blank');
      await page.goto(`${origin}/${hash}`);
      await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
      const violations = await policyViolations(page);
      assert.equal(violations, [], hash);
      assert.equal(
        responses.filter((r) => r.status >= 400).map((r) => `${r.status} ${r.url}`),
        [],
        hash,
      );
      const html = responses.find((r) => r.url === `${origin}/`)!;
      assert.match(html.headers['content-security-policy'] ?? '', "default-src 'self'", 'the page is served with its policy');
      assert.match(responses.map((r) => r.url).join(' '), /\/band\.js\?v=[0-9a-f]{10}/);
      if (width === 375) await page.screenshot({ path: join(SCREENSHOTS, `deployed-${hash.slice(2) || 'home'}-375.png`) });
    }
    assert.equal(errors, []);
    assert.equal(foreign, []);
    await context.close();
  });
}

deploy.run();

// ---

/** windows-1252 bytes: Latin-1 plus the few characters the page uses from 0x80-0x9f. */
const CP1252: Record<string, number> = { '–': 0x96, '€': 0x80, '„': 0x84, '“': 0x93 };
function encode(text: string, encoding: 'windows-1252' | 'utf8'): Buffer {
  if (encoding === 'utf8') return Buffer.from(text, 'utf8');
  return Buffer.from([...text].map((c) => CP1252[c] ?? (c.charCodeAt(0) < 256 ? c.charCodeAt(0) : 0x3f)));
}

const charset = suite('the partner snippet on a windows-1252 page');
/** The venue's files, put in place by the test: band.js, and the same page in two encodings. */
const venue = new Map<string, string | Uint8Array>();
/** As the venue's server sends them: band.js and the old page without a charset anywhere. */
const VENUE_TYPES: Record<string, string> = {
  '/band.js': 'text/javascript',
  '/cp1252.html': 'text/html',
  '/utf8.html': 'text/html; charset=utf-8',
};
const at = withBrowser(charset, {
  server: { pages: venue, headers: (path): Record<string, string> => (VENUE_TYPES[path] ? { 'content-type': VENUE_TYPES[path] } : {}) },
});

charset('shows umlauts and dashes intact, with band.js served without a charset', async () => {
  const bundle = await bundleWithFixtures();
  // The venues' snippet (docs/venues.md) in an old venue page: windows-1252 bytes, no charset anywhere.
  const snippet = between(between(await readFile(join(ROOT, 'docs/venues.md'), 'utf8'), '<!-- partner snippet -->'), '```html\n', '```');
  const host = (encoding: 'windows-1252' | 'utf8') =>
    encode(
      `<!doctype html><html><head><title>Veranstaltungen im Bürgerhaus – Übersicht</title></head><body>
<h1>Veranstaltungen im Bürgerhaus – Übersicht</h1>
${snippet.replace(/src="[^"]*band\.js"/, 'src="band.js"')}
</body></html>`,
      encoding,
    );
  venue.set('/band.js', bundle).set('/cp1252.html', host('windows-1252')).set('/utf8.html', host('utf8'));
  const base = at.server.origin;
  const texts: string[] = [];
  for (const page of ['utf8.html', 'cp1252.html']) {
    const { page: tab, context, errors } = await openPage(at.browser, base, 1280);
    await tab.goto(`${base}/${page}`);
    await tab.locator('[data-band-widget] li').first().waitFor();
    // the host page itself decodes as windows-1252, as such pages do
    assert.is(await tab.locator('h1').textContent(), 'Veranstaltungen im Bürgerhaus – Übersicht', page);
    texts.push(await tab.evaluate(() => document.querySelector('[data-band-widget]')!.shadowRoot!.textContent!));
    if (page === 'cp1252.html') await tab.screenshot({ path: join(SCREENSHOTS, 'partner-windows-1252.png') });
    assert.equal(errors, [], page);
    await context.close();
  }
  const utf8 = must(texts[0], 'the UTF-8 page');
  const cp1252 = must(texts[1], 'the windows-1252 page');
  assert.is(cp1252, utf8);
  assert.match(cp1252, /Live-Termine von .+Kommende Auftritte/);
  assert.match(cp1252, /[äöüÄÖÜß–€]/);
  assert.not.match(cp1252, /Ã|â€/);
});

charset.run();
