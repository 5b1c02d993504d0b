// What older browsers of the bundle's target get, emulated in Chromium:
// - without constructable stylesheets (Safari 15 to 16.3, Firefox before 101) the styles come in a <style>
//   in the shadow root, and every page looks exactly as with adopted sheets;
// - without container queries (Safari 15) every width gets the narrow layout, and it stays usable.
// Firefox ESR and WebKitGTK compare the <style> fallback too: test/engines/cases/styles.ts.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { bundleWithFixtures, openPage, policyViolations, ROUTES, SCREENSHOTS, watchPolicy, WIDTHS, withBrowser } from '../setup/browser';
import { SEE_STYLES, SITE_BACKGROUND, WITHOUT_CONSTRUCTABLE_SHEETS, type SeenStyles } from '../setup/styles';
import { must } from '../setup/must';

const HOSTS = '/test/fixtures/hosts';
const APP = `document.querySelector('[data-band-widget="app"]').shadowRoot`;

async function showRoute(page: Page, hash: string, title: string) {
  await page.evaluate(`location.hash = ${JSON.stringify(hash)}`);
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
}

// ---

const sheets = suite('without constructable stylesheets');
/** The repository; and dist/ as the band's web root, with the headers of dist/_headers. */
const on = withBrowser(sheets, { server: {}, site: { as: 'dist' } });

for (const width of WIDTHS) {
  sheets(`at ${width} px every page looks as with adopted sheets: same colours, backgrounds, fonts and boxes`, async () => {
    const seen: Record<string, SeenStyles>[] = [];
    for (const without of [false, true]) {
      const { page, context, errors } = await openPage(on.browser, on.server.origin, width);
      if (without) await context.addInitScript(WITHOUT_CONSTRUCTABLE_SHEETS);
      await page.goto(`${on.server.origin}/demo.html#/`);
      const byRoute: Record<string, SeenStyles> = {};
      for (const [hash, title] of ROUTES) {
        await showRoute(page, hash, title);
        byRoute[hash] = (await page.evaluate(`(() => { ${SEE_STYLES} })()`)) as SeenStyles;
      }
      if (without) await page.screenshot({ path: join(SCREENSHOTS, `fallback-style-home-${width}.png`) });
      assert.equal(errors, []);
      seen.push(byRoute);
      await context.close();
    }
    const [adopted, fallback] = seen;
    for (const [hash] of ROUTES) {
      const withSheets = must(adopted?.[hash], `${hash} with adopted sheets`);
      const withStyle = must(fallback?.[hash], `${hash} with the <style>`);
      assert.is(withSheets.via, '1 adopted sheet, 0 <style>', hash);
      assert.is(withStyle.via, 'no adoptedStyleSheets, 1 <style>', hash);
      assert.match(must(withSheets.styles['.band'], `${hash}: .band`), SITE_BACKGROUND);
      assert.equal(withStyle.styles, withSheets.styles, hash);
    }
  });
}

sheets('a gig list keeps its <style> through mount, mount again, unmount and mount once more', async () => {
  const { page, context, errors } = await openPage(on.browser, on.server.origin, 1280);
  await context.addInitScript(WITHOUT_CONSTRUCTABLE_SHEETS);
  await page.goto(`${on.server.origin}${HOSTS}/empty.html`);
  await page.addScriptTag({ url: '/dist/band.js' });
  const state = () =>
    page.evaluate(() => {
      const root = document.getElementById('wide-column')!.shadowRoot!;
      const band = root.querySelector('.band');
      const styles = root.querySelectorAll('style[data-band]').length;
      return `${styles} <style>, ${band ? `background ${getComputedStyle(band).backgroundColor}` : 'no widget'}`;
    });
  const steps = [
    ['mount', `BandWidget.mount('#wide-column', { view: 'gigs', theme: 'light' })`, '1 <style>, background rgb(255, 255, 255)'],
    ['mount again, dark', `BandWidget.mount('#wide-column', { view: 'gigs', theme: 'dark' })`, '1 <style>, background rgb(20, 20, 20)'],
    ['unmount', `BandWidget.unmount('#wide-column')`, '0 <style>, no widget'],
    [
      'mount after unmount',
      `BandWidget.mount('#wide-column', { view: 'gigs', theme: 'light' })`,
      '1 <style>, background rgb(255, 255, 255)',
    ],
  ];
  const seen: string[] = [];
  for (const [step, call] of steps) {
    await page.evaluate(`void ${call}`);
    seen.push(`${step}: ${await state()}`);
  }
  assert.equal(
    seen,
    steps.map(([step, , expected]) => `${step}: ${expected}`),
  );
  assert.equal(errors, []);
  await context.close();
});

sheets(
  "the band's own site, served with the policy of dist/_headers, lets the <style> in by its hash: styled, zero violations",
  async () => {
    const { site } = on;
    const { page, context, errors } = await openPage(on.browser, site.origin, 375);
    await watchPolicy(page);
    await context.addInitScript(WITHOUT_CONSTRUCTABLE_SHEETS);
    for (const [hash, title] of ROUTES) {
      await page.goto('about:blank');
      await page.goto(`${site.origin}/${hash}`);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      const seen = (await page.evaluate(`(() => { ${SEE_STYLES} })()`)) as SeenStyles;
      assert.is(seen.via, 'no adoptedStyleSheets, 1 <style>', hash);
      assert.match(must(seen.styles['.band'], `${hash}: .band`), SITE_BACKGROUND, hash);
      assert.equal(await policyViolations(page), [], hash);
    }
    assert.equal(errors, []);
    await context.close();
  },
);

sheets.run();

// ---

// A browser without container queries (Safari 15) cannot be had in Chromium by a switch. What it does with
// this CSS can: it drops every @container block (and ignores container-type and contain-intrinsic-inline-size,
// which it does not know either). So these tests serve band.js with exactly those parts cut out of its CSS and
// check that the rules left over, which every browser applies, make the narrow layout, usable at any width.

/** band.js as a browser without container queries reads it; also says how many blocks and declarations went. */
function withoutContainerQueries(bundle: string): { code: string; removed: string[] } {
  const removed: string[] = [];
  let code = bundle;
  for (let at = code.indexOf('@container'); at >= 0; at = code.indexOf('@container')) {
    let depth = 0;
    let end = code.indexOf('{', at);
    for (; end < code.length; end++) {
      if (code[end] === '{') depth++;
      if (code[end] === '}' && --depth === 0) break;
    }
    removed.push(code.slice(at, code.indexOf('{', at)).trim());
    code = code.slice(0, at) + code.slice(end + 1);
  }
  code = code.replace(/(container-type|contain-intrinsic-inline-size):[^;}]*;?/g, (declaration) => {
    removed.push(declaration);
    return '';
  });
  return { code, removed };
}

/** What decides the layout on each page: one line per part, the same text for the same layout at any width. */
const LAYOUT = `
  const root = ${APP};
  const style = (selector) => { const el = root.querySelector(selector); return el && getComputedStyle(el); };
  const tracks = (value) => value === 'none' ? 'none' : value.split(' ').length + ' columns';
  const parts = {
    '.nav flex-wrap': (s) => s.flexWrap,
    '.nav-toggle display': (s) => s.display,
    '.nav-links display': (s) => s.display,
    '.main padding-top': (s) => s.paddingTop,
    '.hero h1 font-size': (s) => s.fontSize,
    '.songs column-count': (s) => s.columnCount,
    '.gig grid-template-columns': (s) => tracks(s.gridTemplateColumns),
    '.contact-body grid-template-columns': (s) => tracks(s.gridTemplateColumns),
    '.footer justify-content': (s) => s.justifyContent,
  };
  return Object.entries(parts).map(([part, read]) => { const s = style(part.split(' ').slice(0, -1).join(' ')); return part + ': ' + (s ? read(s) : 'absent'); });`;

const narrow = suite('without container queries');
let stripped: ReturnType<typeof withoutContainerQueries>;
/** What `cut` serves in place of the repository's files: the cut-down band.js. */
const cutDown = new Map<string, string>();

narrow.before(async () => {
  stripped = withoutContainerQueries(new TextDecoder().decode(await bundleWithFixtures()));
  cutDown.set('/dist/band.js', stripped.code);
});
/** The repository as it is (plain), and with the cut-down band.js (cut). */
const at = withBrowser(narrow, { plain: {}, cut: { pages: cutDown } });

narrow('the cut-down bundle lacks the wide layout and nothing else of its CSS', () => {
  // Home's photo grid (two columns from 30em) is one column there, as in the narrow layout.
  assert.equal(stripped.removed, [
    '@container (min-width: 30em)',
    '@container (min-width: 48em)',
    'container-type:inline-size;',
    'contain-intrinsic-inline-size:20em;',
  ]);
});

narrow('at 1280 px every page has the layout it has at 375 px with container queries', async () => {
  const layouts = async (origin: string, width: number) => {
    const { page, context, errors } = await openPage(at.browser, origin, width);
    await page.goto(`${origin}/demo.html#/`);
    const byRoute: Record<string, string[]> = {};
    for (const [hash, title] of ROUTES) {
      await showRoute(page, hash, title);
      byRoute[hash] = (await page.evaluate(`(() => { ${LAYOUT} })()`)) as string[];
    }
    assert.equal(errors, []);
    await context.close();
    return byRoute;
  };
  const phone = await layouts(at.plain.origin, 375);
  const wide = await layouts(at.plain.origin, 1280);
  const old = await layouts(at.cut.origin, 1280);
  for (const [hash] of ROUTES) {
    // the container query does make a difference at 1280 px, so the comparison below means something
    assert.not.equal(wide[hash], phone[hash], hash);
    assert.equal(old[hash], phone[hash], hash);
  }
});

narrow('at 1280 px it is usable: the menu opens, every link leads to its page, nothing overflows sideways', async () => {
  const { page, context, errors, foreign } = await openPage(at.browser, at.cut.origin, 1280);
  await page.goto(`${at.cut.origin}/demo.html#/`);
  const toggle = page.getByRole('button', { name: 'Menü' });
  const nav = page.getByRole('navigation');
  // every page reached by a link: the menu's for the four pages in it, the footer's for Impressum
  for (const [hash, title, name] of ROUTES) {
    if (hash === '#/impressum') {
      await page.getByRole('contentinfo').getByRole('link', { name }).click();
    } else {
      assert.ok(await toggle.isVisible(), `the toggle, before ${name}`);
      assert.is(await toggle.getAttribute('aria-expanded'), 'false');
      assert.not.ok(await nav.getByRole('link', { name }).isVisible(), `${name} hidden while the menu is closed`);
      await toggle.click();
      assert.is(await toggle.getAttribute('aria-expanded'), 'true');
      await nav.getByRole('link', { name }).click();
    }
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    assert.is(new URL(page.url()).hash, hash);
    assert.is(await toggle.getAttribute('aria-expanded'), 'false', `the menu closes after ${name}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.is(overflow, 0, `${name}: nothing overflows sideways`);
    if (hash === '#/') await page.screenshot({ path: join(SCREENSHOTS, 'no-container-queries-home-1280.png'), fullPage: true });
  }
  assert.equal(errors, []);
  assert.equal(foreign, []);
  await context.close();
});

narrow.run();
