/**
 * The band's site prerendered into its own page (dist/index.html, demo.html):
 * the app's components rendered at build time, every route, for the build's
 * day, so that the first frame a visitor sees is the page band.js then shows
 * in its shadow root, and a visitor without JavaScript reads the same site.
 *
 * Inside `<div data-band-widget="app">` the build writes, in this order:
 *   - one empty marker per route address: `<span id="/programm">` and, for the
 *     tolerated trailing slash, `<span id="/programm/">` (Home: `id="/"`). A
 *     link to `#/programm` makes its marker the `:target`;
 *   - the app once, wrapped exactly as src/widget/mount.tsx wraps it in the shadow root
 *     (`<div class="band band-route">`), so the same CSS gives the same layout: its shell
 *     (the frame and the footer, the same on every route) written once, and inside it a
 *     header (its nav marks the route's link) and a <main> for every route, Home first,
 *     each tagged `data-band-route`. Ids get the route as a suffix, and every <main> but
 *     Home's says <main hidden>: the page has no id twice and one <main>;
 *   - the route script, then an empty `.band-end`: until they are parsed, nothing shows (see routeCss;
 *     where inline scripts run, WAIT_SCRIPT before the app holds it back until the route script has run).
 * routeCss() shows the route whose marker is the target, Home when none is,
 * with the general sibling and descendant combinators, or the route the route script wrote; the
 * markers come before every page, so the right page is chosen before any of
 * them is parsed. Markers are empty blocks at the very top, so following a link
 * scrolls to the top, as the app does. band.js replaces all of it on mount.
 */
import { Fragment, options, type VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { BandData } from '../data/readData';
import { isAppHash, pageOf, ROUTES, type Route } from '../domain/routes';
import { yearPagePath } from '../domain/siteUrls';
import { App } from '../ui/App';
import { BandDataContext } from '../ui/BandDataContext';
import { Prerendering, WholeLists, type Prerendered } from '../ui/useWholeList';

/** The attributes that hold ids or refer to them. */
const ID_ATTRIBUTES = /\s(id|for|aria-controls|aria-labelledby|aria-describedby)="([^"]*)"/g;

/**
 * Every route renders the same components, so useId gives each copy the same ids:
 * each copy's ids (and the references to them) get the route as a suffix, and the
 * page has no id twice.
 */
export function suffixIds(html: string, route: Route): string {
  return html.replace(
    ID_ATTRIBUTES,
    (_, name: string, value: string) =>
      ` ${name}="${value
        .split(' ')
        .map((id) => (id ? `${id}-${route}` : id))
        .join(' ')}"`,
  );
}

/** The addresses that show `route`: `#/` for Home; `#/programm` and `#/programm/` for the others. */
export function routeIds(route: Route): string[] {
  return route === 'home' ? ['/'] : [`/${route}`, `/${route}/`];
}

/** Put before every text child while rendering; a character no text of the site contains (Unicode's private use area). */
const TEXT = '\uE000';
const markTexts = (children: unknown): unknown =>
  typeof children === 'string' || typeof children === 'number'
    ? TEXT + children
    : Array.isArray(children)
      ? children.map(markTexts)
      : children;

export interface RenderOptions {
  /**
   * Written before the href of each of the app's own links (`#/programm`), for a page that is not the
   * band's page itself: '../' on a gig's page in dist/auftritte/, whose links lead back to ../#/programm.
   */
  appLinks?: string;
}

/**
 * renderToString with the text nodes of the DOM that Preact builds: in the browser
 * each text child is a Text node of its own ("Rechtsform: ", the legal form, ". Gesellschafter…"),
 * and Chromium shapes each node's text apart, so one merged text can sit a fraction of a
 * pixel elsewhere. An empty comment between neighbouring texts keeps them apart in the
 * parsed page too, so the prerendered page is the mounted one to the pixel.
 */
export function renderWithTextNodes(vnode: VNode, { appLinks = '' }: RenderOptions = {}): string {
  const previous = options.vnode;
  options.vnode = (node) => {
    const props = node.props as { children?: unknown; href?: unknown };
    if ((typeof node.type === 'string' || node.type === Fragment) && props.children != null) props.children = markTexts(props.children);
    if (appLinks && node.type === 'a' && typeof props.href === 'string' && isAppHash(props.href)) props.href = appLinks + props.href;
    previous?.(node);
  };
  let html: string;
  try {
    html = renderToString(vnode);
  } finally {
    if (previous) options.vnode = previous;
    else delete options.vnode;
  }
  // A text right after a tag (or an empty text before it) needs no separator; one right after another text does.
  return html
    .replace(/\uE000+/g, TEXT)
    .replace(/(^|>)\uE000/g, '$1')
    .replace(/\uE000/g, '<!---->');
}

/**
 * The app's container as src/widget/mount.tsx makes it in the shadow root, with the view and theme
 * the mounted app gives it: prerendered pages wrap the app in it, so the same CSS gives the same layout.
 */
export const inAppContainer = (html: string, className = 'band') =>
  `<div class="${className}" lang="de" dir="ltr" data-view="app" data-theme="site">${html}</div>`;

/** The app on one route, wrapped as mount.tsx wraps it in the shadow root. */
export function renderRoute(data: BandData, route: Route, now: Date): string {
  return inAppContainer(appOn(data, route, now));
}

/**
 * The gigs the band's page lists at the most, those ahead first, then this year's past: more than the
 * tallest first screen shows (items of at least 50 px in a window 1,500 px high), so the first frame is
 * still the final page; each list that stops there links the pages of its other gigs' years, which list
 * every public gig without JavaScript. At 40 gigs ahead, the page was 14,709 B gzip with them all and 18
 * of this year's past (issue 39); band.js renders every gig.
 */
export const PRERENDERED_GIGS = 25;

/** The years' pages of the gigs a list of the band's page leaves out (PRERENDERED_GIGS), latest first as they are listed. */
const yearLinks =
  (siteUrl: string): Prerendered['more'] =>
  (left) =>
    [...new Set(left.map((gig) => gig.date.getFullYear()))].map((year) => (
      <p key={year}>
        <a href={siteUrl + yearPagePath(year)}>{`Alle Auftritte ${year} ansehen`}</a>
      </p>
    ));

/** The app on one route, its ids suffixed by the route; every <main> but Home's hidden (a document shows one <main>). */
function appOn(data: BandData, route: Route, now: Date): string {
  const app = renderWithTextNodes(
    <BandDataContext.Provider value={data}>
      <WholeLists.Provider value={true}>
        <Prerendering.Provider value={{ most: PRERENDERED_GIGS, more: yearLinks(data.band.siteUrl) }}>
          <App now={now} route={route} />
        </Prerendering.Provider>
      </WholeLists.Provider>
    </BandDataContext.Provider>,
  );
  // A document may have one <main> without the hidden attribute: Home's. The others carry it, and
  // routeCss shows them all the same whenever their page shows.
  return suffixIds(route === 'home' ? app : app.replace(/<main\b/, '<main hidden'), route);
}

/** The app's shell split at its header and main: what comes before, the header, the main, what comes after (the footer). */
const SHELL = /^([\s\S]*?)(<header\b[\s\S]*?<\/header>)(<main\b[\s\S]*<\/main>)([\s\S]*)$/;

/** One route's app split at its header and main (SHELL), each tagged `data-band-route`. */
function routeParts(data: BandData, route: Route, now: Date) {
  const [, before, header, main, after] = SHELL.exec(appOn(data, route, now)) ?? [];
  if (before === undefined || header === undefined || main === undefined || after === undefined) {
    throw new Error(`prerender: the app on the route ${route} has no <header> and <main>`);
  }
  const tag = (html: string) => html.replace(/^<(header|main)\b/, `$& data-band-route="${route}"`);
  return { before, header: tag(header), main: tag(main), after };
}

/**
 * The routes the band's page holds a page for: every route that shows a page of its own for this data.
 * Without press data `#/presse` has no marker and no page, so it shows Home as any unknown route does.
 */
export const siteRoutes = (data: BandData): Route[] => ROUTES.filter((route) => pageOf(route, !!data.press) === route);

/**
 * What the build writes inside the app container: the markers, then the app once, its shell
 * (the frame and the footer, the same on every route) written once, with each route's header
 * (its nav marks the current link) and each route's <main> in it, tagged `data-band-route`.
 */
export function prerender(data: BandData, now: Date): string {
  const routes = siteRoutes(data);
  const marks = routes.flatMap(routeIds).map((id) => `<span class="band-mark" id="${id}"></span>`);
  // The shell is written as the first route has it.
  const [first = 'home', ...others] = routes;
  const shell = routeParts(data, first, now);
  const parts = [shell, ...others.map((route) => routeParts(data, route, now))];
  const app = `${shell.before}${parts.map((p) => p.header).join('')}${parts.map((p) => p.main).join('')}${shell.after}`;
  return `${marks.join('')}<script>${WAIT_SCRIPT}</script>\n${inAppContainer(app, 'band band-route')}\n<script>${ROUTE_SCRIPT}</script><span class="band-end" hidden></span>`;
}

/**
 * The page's first inline script, before every page, allowed by its hash as the route script is: it marks the
 * app container's parent as no route yet (`data-band-at="?"`, by its dataset), so that nothing shows until the route script has chosen the
 * route (routeCss). Where inline scripts do not run (a policy without their hashes, a blocker), it does
 * not either, and the page shows as without JavaScript. ES5, for any browser.
 */
export const WAIT_SCRIPT = "document.currentScript.parentNode.dataset.bandAt='?'";

/**
 * The page's inline route script, allowed by its hash (hosting.ts; the loader of page.ts beside it): it writes the address's route
 * on the app container's parent (`data-band-at="#/programm"`, a trailing slash dropped) as the
 * parser reaches it, before the end marker lets anything show, and again when the address
 * changes before band.js has taken over. Chromium knows the :target only once the whole page is
 * parsed; with the CSS inline the first frame can come sooner, and would show Home. Without a
 * script, :target alone chooses (routeCss). ES5, for any browser.
 */
export const ROUTE_SCRIPT =
  "(function(e){function f(){e.setAttribute('data-band-at',location.hash.replace(/\\/$/,''))}f();addEventListener('hashchange',f)})(document.currentScript.parentNode)";

/** CSS's escape for an id selector (the ids here are a slash and lower-case letters). */
const idSelector = (id: string) => `#${id.replace(/\//g, '\\/')}`;

/**
 * The route switch in CSS, minified (it is inline in the band's page): every page hidden but the one whose marker is the target,
 * Home when no marker of another page is (no hash, `#/`, a host anchor, an unknown route,
 * as parseRoute reads them). `routes`: those the page holds (siteRoutes): a site without press data
 * carries no rule for `#/presse`, whose address then shows Home by :target and by the route script alike.
 */
export function routeCss(routes: readonly Route[] = ROUTES): string {
  const part = (route: Route) => `[data-band-route="${route}"]`;
  const targeted = (route: Route, target: string) => routeIds(route).map((id) => `${idSelector(id)}:target ~ .band-route ${target}`);
  // The same choice by the route script's attribute, known before the first frame.
  const at = (route: Route, target: string) => `[data-band-at="#/${route}"] > .band-route ${target}`;
  const others = routes.filter((route) => route !== 'home');
  return [
    '.band-mark{display:block}',
    `.band-route [data-band-route]:not(${part('home')}){display:none}`,
    // The target is known only once the page is parsed (Chromium: after parsing ends): a frame painted
    // earlier, while a slow uncompressed page streams in, would show Home. Nothing shows until the end;
    // once band.js has mounted, no .band-route is left and the rule no longer applies.
    '[data-band-widget]:has(>.band-route):not(:has(>.band-end)){display:none}',
    // Where the inline scripts run, nothing shows between the first (WAIT_SCRIPT, before every page) and the
    // route script (after them): Chromium painted Home's header while the rule above should have hidden it
    // (:has() and a page streaming in, one load in about ten on a throttled line); attributes a script sets
    // are a plain style change in every engine. Where they do not run, the rule above and :target choose.
    // One rule with Home's hiding on other routes (no :has() among them, so no engine drops the list).
    `${['[data-band-at="?"]>.band-route', ...others.flatMap((route) => [...targeted(route, part('home')), at(route, part('home'))])].join(',')}{display:none}`,
    ...others.map((route) => `${[...targeted(route, part(route)), at(route, part(route))].join(',')}{display:block}`),
  ].join('');
}
