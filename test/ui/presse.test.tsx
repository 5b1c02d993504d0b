// The page "Presse & Veranstalter" (issue 47, #/presse) from fixtures: its sections, the copy button,
// the downloads, the contact; Home where the band has no press data, no nav link active on it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fireEvent, screen, within } from '@testing-library/preact';
import { fixture } from '../fixtures/data';
import { PRESS, withExtras } from '../fixtures/siteExtras';
import { must } from '../setup/must';
import { go, reset, textOf, visit } from '../setup/visit';

const full = withExtras();
const { band } = fixture;
const h2s = () => screen.getAllByRole('heading', { level: 2 }).map(textOf);
/** The elements between an h2 and the next one. */
const under = (name: string) => {
  const found: Element[] = [];
  for (let el = screen.getByRole('heading', { level: 2, name }).nextElementSibling; el && el.tagName !== 'H2'; el = el.nextElementSibling)
    found.push(el);
  return found;
};
const give = (value: unknown) => Object.defineProperty(navigator, 'clipboard', { configurable: true, value });
const active = () => [...document.querySelectorAll('nav [aria-current="page"]')].map(textOf);

// ---

const page = suite('Presse & Veranstalter');
page.after.each(() => {
  give(undefined);
  reset();
});

page('has one h1 and the sections in order, the long biography one paragraph each, the rider as a list', () => {
  visit('#/presse', undefined, full);
  assert.equal(screen.getAllByRole('heading', { level: 1 }).map(textOf), ['Presse & Veranstalter']);
  assert.equal(h2s(), ['Kurzbiografie', 'Ausführliche Biografie', 'Pressefotos', 'Logo', 'Technik', 'Kontakt']);
  assert.is(textOf(must(under('Kurzbiografie')[0], 'the short biography')), PRESS.short);
  assert.equal(under('Ausführliche Biografie').map(textOf), PRESS.long);
  assert.equal(
    under('Technik').flatMap((el) => [...el.querySelectorAll('li')].map(textOf)),
    PRESS.rider,
  );
  assert.equal(active(), [], 'no nav link is active on the press page');
});

page('offers each press photo and the logo as a download named by its file, with size, credit and description', () => {
  visit('#/presse', undefined, full);
  const photos = must(under('Pressefotos')[0], 'the photo list');
  const links = within(photos as HTMLElement).getAllByRole('link');
  assert.equal(
    links.map((a) => [textOf(a), a.getAttribute('href'), a.getAttribute('download')]),
    [
      ['Pressefoto 1 herunterladen (JPEG, 2,4\u00a0MB)', 'presse/upgrade-pressefoto-1.jpg', 'upgrade-pressefoto-1.jpg'],
      ['Pressefoto 2 herunterladen (JPEG, 1,0\u00a0MB)', 'presse/upgrade-pressefoto-2.jpg', 'upgrade-pressefoto-2.jpg'],
    ],
  );
  const items = [...photos.querySelectorAll('li')].map(textOf);
  assert.match(must(items[0], 'the first photo'), 'Die Band auf der Bühne, 3000\u00a0×\u00a02000\u00a0Pixel. Foto: Anna Beispiel');
  assert.match(must(items[1], 'the second photo'), /Das Publikum tanzt, 2400\u00a0×\u00a01600\u00a0Pixel$/);
  const logo = within(must(under('Logo')[0], 'the logo list') as HTMLElement).getAllByRole('link');
  assert.equal(
    logo.map((a) => [textOf(a), a.getAttribute('href'), a.getAttribute('download')]),
    [
      ['Logo als SVG herunterladen', 'presse/upgrade-logo.svg', 'upgrade-logo.svg'],
      ['Logo als PNG herunterladen (1000\u00a0Pixel breit)', 'presse/upgrade-logo.png', 'upgrade-logo.png'],
    ],
  );
});

page('states a size under 0,1 MB in kilobytes, never as 0,0 MB', () => {
  const kit = must(full.pressKit, 'the fixture kit');
  const sizes: [bytes: number, shown: string][] = [
    [45_120, '46\u00a0kB'],
    [99_999, '100\u00a0kB'],
    [100_000, '0,1\u00a0MB'],
    [2_449_999, '2,4\u00a0MB'],
  ];
  for (const [bytes, shown] of sizes) {
    visit('#/presse', undefined, { ...full, pressKit: { ...kit, photos: [{ ...must(kit.photos[0], 'a photo'), bytes }] } });
    assert.ok(screen.getByRole('link', { name: `Pressefoto 1 herunterladen (JPEG, ${shown})` }), `${bytes} B`);
    reset();
  }
});

page('leaves out the photos where there are none, and the downloads where the build made none', () => {
  visit('#/presse', undefined, { ...full, pressKit: { ...full.pressKit!, photos: [] } });
  assert.equal(h2s(), ['Kurzbiografie', 'Ausführliche Biografie', 'Logo', 'Technik', 'Kontakt']);
  reset();
  const { pressKit: _, ...withoutKit } = full;
  visit('#/presse', undefined, withoutKit);
  assert.equal(h2s(), ['Kurzbiografie', 'Ausführliche Biografie', 'Technik', 'Kontakt']);
});

page('has no "Technik" where the rider is empty (`rider: []`)', () => {
  visit('#/presse', undefined, { ...full, press: { ...PRESS, rider: [] } });
  assert.equal(h2s(), ['Kurzbiografie', 'Ausführliche Biografie', 'Pressefotos', 'Logo', 'Kontakt']);
  assert.is(document.querySelectorAll('.press ul').length, 2, 'the photos and the logo, no empty list');
});

page('names whom to ask, with the band’s mail and phone as links', () => {
  visit('#/presse', undefined, full);
  const contact = must(under('Kontakt')[0], 'the contact');
  assert.match(textOf(contact), `${band.contact.firstName} ${band.contact.lastName}, bei ${band.name} zuständig für ${band.contact.role}`);
  assert.is(
    within(contact as HTMLElement)
      .getByRole('link', { name: band.email })
      .getAttribute('href'),
    `mailto:${band.email}`,
  );
  assert.is(
    within(contact as HTMLElement)
      .getByRole('link', { name: band.phone.display })
      .getAttribute('href'),
    `tel:${band.phone.dial}`,
  );
});

page('"Kopieren" puts exactly the short biography on the clipboard and says so', async () => {
  const copied: string[] = [];
  give({ writeText: async (text: string) => void copied.push(text) });
  visit('#/presse', undefined, full);
  // Told apart from other buttons by what it copies.
  const button = screen.getByRole('button', { name: 'Kopieren', description: 'Kurzbiografie' });
  fireEvent.click(button);
  const status = await screen.findByText('Die Kurzbiografie ist kopiert.');
  assert.equal(copied, [PRESS.short]);
  // A second copy empties the status first, so a screen reader says the sentence again.
  fireEvent.click(button);
  assert.is(textOf(status), '');
  await screen.findByText('Die Kurzbiografie ist kopiert.');
  assert.equal(copied, [PRESS.short, PRESS.short]);
});

page('where the clipboard is missing or refused, the short biography shows in a field to copy by hand', async () => {
  for (const clipboard of [undefined, { writeText: async () => Promise.reject(new Error('denied')) }]) {
    give(clipboard);
    visit('#/presse', undefined, full);
    fireEvent.click(screen.getByRole('button', { name: 'Kopieren' }));
    const field = (await screen.findByLabelText(/Bitte kopieren Sie die Kurzbiografie hier/)) as HTMLInputElement;
    assert.is(field.value, PRESS.short);
    assert.ok(field.readOnly);
    reset();
  }
});

page('is Home where the band has no press data: Home’s h1, Home’s link active', () => {
  visit('#/presse', undefined, fixture);
  assert.equal(screen.getAllByRole('heading', { level: 1 }).map(textOf), [band.slogan]);
  assert.equal(active(), ['Home']);
  assert.is(screen.queryByRole('heading', { name: 'Kurzbiografie' }), null);
});

page('is reached from Kontakt', () => {
  visit('#/kontakt', undefined, full);
  fireEvent.click(screen.getByRole('link', { name: 'Presse & Veranstalter' }));
  go('#/presse');
  assert.equal(screen.getAllByRole('heading', { level: 1 }).map(textOf), ['Presse & Veranstalter']);
});

page.run();
