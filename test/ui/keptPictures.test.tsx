// The takeover keeps the prerendered photos (issue 48): the site rendered with the pictures a prerendered
// page held (keepPictures) shows those very elements where its own would be, each once, and makes its own
// when a page is shown again. The real takeover, band.js on the built page, is test/browser/leadPhoto.test.ts's.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import type { BandData } from '../../src/data/readData';
import { App } from '../../src/ui/App';
import { BandDataContext } from '../../src/ui/BandDataContext';
import { KeptPicturesContext, keepPictures } from '../../src/ui/keptPictures';
import { fixture } from '../fixtures/data';
import { picture, siteMedia } from '../fixtures/media';
import { must } from '../setup/must';
import { go, reset } from '../setup/visit';

const NOW = new Date(2025, 8, 1, 12, 0);
const photo = (name: string) => ({ picture: picture(name), alt: `Foto ${name}`, credit: '' });
const data: BandData = { ...fixture, media: siteMedia({ photos: [photo('lead'), photo('two'), photo('three')] }) };

const site = (kept?: Map<string, Element>) => (
  <BandDataContext.Provider value={data}>
    <KeptPicturesContext.Provider value={kept}>
      <App now={NOW} />
    </KeptPicturesContext.Provider>
  </BandDataContext.Provider>
);

/** A host element holding the site as the build prerenders it (the same components, as HTML). */
function prerendered(): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(site());
  return host;
}

const tests = suite('the takeover keeps the prerendered photos');
tests.after.each(reset);

tests('Home shows the prerendered <picture> elements themselves, every photo once, in their places', () => {
  const host = prerendered();
  const before = [...host.querySelectorAll('picture')];
  assert.is(before.length, 3);
  const kept = keepPictures(host);
  const { container } = render(site(kept));
  const after = [...container.querySelectorAll('picture')];
  assert.is(after.length, 3);
  after.forEach((element, i) => assert.ok(element === before[i], `picture ${i + 1} is the prerendered one`));
  assert.is(kept.size, 0, 'each taken');
  // In its place: the leading photo right after the hero, its box the kept element's own.
  const lead = must(container.querySelector('.lead-photo'), 'the leading photo');
  assert.is(lead.closest('.kept')?.previousElementSibling?.className, 'hero');
  assert.is(lead.getAttribute('alt'), 'Foto lead');
});

tests('a render later (the countdown’s minute) leaves the kept element where it is', () => {
  const kept = keepPictures(prerendered());
  const lead = [...kept.values()][0]!;
  const { container, rerender } = render(site(kept));
  rerender(site(kept));
  assert.ok(container.querySelector('.lead-photo')?.parentElement === lead);
});

tests('shown again after another page, Home makes its own pictures: a kept element is used once', () => {
  const kept = keepPictures(prerendered());
  const first = [...kept.values()];
  const { container } = render(site(kept));
  go('#/kontakt');
  go('#/');
  const again = [...container.querySelectorAll('picture')];
  assert.is(again.length, 3);
  assert.ok(again.every((element) => !first.includes(element)));
  assert.is(container.querySelectorAll('.kept').length, 0);
});

tests('without kept pictures (a page not prerendered, a partner’s) the pictures are made as before', () => {
  const { container } = render(site(new Map()));
  assert.is(container.querySelectorAll('picture').length, 3);
  assert.is(container.querySelectorAll('.kept').length, 0);
});

tests.run();
