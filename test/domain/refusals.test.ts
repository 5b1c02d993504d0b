// The catalogue of the data check's refusals (src/domain/refusals.ts): every kind has its English (the
// command line's) and its German (the editor's), side by side, and each is rendered with its example.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../src/domain/refusals';
import {
  ADVICE,
  CONTENTS,
  ENTRIES,
  REFUSALS,
  VIDEO_REASONS,
  english,
  entryOfWords,
  german,
  germanSaid,
  type Kind,
  type Said,
} from '../../src/domain/refusals';
import { fieldLabel } from '../../src/editor/fieldLabel';

const API = suite('API');

API('exports the catalogue, its parts and the two renderings', () => {
  for (const name of ['REFUSALS', 'ADVICE', 'VIDEO_REASONS', 'CONTENTS', 'ENTRIES'] as const) assert.type(api[name], 'object', name);
  for (const name of ['english', 'german', 'germanSaid', 'entryOfWords', 'label', 'shown'] as const)
    assert.type(api[name], 'function', name);
});

API.run();

// ---

/** What German words must never hold: English quotes, or Markdown's backticks (the page shows them as they are). */
function germanStyle(words: string, what: string) {
  assert.ok(words.trim().length > 0, `${what}: German words`);
  assert.not.match(words, /[`"]/, `${what}: quotes in „…“, no " or backticks: ${words}`);
  assert.not.match(words, /“[^„]*“/, `${what}: every closing “ is opened by „: ${words}`);
}

const catalogue = suite('every kind in both languages');

const KINDS = Object.keys(REFUSALS) as Kind[];

for (const kind of KINDS) {
  catalogue(kind, () => {
    const said = { kind, ...REFUSALS[kind].example } as Said;
    const en = english({ where: '', said });
    const de = germanSaid(said);
    assert.ok(en.trim().length > 0, 'English words');
    germanStyle(de, kind);
    assert.is.not(de, en, 'the German is not the English');
    // The full German sentence: capitalised (or a path first), ended.
    assert.match(german({ where: '', said }), /^([A-ZÄÖÜ„]|src\/).*[.!?]$/s);
  });
}

catalogue('the advice, the video reasons, the contents and the entries have German too', () => {
  for (const [name, { en, de }] of Object.entries(ADVICE)) {
    germanStyle(de, name);
    assert.is.not(de, en);
  }
  for (const [reason, wording] of Object.entries(VIDEO_REASONS)) {
    const example = wording.example as never;
    const de = (wording.de as (p: never, t: { field: (p: string) => string }) => string)(example, { field: (p) => `„${p}“` });
    germanStyle(de, reason);
    assert.is.not(de, (wording.en as (p: never) => string)(example));
  }
  for (const [name, { en, de, none }] of Object.entries(CONTENTS)) {
    germanStyle(`${de} ${none}`, name);
    assert.is.not(de, en);
  }
  assert.equal(Object.keys(ENTRIES).sort(), [
    'audio',
    'gig',
    'lineup',
    'named',
    'photo',
    'portrait',
    'question',
    'reference',
    'song',
    'testimonial',
    'video',
  ]);
});

catalogue.run();

// ---

const render = suite('english and german');

/** Each problem, and how the command line and the editor say it. */
const SAMPLES: [string, api.Problem, string, string][] = [
  [
    'a day that does not exist, at its gig',
    {
      where: 'src/data/gigs.ts:41',
      entry: { kind: 'gig', date: '2027-02-30', location: 'Kulturbahnhof, Kassel' },
      said: { kind: 'dayNotReal', path: 'date', got: '2027-02-30' },
    },
    'src/data/gigs.ts:41: gig on 2027-02-30 at "Kulturbahnhof, Kassel": date "2027-02-30" is not a real date (expected YYYY-MM-DD)',
    'Auftritt am 30.02.2027 in „Kulturbahnhof, Kassel“: „Datum“: Den Tag „2027-02-30“ gibt es nicht (als JJJJ-MM-TT schreiben, z. B. „2027-07-14“).',
  ],
  [
    'a song twice: the other entry with its line',
    {
      where: 'src/data/songs.ts:40',
      entry: { kind: 'song', title: 'africa', artist: 'toto' },
      said: { kind: 'sameSong', other: 'src/data/songs.ts:33', title: 'Africa', artist: 'Toto' },
    },
    'src/data/songs.ts:40: song "africa" by toto: the same song as src/data/songs.ts:33',
    'Song „africa“ – toto: Diesen Song gibt es schon: „Africa“ – Toto (Zeile 33).',
  ],
  [
    'a band field by its label',
    { where: 'src/data/band.ts:27', said: { kind: 'emailWrong', path: 'email', got: 'booking' } },
    'src/data/band.ts:27: email "booking" is not an e-mail address',
    '„E-Mail-Adresse“: „booking“ ist keine E-Mail-Adresse.',
  ],
  [
    'a photo without alt: the advice after it',
    {
      where: 'src/data/media.ts:5',
      entry: { kind: 'photo', file: 'a.jpg' },
      said: { kind: 'textMissing', path: 'alt' },
      advice: 'alt',
    },
    'src/data/media.ts:5: photo "a.jpg": alt is missing – describe what the photo shows, e.g. \'Upgrade auf der Bühne im Kulturbahnhof Kassel\'',
    'Foto „a.jpg“: „Bildbeschreibung“ fehlt – beschreiben, was auf dem Foto zu sehen ist, z. B. „Upgrade auf der Bühne im Kulturbahnhof Kassel“.',
  ],
  [
    'a playlist where one video belongs',
    {
      where: 'src/data/media.ts:9',
      entry: { kind: 'video', name: 'Live' },
      said: {
        kind: 'videoAddress',
        path: 'youtube',
        got: 'https://www.youtube.com/playlist?list=PL1',
        why: { reason: 'playlist', provider: 'youtube' },
      },
    },
    'src/data/media.ts:9: video "Live": youtube "https://www.youtube.com/playlist?list=PL1" is a playlist, not one video: open the video on YouTube and paste the address from the browser\'s address bar, e.g. \'https://www.youtube.com/watch?v=aBcDeFgHiJk\'',
    'Video „Live“: „Adresse“: „https://www.youtube.com/playlist?list=PL1“ ist eine Playlist, kein einzelnes Video: das Video bei YouTube öffnen und die Adresse aus der Adressleiste des Browsers einfügen, z. B. „https://www.youtube.com/watch?v=aBcDeFgHiJk“.',
  ],
  [
    'a file in the folder nothing names: a warning without a place',
    { where: '', said: { kind: 'fileUnnamed', shown: 'src/data/photos/probe.jpg', audio: false } },
    'src/data/photos/probe.jpg is in the folder, but media.ts does not name it: list it (a photo with alt and credit) or take it out of the folder',
    'src/data/photos/probe.jpg liegt im Ordner, steht aber nicht in media.ts: als Foto mit Bildbeschreibung und Fotograf/in eintragen oder aus dem Ordner nehmen.',
  ],
];

for (const [what, problem, en, de] of SAMPLES) {
  render(what, () => {
    assert.is(english(problem), en);
    const file = problem.where.includes('band.ts') ? 'band' : 'gigs';
    assert.is(german(problem, fieldLabel(file)), de);
  });
}

/** Issue 47's files: each problem as the command line and (without the form's labels) the editor say it. */
const EXTRA_SAMPLES: [string, api.Problem, string, string][] = [
  [
    'a testimonial without a name, named by its quote',
    {
      where: 'src/data/references.ts:4',
      entry: { kind: 'testimonial', quote: 'Super Abend!' },
      said: { kind: 'textMissing', path: 'name' },
      advice: 'testimonialName',
    },
    `src/data/references.ts:4: testimonial "Super Abend!": name is missing – who said it, with their consent, e.g. 'Julia und Markus' (otherwise 'Familie S.')`,
    'Stimme „Super Abend!“: „name“ fehlt – wer es gesagt hat, nur mit Einverständnis, z. B. „Julia und Markus“ (sonst „Familie S.“).',
  ],
  [
    'a reference in the future',
    {
      where: 'src/data/references.ts:9',
      entry: { kind: 'reference', name: 'Stadtfest Hofgeismar' },
      said: { kind: 'yearInFuture', path: 'year', got: 2031, latest: 2026 },
    },
    'src/data/references.ts:9: reference "Stadtfest Hofgeismar": year 2031 lies in the future: write the year the band played there (2026 at the latest)',
    'Referenz „Stadtfest Hofgeismar“: „year“: 2031 liegt in der Zukunft: das Jahr eintragen, in dem die Band dort gespielt hat (höchstens 2026).',
  ],
  [
    'a question without an answer',
    {
      where: 'src/data/faq.ts:5',
      entry: { kind: 'question', name: 'Wie lange spielen Sie?' },
      said: { kind: 'textMissing', path: 'answer' },
      advice: 'answer',
    },
    `src/data/faq.ts:5: question "Wie lange spielen Sie?": answer is missing – the band's answer, e.g. 'In der Regel drei Sets zu je 60 Minuten.' (a blank line starts a new paragraph)`,
    'Frage „Wie lange spielen Sie?“: „answer“ fehlt – die Antwort der Band, z. B. „In der Regel drei Sets zu je 60 Minuten.“ (eine Leerzeile beginnt einen neuen Absatz).',
  ],
  [
    'an empty rider line, at its own line',
    { where: 'src/data/press.ts:8', said: { kind: 'textEmpty', path: 'rider.1', ifBlank: 'riderLine' } },
    `src/data/press.ts:8: rider entry 2 is empty (write the line, e.g. 'Bühnenfläche mindestens 6 × 4 m', or delete it)`,
    '„rider entry 2“ ist leer (die Zeile ausfüllen, z. B. „Bühnenfläche mindestens 6 × 4 m“, oder löschen).',
  ],
];

for (const [what, problem, en, de] of EXTRA_SAMPLES) {
  render(what, () => {
    assert.is(english(problem), en);
    assert.is(german(problem), de);
  });
}

render('an entry named in English words is named the same in German', () => {
  assert.equal(entryOfWords('photo "a.jpg"'), { kind: 'photo', file: 'a.jpg' });
  assert.equal(entryOfWords('video "Live im \\"Club\\""'), { kind: 'video', name: 'Live im "Club"' });
  assert.equal(entryOfWords('portrait'), { kind: 'portrait' });
  assert.equal(entryOfWords('recording'), { kind: 'named', words: 'recording' });
});

render.run();
