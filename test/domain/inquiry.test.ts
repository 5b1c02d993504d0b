// The prepared booking inquiry: read back the way a mail program reads the link.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { inquiryHref, INQUIRY_FIELDS, MAX_MAILTO_LENGTH, type Inquiry } from '../../src/domain/inquiry';

const base: Inquiry = { email: 'anfrage@band.example', band: 'Die Band', contact: 'Jonas', wishes: [] };
/** The address, subject and body as a mail program reads them. */
function read(href: string) {
  const url = new URL(href);
  return { to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body')!.split('\r\n') };
}
const song = (i: number) => ({ title: `Ein ziemlich langer Liedtitel Nummer ${i}`, artist: `Künstlerin ${i}` });

const mail = suite('inquiryHref');

mail('without a wish list: greeting, one line per fact, no list', () => {
  const { to, subject, body } = read(inquiryHref(base));
  assert.is(to, 'anfrage@band.example');
  assert.is(subject, 'Buchungsanfrage für Die Band');
  assert.equal(body, [
    'Hallo Jonas,',
    '',
    'wir möchten Die Band gern für unsere Feier anfragen:',
    '',
    'Datum: ',
    'Anlass: ',
    'Ort: ',
    'Gäste: ',
    'Uhrzeit: ',
    '',
    'Viele Grüße',
  ]);
});

mail('with a wish list: the songs, in the order chosen', () => {
  const wishes = [
    { title: 'Über den Wolken', artist: 'Reinhard Mey' },
    { title: 'Highway to Hell', artist: 'AC/DC' },
    { title: 'Summer of ’69', artist: 'Bryan Adams' },
  ];
  const { body } = read(inquiryHref({ ...base, wishes }));
  const list = body.indexOf('Unsere Wunschliste:');
  assert.ok(list > body.indexOf('Uhrzeit: '));
  assert.equal(body.slice(list + 1, list + 4), [
    '- Über den Wolken – Reinhard Mey',
    '- Highway to Hell – AC/DC',
    '- Summer of ’69 – Bryan Adams',
  ]);
  for (const field of INQUIRY_FIELDS) assert.ok(body.includes(`${field}: `), field);
});

mail('a long wish list is cut with a note, never a link that is too long', () => {
  for (const count of [30, 60, 200]) {
    const wishes = Array.from({ length: count }, (_, i) => song(i + 1));
    const href = inquiryHref({ ...base, wishes });
    assert.ok(href.length <= MAX_MAILTO_LENGTH, `${href.length}`);
    const { body } = read(href);
    const listed = body.filter((line) => line.startsWith('- ')).length;
    assert.ok(listed > 0 && listed < count);
    assert.ok(body.includes(`… und ${count - listed} weitere Songs (die ganze Liste schicken wir gern nach)`), body.join('\n'));
    assert.is(body.at(-1), 'Viele Grüße');
  }
});

const opening = { title: 'Perfect', artist: 'Ed Sheeran' };
const noThanks = [
  { title: 'Atemlos durch die Nacht', artist: 'Helene Fischer' },
  { title: 'Macarena', artist: 'Los del Río' },
];

mail('a chosen day fills the Datum line as dd.MM.yyyy; without one it stays to fill in', () => {
  const CASES: [Date | undefined, string][] = [
    [new Date(2027, 5, 19), 'Datum: 19.06.2027'],
    [new Date(2027, 0, 2, 23, 59), 'Datum: 02.01.2027'],
    [undefined, 'Datum: '],
  ];
  for (const [date, line] of CASES) {
    const { body } = read(inquiryHref({ ...base, date }));
    assert.is(
      body.find((l) => l.startsWith('Datum:')),
      line,
    );
  }
});

mail('the opening dance has its own line as "title - artist", and is not repeated in the wish list', () => {
  const wishes = [{ title: 'Highway to Hell', artist: 'AC/DC' }, opening];
  const { body } = read(inquiryHref({ ...base, wishes, opening }));
  assert.ok(body.includes('Eröffnungstanz: Perfect - Ed Sheeran'));
  assert.ok(body.indexOf('Eröffnungstanz: Perfect - Ed Sheeran') > body.indexOf('Uhrzeit: '));
  const list = body.indexOf('Unsere Wunschliste:');
  assert.equal(body.slice(list + 1, list + 3), ['- Highway to Hell – AC/DC', '']);
  assert.not.ok(
    read(inquiryHref({ ...base, wishes })).body.some((l) => l.startsWith('Eröffnungstanz')),
    'no line without one',
  );
});

mail('the songs not to play are listed under "Bitte nicht spielen:", after the wishes', () => {
  const { body } = read(inquiryHref({ ...base, wishes: [song(1)], doNotPlay: noThanks }));
  const skip = body.indexOf('Bitte nicht spielen:');
  assert.ok(skip > body.indexOf('Unsere Wunschliste:'));
  assert.equal(body.slice(skip, skip + 5), [
    'Bitte nicht spielen:',
    '- Atemlos durch die Nacht – Helene Fischer',
    '- Macarena – Los del Río',
    '',
    'Viele Grüße',
  ]);
  assert.not.ok(read(inquiryHref(base)).body.includes('Bitte nicht spielen:'), 'no heading without songs');
});

mail('only an opening dance and songs not to play: no empty wish list', () => {
  const { body } = read(inquiryHref({ ...base, wishes: [opening], opening, doNotPlay: noThanks.slice(0, 1) }));
  assert.not.ok(body.includes('Unsere Wunschliste:'));
  assert.ok(body.includes('Eröffnungstanz: Perfect - Ed Sheeran'));
  assert.ok(body.includes('Bitte nicht spielen:'));
});

mail('too long: the wishes are cut first, the date and the opening dance always stay', () => {
  const wishes = Array.from({ length: 60 }, (_, i) => song(i + 1));
  const href = inquiryHref({ ...base, wishes: [...wishes, opening], opening, date: new Date(2027, 5, 19), doNotPlay: noThanks });
  assert.ok(href.length <= MAX_MAILTO_LENGTH, `${href.length}`);
  const { body } = read(href);
  assert.ok(body.includes('Datum: 19.06.2027'));
  assert.ok(body.includes('Eröffnungstanz: Perfect - Ed Sheeran'));
  const skip = body.indexOf('Bitte nicht spielen:');
  assert.equal(
    body.slice(skip + 1, skip + 3),
    ['- Atemlos durch die Nacht – Helene Fischer', '- Macarena – Los del Río'],
    'the songs not to play all stay',
  );
  const listed = body.slice(body.indexOf('Unsere Wunschliste:'), skip).filter((l) => l.startsWith('- ')).length;
  assert.ok(listed > 0 && listed < 60);
  assert.ok(body.includes(`… und ${60 - listed} weitere Songs (die ganze Liste schicken wir gern nach)`));
});

mail('far too long: with no wish left, the songs not to play are cut with the same note', () => {
  const many = (n: number, what: string) =>
    Array.from({ length: n }, (_, i) => ({ title: `${what} mit einem sehr langen Titel ${i + 1}`, artist: `Interpretin ${i + 1}` }));
  const href = inquiryHref({ ...base, wishes: many(40, 'Wunsch'), doNotPlay: many(60, 'Nein'), date: new Date(2027, 5, 19) });
  assert.ok(href.length <= MAX_MAILTO_LENGTH, `${href.length}`);
  const { body } = read(href);
  assert.ok(body.includes('Datum: 19.06.2027'));
  assert.ok(body.includes('… und 40 weitere Songs (die ganze Liste schicken wir gern nach)'), 'every wish cut');
  const skip = body.indexOf('Bitte nicht spielen:');
  const listed = body.slice(skip).filter((l) => l.startsWith('- ')).length;
  assert.ok(listed > 0 && listed < 60, String(listed));
  assert.ok(body.includes(`… und ${60 - listed} weitere Songs (die ganze Liste schicken wir gern nach)`));
  assert.is(body.at(-1), 'Viele Grüße');
});

mail.run();
