/**
 * The pages of the venue kit in dist/: gigs.html, the gig list alone for an
 * iframe, and konfigurator.html, where a venue builds its code. Both run under
 * the site's strict policy (no inline script or style); their scripts are
 * bundles of their own (src/embed/frame.ts, src/configurator/main.ts).
 */
import { escapeHtml } from '../domain/escapeHtml';
import { siteUrls } from '../domain/siteUrls';
import { listTitle } from '../domain/texts';
import type { Band } from '../data/band';
import { BRAND } from './brand';
import { assetLink, htmlDocument, type Versions } from './htmlDocument';

const asset = (file: string, versions: Versions) => assetLink('', file, versions);

export function gigsPage(band: Band, versions: Versions): string {
  return htmlDocument(
    [
      `<meta name="robots" content="noindex">
<!-- Links in the list (booking, the band's site) open the whole window, not the frame. -->
<base target="_top">
<title>${escapeHtml(listTitle(band.name))}</title>
<!-- Without an icon of its own, every view in a frame asks for /favicon.ico. -->
<link rel="icon" href="favicon.svg" type="image/svg+xml">
<script src="${asset('gigs.js', versions)}" defer></script>
<script src="${asset('band.js', versions)}" defer></script>`,
    ],
    `<div data-band-widget="gigs">
<a href="${escapeHtml(siteUrls(band.siteUrl).auftritte)}" target="_top">${escapeHtml(listTitle(band.name))}</a>
</div>`,
  );
}

const radio = (name: string, value: string, label: string, checked = false) =>
  `<label class="choice"><input type="radio" name="${name}" value="${value}"${checked ? ' checked' : ''}> ${label}</label>`;

export function configuratorPage(band: Band, versions: Versions): string {
  const name = escapeHtml(band.name);
  return htmlDocument(
    [
      `<title>Termine von ${name} auf Ihrer Website</title>
<meta name="description" content="Zeigen Sie die Live-Termine von ${name} auf der Website Ihres Hauses: Optionen wählen, Vorschau ansehen, Code kopieren.">
<link rel="icon" href="favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${asset('konfigurator.css', versions)}">
<script src="${asset('band.js', versions)}" defer></script>
<script src="${asset('konfigurator.js', versions)}" defer></script>`,
    ],
    `<main class="kit" data-site="${escapeHtml(siteUrls(band.siteUrl).home)}" data-band="${name}">
<h1>Termine von ${name} auf Ihrer Website</h1>
<p class="kit-lead">Sie veranstalten Konzerte oder Feste und möchten zeigen, wann ${name} bei Ihnen oder in Ihrer Nähe spielt? Wählen Sie aus, was erscheinen soll, prüfen Sie die Vorschau und kopieren Sie den Code in Ihre Seite. Neue Termine erscheinen dann von selbst.</p>
<p class="kit-lead">Gut zu wissen: Der Code lädt die Liste vom Server der Band, so wie ein eingebundenes Bild; dabei erfährt dieser Server die IP-Adresse Ihrer Besucher. Darüber hinaus lädt die Liste nichts nach, setzt keine Cookies und speichert nichts. Soll Ihre Seite gar nichts von anderen Servern laden, legen Sie die Datei <code>band.js</code> von ${name} auf Ihren eigenen Server und schreiben dort <code>src="band.js"</code>; neue Termine kommen dann erst mit einer neuen Kopie.</p>
<div class="kit-layout">
<div id="controls" class="kit-controls">
<fieldset>
<legend>Was soll erscheinen?</legend>
${radio('view', 'gigs', 'Die Terminliste', true)}
${radio('view', 'app', `Die ganze Website von ${name}`)}
</fieldset>
<fieldset id="gig-options">
<legend>Terminliste</legend>
<label for="show">Welche Termine</label>
<select id="show">
<option value="upcoming" selected>Kommende Auftritte</option>
<option value="past">Vergangene Auftritte</option>
<option value="all">Kommende und vergangene</option>
</select>
<label for="limit">Höchstens so viele Termine je Abschnitt</label>
<input id="limit" type="number" min="1" step="1" inputmode="numeric" aria-describedby="limit-hint">
<p id="limit-hint" class="kit-hint">Leer lassen für alle.</p>
<label for="place">Nur Termine an diesem Ort</label>
<input id="place" type="text" maxlength="60" autocomplete="off" aria-describedby="place-hint">
<p id="place-hint" class="kit-hint">Zum Beispiel Ihr Haus oder Ihre Stadt; Groß- und Kleinschreibung und Akzente zählen nicht. Leer lassen für alle Orte.</p>
<label class="choice"><input id="headings" type="checkbox" checked> Eigene Überschriften der Liste zeigen</label>
<p class="kit-hint">Ausschalten, wenn Ihre Seite schon eine Überschrift über die Termine setzt.</p>
<label class="choice"><input id="private" type="checkbox" checked> Private Feiern zeigen (als „Private Feier“, ohne Einzelheiten)</label>
</fieldset>
<fieldset>
<legend>Aussehen</legend>
${radio('theme', 'inherit', 'Wie Ihre Seite (Ihre Schrift und Textfarbe; nicht im iframe)', true)}
${radio('theme', 'light', 'Hell')}
${radio('theme', 'dark', 'Dunkel')}
<label for="accent">Akzentfarbe</label>
<span class="kit-row"><input id="accent" type="color" value="${BRAND.accent}"> <button type="button" id="accent-reset" class="kit-button kit-button-quiet">Farbe der Band verwenden</button></span>
</fieldset>
<fieldset>
<legend>Einbindung</legend>
${radio('variant', 'script', 'Mit Skript (empfohlen): passt sich Ihrer Seite an', true)}
${radio('variant', 'iframe', 'Als iframe: für Baukästen, die nur iframes erlauben (nur die Terminliste)')}
</fieldset>
</div>
<div class="kit-output">
<h2>Vorschau</h2>
<div id="preview" class="kit-preview"></div>
<h2>Ihr Code</h2>
<pre class="kit-code"><code id="snippet"></code></pre>
<p id="accent-note" class="kit-hint" hidden>Die Akzentfarbe steht im <code>style</code>-Attribut. Erlaubt Ihre Seite keine Inline-Styles (Content-Security-Policy <code>style-src 'self'</code>), setzen Sie <code>--band-accent</code> stattdessen in Ihrem Stylesheet.</p>
<p class="kit-row"><button type="button" id="copy" class="kit-button">Code kopieren</button> <span id="copy-status" role="status"></span></p>
<p class="kit-hint">Fügen Sie den Code dort in Ihre Seite ein, wo die Termine stehen sollen (in vielen Systemen als „HTML-Block“). Fragen beantwortet ${name} gern: <a href="${escapeHtml(siteUrls(band.siteUrl).kontakt)}">Kontakt</a>.</p>
</div>
</div>
</main>`,
  );
}

/** dist/konfigurator.css: readable at 375 and 1280 px, AA contrast, visible focus, forced colours respected. */
export function configuratorCss(): string {
  return `html { background: #ffffff; color: #1a1a1a; font: 1em/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0; }
.kit { max-width: 72em; margin: 0 auto; padding: 1.5em 1em 3em; }
.kit h1 { font-size: 1.75em; line-height: 1.2; margin: 0 0 0.5em; }
.kit h2 { font-size: 1.2em; margin: 1.5em 0 0.5em; }
.kit-lead { max-width: 44em; margin: 0 0 1.5em; }
.kit-layout { display: grid; gap: 1.5em; }
@media (min-width: 60em) { .kit-layout { grid-template-columns: minmax(18em, 26em) 1fr; align-items: start; } .kit-output h2:first-child { margin-top: 0; } }
fieldset { margin: 0 0 1em; padding: 0.75em 1em 1em; border: 1px solid #767676; border-radius: 0.5em; }
fieldset:disabled { opacity: 0.6; }
legend { padding: 0 0.35em; font-weight: 700; }
label { display: block; margin: 0.75em 0 0.25em; font-weight: 600; }
label.choice { display: flex; gap: 0.5em; align-items: center; margin: 0.25em 0; min-height: 44px; font-weight: 400; }
input, select, button { font: inherit; }
input[type="text"], input[type="number"], select { box-sizing: border-box; width: 100%; min-height: 44px; padding: 0 0.6em; border: 2px solid #767676; border-radius: 0.4em; background: #ffffff; color: #1a1a1a; }
input[type="radio"] { flex-shrink: 0; width: 1.25em; height: 1.25em; margin: 0; accent-color: #1a1a1a; }
input[type="color"] { width: 3.5em; min-height: 44px; padding: 0.2em; border: 2px solid #767676; border-radius: 0.4em; background: #ffffff; }
.kit-hint { margin: 0.35em 0 0; color: #4d4d4d; font-size: 0.9em; }
.kit-row { display: flex; flex-wrap: wrap; gap: 0.75em; align-items: center; }
.kit-button { min-height: 44px; padding: 0 1.4em; border: 2px solid #1a1a1a; border-radius: 999px; background: #1a1a1a; color: #ffffff; font-weight: 700; cursor: pointer; }
.kit-button-quiet { background: #ffffff; color: #1a1a1a; }
.kit-preview { padding: 1em; border: 1px dashed #767676; border-radius: 0.5em; min-height: 6em; overflow: auto; }
.kit-code { margin: 0 0 1em; padding: 1em; overflow-x: auto; white-space: pre-wrap; overflow-wrap: normal; word-break: normal; background: #f3f3f1; border-radius: 0.5em; font-size: 0.9em; }
a { color: #1a1a1a; }
:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
`;
}
