// The band's photos, videos and recordings on Home, Kontakt and the Impressum (issue 38), from
// fixture media made here: the band's own data may hold none, or change freely.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fireEvent, screen, within } from '@testing-library/preact';
import type { BandData } from '../../src/data/readData';
import type { SiteMedia, SiteVideo } from '../../src/domain/media';
import { keepTogether } from '../../src/domain/typography';
import { fixture } from '../fixtures/data';
import { picture, siteMedia } from '../fixtures/media';
import { videoNotice } from '../../src/domain/videoPrivacy';
import { must } from '../setup/must';
import { reset, textOf, visit } from '../setup/visit';

const photo = (name: string, credit: string) => ({ picture: picture(name), alt: `Foto ${name}`, credit });

const YOUTUBE: SiteVideo = {
  video: { provider: 'youtube', id: 'aBcDeFgHiJk' },
  title: 'Live im Kulturbahnhof 2025',
  notice: videoNotice('youtube'),
};
const VIMEO: SiteVideo = {
  video: { provider: 'vimeo', id: '123456789' },
  title: 'Sommerfest 2024',
  notice: videoNotice('vimeo'),
  poster: picture('poster'),
};

const media = siteMedia;
const withMedia = (m: SiteMedia | undefined, photoCredit = ''): BandData => ({
  ...fixture,
  band: { ...fixture.band, photoCredit },
  ...(m && { media: m }),
});

const ALL = media({
  photos: [photo('lead', 'Anna Beispiel'), photo('two', 'Ben Muster'), photo('three', 'Anna Beispiel')],
  videos: [YOUTUBE],
  audio: [{ path: 'audio/medley.0123456789.mp3', type: 'audio/mpeg', title: 'Medley 80er (live)' }],
});

/**
 * Presses "Video abspielen". happy-dom loads no frame (it reports each one refused as an error, which
 * says nothing here), so the report is held back while the player goes in.
 */
function play(button: HTMLElement) {
  const report = console.error;
  console.error = () => {};
  try {
    fireEvent.click(button);
  } finally {
    console.error = report;
  }
}

const main = () => screen.getByRole('main');
const live = () => screen.queryByRole('heading', { level: 2, name: 'Live erleben' })?.closest('section') ?? null;
/** Every address the page would fetch by itself (links are fetched only when followed). */
const fetched = (root: Element) =>
  [...root.querySelectorAll('[src], [srcset]')].flatMap((el) => [el.getAttribute('src'), el.getAttribute('srcset')]).filter(Boolean);

// ---

const none = suite('without media');
none.after.each(reset);

for (const [name, data] of [
  ['no media at all', withMedia(undefined)],
  ['empty lists', withMedia(media({}))],
] as const) {
  none(`${name}: Home has no "Live erleben" and no <picture>, Kontakt the drawn portrait, the statement no video`, () => {
    visit('#/', undefined, data);
    assert.is(live(), null);
    assert.is(main().querySelector('picture'), null);
    assert.is(screen.getAllByRole('heading', { level: 1 }).length, 1);
    reset();
    visit('#/kontakt', undefined, data);
    const portrait = screen.getByRole('img', { name: /Porträt/ });
    assert.match(portrait.getAttribute('src')!, /^data:image\/svg\+xml,/);
    assert.is(main().querySelector('picture'), null);
    reset();
    visit('#/impressum', undefined, data);
    const text = textOf(main());
    assert.not.match(text, /Videos:|YouTube|Vimeo|TDDDG|Fotos:/);
    assert.match(text, 'lädt nichts von fremden Servern, auch keine Schriftarten. ');
    assert.match(text, 'Für das, was diese Website selbst verarbeitet, brauchen und erbitten wir keine Einwilligung.');
  });
}

none.run();

// ---

const photos = suite('photos on Home');
photos.after.each(reset);

photos(
  'the first photo leads the page, right after the heading; lazy like every picture band.js makes (the band’s page makes its prerendered one eager: test/static/media.test.ts)',
  () => {
    visit('#/', undefined, withMedia(ALL));
    const lead = screen.getByAltText('Foto lead') as HTMLImageElement;
    // Lazy: WebKit would fetch an eager one's JPEG before it is inside its <picture> (Picture.tsx).
    assert.is(lead.getAttribute('loading'), 'lazy');
    assert.is(lead.getAttribute('decoding'), 'async');
    assert.is(lead.getAttribute('src'), 'photos/lead-960.0123456789.jpg');
    assert.is(
      lead.getAttribute('srcset'),
      'photos/lead-480.0123456789.jpg 480w, photos/lead-720.0123456789.jpg 720w, photos/lead-960.0123456789.jpg 960w, photos/lead-1600.0123456789.jpg 1600w',
    );
    assert.ok(lead.getAttribute('sizes'));
    assert.equal([lead.getAttribute('width'), lead.getAttribute('height')], ['1600', '1067']);
    const sources = [...lead.parentElement!.querySelectorAll('source')];
    assert.equal(
      sources.map((s) => s.getAttribute('type')),
      ['image/avif', 'image/webp'],
    );
    assert.is(
      sources[0]!.getAttribute('srcset'),
      'photos/lead-480.0123456789.avif 480w, photos/lead-720.0123456789.avif 720w, photos/lead-960.0123456789.avif 960w, photos/lead-1600.0123456789.avif 1600w',
    );
    assert.is(sources[0]!.getAttribute('sizes'), lead.getAttribute('sizes'));
    // after the hero, before everything else; the contract's markup stays
    assert.is(lead.closest('picture')!.previousElementSibling!.className, 'hero');
    assert.is(screen.getAllByRole('heading', { level: 1 }).length, 1);
    assert.ok(screen.getByRole('region', { name: 'Nächster Auftritt' }));
  },
);

photos('"Live erleben" follows the text with the other photos, lazy, each once', () => {
  visit('#/', undefined, withMedia(ALL));
  const section = must(live(), 'the section');
  assert.is(section.previousElementSibling!.className, 'intro');
  const imgs = [...section.querySelectorAll('.photos img')];
  assert.equal(
    imgs.map((img) => img.getAttribute('alt')),
    ['Foto two', 'Foto three'],
  );
  for (const img of imgs) {
    assert.is(img.getAttribute('loading'), 'lazy');
    assert.is(img.getAttribute('fetchpriority'), null);
    assert.ok(img.getAttribute('width') && img.getAttribute('height') && img.getAttribute('srcset') && img.getAttribute('sizes'));
  }
  assert.is(screen.getAllByAltText('Foto lead').length, 1);
});

photos('one photo alone leads the page and leaves no empty "Live erleben"', () => {
  visit('#/', undefined, withMedia(media({ photos: [photo('lead', 'Anna Beispiel')] })));
  assert.ok(screen.getByAltText('Foto lead'));
  assert.is(live(), null);
});

photos('one photo and a recording: "Live erleben" holds the recording only', () => {
  visit('#/', undefined, withMedia(media({ photos: [photo('lead', 'A')], audio: ALL.audio })));
  const section = must(live(), 'the section');
  assert.is(section.querySelector('img, picture'), null);
  assert.ok(section.querySelector('audio'));
});

photos.run();

// ---

const videos = suite('videos in two clicks');
videos.after.each(reset);

videos('before the click: a button that names the video, a notice naming the provider, nothing fetched from elsewhere', () => {
  visit('#/', undefined, withMedia(ALL));
  const section = must(live(), 'the section');
  const button = screen.getByRole('button', { name: /Video abspielen/ });
  assert.is(button.getAttribute('type'), 'button');
  assert.match(button.getAttribute('aria-label')!, `Video abspielen: ${YOUTUBE.title}`);
  assert.is(section.querySelector('iframe'), null);
  const notice = must(document.getElementById(button.getAttribute('aria-describedby')!), 'the notice');
  assert.match(textOf(notice), 'YouTube (Google)');
  assert.is(within(notice).getByRole('link').getAttribute('href'), '#/impressum');
  for (const address of fetched(document.body)) assert.not.match(address!, /^(https?:)?\/\//, address!);
});

videos('the click puts the player in the poster’s place, with our origin as referrer, and moves the focus to it', () => {
  visit('#/', undefined, withMedia(ALL));
  play(screen.getByRole('button', { name: /Video abspielen/ }));
  const frame = must(live()!.querySelector('iframe'), 'the player');
  assert.is(frame.getAttribute('src'), 'https://www.youtube-nocookie.com/embed/aBcDeFgHiJk?autoplay=1');
  assert.is(frame.getAttribute('title'), YOUTUBE.title);
  assert.is(frame.getAttribute('referrerpolicy'), 'strict-origin-when-cross-origin');
  assert.match(frame.getAttribute('allow')!, 'autoplay; encrypted-media; fullscreen; picture-in-picture');
  assert.ok(frame.hasAttribute('allowfullscreen'));
  assert.is(document.activeElement, frame);
  assert.is(screen.queryByRole('button', { name: /Video abspielen/ }), null);
});

videos('Vimeo: its own poster, its name in the notice, its player without tracking', () => {
  visit('#/', undefined, withMedia(media({ videos: [VIMEO] })));
  const section = must(live(), 'the section');
  const poster = must(section.querySelector('.video-box img'), 'the poster');
  assert.is(poster.getAttribute('alt'), '');
  assert.is(poster.getAttribute('loading'), 'lazy');
  assert.match(poster.getAttribute('srcset')!, 'photos/poster-480.0123456789.jpg 480w');
  assert.match(textOf(section), 'Video von Vimeo und');
  assert.not.match(textOf(section), /YouTube|Google/);
  play(within(section).getByRole('button', { name: /Video abspielen: Sommerfest 2024/ }));
  assert.is(section.querySelector('iframe')!.getAttribute('src'), 'https://player.vimeo.com/video/123456789?dnt=1&autoplay=1');
});

videos('without JavaScript: a plain link to the video at its provider, said to be external, in a new tab', () => {
  visit('#/', undefined, withMedia(media({ videos: [YOUTUBE, VIMEO] })));
  const links = [...live()!.querySelectorAll('a.video-link')];
  assert.equal(
    links.map((a) => a.getAttribute('href')),
    ['https://www.youtube.com/watch?v=aBcDeFgHiJk', 'https://vimeo.com/123456789'],
  );
  for (const a of links) {
    assert.is(a.getAttribute('target'), '_blank');
    assert.is(a.getAttribute('rel'), 'noopener noreferrer');
    assert.match(textOf(a), '(externe Seite, neuer Tab)');
  }
  assert.match(textOf(links[0]!), `${YOUTUBE.title} auf YouTube ansehen`);
});

videos.run();

// ---

const audio = suite('recordings');
audio.after.each(reset);

audio('each in the browser’s own player, named by its title, nothing loaded before play', () => {
  visit('#/', undefined, withMedia(ALL));
  const player = must(live()!.querySelector('audio'), 'the player');
  assert.ok(player.hasAttribute('controls'));
  assert.is(player.getAttribute('preload'), 'none');
  assert.is(player.getAttribute('aria-label'), 'Medley 80er (live)');
  const source = player.querySelector('source')!;
  assert.equal([source.getAttribute('src'), source.getAttribute('type')], ['audio/medley.0123456789.mp3', 'audio/mpeg']);
  assert.match(textOf(player.closest('li')!), 'Medley 80er (live)');
});

audio.run();

// ---

const kontakt = suite('Kontakt’s portrait');
kontakt.after.each(reset);

kontakt('a photo portrait in a <picture>, with its alt, loaded lazily (the band’s page holds every route: Home must not load it)', () => {
  visit('#/kontakt', undefined, withMedia(media({ portrait: picture('portrait', 800, 1000) }), 'Carla Kamera'));
  const img = screen.getByRole('img', { name: `Porträt von ${fixture.band.contact.firstName} ${fixture.band.contact.lastName}` });
  assert.is(img.parentElement!.tagName, 'PICTURE');
  assert.is(img.className, 'portrait');
  assert.is(img.getAttribute('src'), 'photos/portrait-960.0123456789.jpg');
  assert.is(img.getAttribute('loading'), 'lazy');
  assert.equal([img.getAttribute('width'), img.getAttribute('height')], ['800', '1000']);
});

kontakt('a portrait alone adds nothing to Home', () => {
  visit('#/', undefined, withMedia(media({ portrait: picture('portrait') })));
  assert.is(live(), null);
  assert.is(main().querySelector('picture'), null);
});

kontakt.run();

// ---

const impressum = suite('Impressum with media');
impressum.after.each(reset);

const numberedSections = () =>
  screen
    .getAllByRole('heading', { level: 3 })
    .map(textOf)
    .filter((t) => /^\d+\. /.test(t))
    .map((t) => parseInt(t, 10));

impressum('credits every photographer once, the portrait’s first', () => {
  visit('#/impressum', undefined, withMedia(ALL, 'Carla Kamera'));
  assert.match(textOf(main()), 'Fotos: Carla Kamera, Anna Beispiel und Ben Muster.');
  reset();
  visit('#/impressum', undefined, withMedia(ALL));
  assert.match(textOf(main()), 'Fotos: Anna Beispiel und Ben Muster.');
});

for (const [name, videoList, used, unused] of [
  ['YouTube', [YOUTUBE], [/Google Ireland Limited, Gordon House, Barrow Street, Dublin\s4, Irland/], /Vimeo/],
  ['Vimeo', [VIMEO], [/Vimeo\.com, Inc\., 330 West 34th Street, New York, NY 10001, USA/, /Data Privacy Framework/], /Google|YouTube/],
  ['both', [YOUTUBE, VIMEO], [/Google Ireland Limited/, /Vimeo\.com, Inc\./], null],
] as const) {
  impressum(`videos at ${name}: section 3 says what the click loads and sends, section 6 the consent; ten sections still`, () => {
    visit('#/impressum', undefined, withMedia(media({ videos: [...videoList] })));
    assert.equal(numberedSections(), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const text = textOf(main());
    const three = text.slice(text.indexOf('3. Was wir'), text.indexOf('4. Löschung'));
    const six = text.slice(text.indexOf('6. Rechtsgrundlagen'), text.indexOf('7. Berechtigte'));
    assert.match(three, 'Videos:');
    assert.match(three, '„Video abspielen“');
    assert.match(three, 'IP-Adresse, Angaben zu Browser und Gerät');
    assert.match(three, 'auch keine Schriftarten, solange Sie kein Video starten.');
    for (const fact of used) assert.match(three, fact);
    if (unused) assert.not.match(text, unused);
    assert.match(six, 'Art.\u00a06 Abs.\u00a01 lit.\u00a0a DSGVO, §\u00a025 Abs.\u00a01 TDDDG');
    assert.match(six, 'jederzeit mit Wirkung für die Zukunft widerrufen (Art.\u00a07 Abs.\u00a03 DSGVO): Verlassen Sie die Seite');
    // The one exception to "nothing to others, nothing outside the EU", named where that is said.
    assert.match(three, 'Ausgenommen ist allein, was Ihr Browser an');
    assert.not.match(six, 'was diese Website selbst verarbeitet');
    assert.is(keepTogether(text), text);
  });
}

impressum('photos and recordings without videos add no word about videos', () => {
  visit('#/impressum', undefined, withMedia(media({ photos: ALL.photos, audio: ALL.audio })));
  assert.equal(numberedSections(), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  assert.not.match(textOf(main()), /Videos:|TDDDG|Video abspielen/);
});

impressum.run();
