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
  assert.equal(body.slice(list + 1, list + 4), ['- Über den Wolken – Reinhard Mey', '- Highway to Hell – AC/DC', '- Summer of ’69 – Bryan Adams']);
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

mail.run();
