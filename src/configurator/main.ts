/**
 * dist/konfigurator.js: the venue picks options, sees the real widget (band.js,
 * loaded by the page) update live, and copies the code. Never part of band.js.
 */
import { snippet, type EmbedChoice } from './snippet';

const page = document.querySelector<HTMLElement>('[data-site]')!;
const { site = '', band = '' } = page.dataset;
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const preview = byId<HTMLElement>('preview');
const code = byId<HTMLElement>('snippet');
const status = byId<HTMLElement>('copy-status');
const accentInput = byId<HTMLInputElement>('accent');
let accent: string | null = null;

const checked = (name: string) => (document.querySelector(`input[name="${name}"]:checked`) as HTMLInputElement).value;

function read(): EmbedChoice {
  const limit = Number(byId<HTMLInputElement>('limit').value);
  return {
    view: checked('view') as EmbedChoice['view'],
    show: byId<HTMLSelectElement>('show').value as EmbedChoice['show'],
    limit: Number.isSafeInteger(limit) && limit > 0 ? limit : null,
    theme: checked('theme') as EmbedChoice['theme'],
    place: byId<HTMLInputElement>('place').value.trim() || null,
    headings: byId<HTMLInputElement>('headings').checked ? 'show' : 'none',
    private: byId<HTMLInputElement>('private').checked ? 'show' : 'hide',
    accent,
    variant: checked('variant') as EmbedChoice['variant'],
  };
}

/**
 * The code, with a line break allowed after each punctuation mark (`<wbr>`, which copies as
 * nothing): a long address wraps at its slashes and ampersands, never inside a word.
 */
function showCode(text: string) {
  code.replaceChildren(...text.split(/(?<=[/&?=.,;:_%-])/).flatMap((part, i) => (i ? [document.createElement('wbr'), part] : [part])));
}

const radio = (name: string, value: string) => document.querySelector(`input[name="${name}"][value="${value}"]`) as HTMLInputElement;

function update() {
  // The whole site comes only as a script (its page may not be framed); in a frame the
  // list cannot take the venue's font and colour, so "inherit" gives way to "light".
  const iframe = radio('variant', 'iframe');
  iframe.disabled = checked('view') === 'app';
  if (iframe.disabled && iframe.checked) radio('variant', 'script').checked = true;
  const inherit = radio('theme', 'inherit');
  inherit.disabled = checked('variant') === 'iframe';
  if (inherit.disabled && inherit.checked) radio('theme', 'light').checked = true;
  const choice = read();
  byId<HTMLFieldSetElement>('gig-options').disabled = choice.view !== 'gigs';
  byId('accent-note').hidden = !(choice.accent && choice.variant === 'script');
  showCode(snippet(choice, site, band));
  status.textContent = '';
  if (choice.accent) preview.style.setProperty('--band-accent', choice.accent);
  else preview.style.removeProperty('--band-accent');
  window.BandWidget?.mount(preview, {
    view: choice.view,
    show: choice.show,
    theme: choice.theme,
    headings: choice.headings,
    private: choice.private,
    ...(choice.limit ? { limit: choice.limit } : {}),
    ...(choice.place ? { place: choice.place } : {}),
  });
}

accentInput.addEventListener('input', () => {
  accent = accentInput.value;
});
byId('accent-reset').addEventListener('click', () => {
  accent = null;
  accentInput.value = accentInput.defaultValue;
  update();
});
byId('controls').addEventListener('input', update);
byId('controls').addEventListener('change', update);

byId('copy').addEventListener('click', () => {
  const text = code.textContent ?? '';
  Promise.resolve()
    .then(() => navigator.clipboard.writeText(text))
    .then(
      () => (status.textContent = 'Der Code ist kopiert. Fügen Sie ihn in Ihre Seite ein.'),
      () => {
        // Where the browser refuses the clipboard, the code is selected for Strg+C (Cmd+C on a Mac).
        getSelection()?.selectAllChildren(code);
        status.textContent = 'Ihr Browser erlaubt das Kopieren nicht: Der Code ist markiert, kopieren Sie ihn mit Strg+C (am Mac: Cmd+C).';
      },
    );
});

update();
