// The takeover keeps the prerendered photos (issue 48): the site rendered with the pictures a prerendered
// page held (keepPictures) shows those very elements where its own would be, again when a page is shown
// again, and they go back to their places should rendering fail (restorePictures). The real takeover,
// band.js on the built page, is test/browser/leadPhoto.test.ts's.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import type { BandData } from '../../src/data/readData';
import { rebaseMedia, type SiteMedia } from '../../src/domain/media';
import { videoNotice } from '../../src/domain/videoPrivacy';
import { App } from '../../src/ui/App';
import { BandDataContext } from '../../src/ui/BandDataContext';
import { KeptPicturesContext, keepPictures, restorePictures, type KeptPictures } from '../../src/ui/keptPictures';
import { fixture } from '../fixtures/data';
import { picture, siteMedia } from '../fixtures/media';
import { must } from '../setup/must';
import { go, reset } from '../setup/visit';

const NOW = new Date(2025, 8, 1, 12, 0);
const photo = (name: string) => ({ picture: picture(name), alt: `Foto ${name}`, credit: '' });
// The leading photo is also the video's poster: the same file at other sizes, a picture of its own.
const MEDIA: SiteMedia = siteMedia({
  photos: [photo('lead'), photo('two'), photo('three')],
  videos: [{ video: { provider: 'youtube', id: 'aBcDeFgHiJk' }, title: 'Live', notice: videoNotice('youtube'), poster: picture('lead') }],
});
const data = (media: SiteMedia): BandData => ({ ...fixture, media });

const site = (media: SiteMedia, kept?: KeptPictures) => (
  <BandDataContext.Provider value={data(media)}>
    <KeptPicturesContext.Provider value={kept}>
      <App now={NOW} />
    </KeptPicturesContext.Provider>
  </BandDataContext.Provider>
);

/** A host element holding the site as the build prerenders it for the band's page (photos/… relative to it). */
function prerendered(): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(site(MEDIA));
  return host;
}
/** band.js names the same files by absolute addresses behind its own folder (rebaseMedia). */
const BAND_JS = rebaseMedia(MEDIA, 'https://upgrade.example/');

const tests = suite('the takeover keeps the prerendered photos');
tests.after.each(reset);

tests('Home shows the prerendered <picture> elements themselves, each in its place, the poster apart from the photo', () => {
  const host = prerendered();
  const before = [...host.querySelectorAll('picture')];
  assert.is(before.length, 4, 'three photos and a poster');
  const { container } = render(site(BAND_JS, keepPictures(host)));
  const after = [...container.querySelectorAll('picture')];
  assert.is(after.length, 4);
  after.forEach((element, i) => assert.ok(element === before[i], `picture ${i + 1} is the prerendered one`));
  const lead = must(container.querySelector('.lead-photo'), 'the leading photo');
  assert.is(lead.closest('.kept')?.previousElementSibling?.className, 'hero');
  assert.is(lead.getAttribute('alt'), 'Foto lead');
  assert.ok(container.querySelector('.video-box .kept picture'), 'the poster in its box');
});

tests('a render later (the countdown’s minute) leaves the kept element where it is', () => {
  const kept = keepPictures(prerendered());
  const [lead] = must(kept.values().next().value, 'a kept picture');
  const { container, rerender } = render(site(BAND_JS, kept));
  rerender(site(BAND_JS, kept));
  assert.ok(container.querySelector('.lead-photo')?.parentElement === lead);
});

tests('shown again after another page, Home shows the same elements again', () => {
  const kept = keepPictures(prerendered());
  const first = [...kept.values()].map(([picture]) => picture);
  const { container } = render(site(BAND_JS, kept));
  go('#/kontakt');
  assert.is(container.querySelectorAll('.lead-photo').length, 0);
  go('#/');
  const again = [...container.querySelectorAll('picture')];
  assert.equal(again, first);
});

tests('should rendering fail, every picture goes back where it stood in the host’s content', () => {
  const host = prerendered();
  const html = host.innerHTML;
  const kept = keepPictures(host);
  const fallback = [...host.childNodes];
  host.replaceChildren();
  render(site(BAND_JS, kept));
  restorePictures(kept);
  host.replaceChildren(...fallback);
  assert.is(host.innerHTML, html);
});

tests('without kept pictures (a page not prerendered, a partner’s) the pictures are made as before', () => {
  const { container } = render(site(BAND_JS, new Map()));
  assert.is(container.querySelectorAll('picture').length, 4);
  assert.is(container.querySelectorAll('.kept').length, 0);
  assert.match(
    must(container.querySelector('.lead-photo'), 'the leading photo').getAttribute('src') ?? '',
    /^https:\/\/upgrade\.example\/photos\//,
  );
});

tests.run();
