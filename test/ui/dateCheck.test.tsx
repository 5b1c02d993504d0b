// Kontakt's date check: one sentence per answer, the date as dd.MM.yyyy, and the day in the Mail button's
// Datum line. The fixture's clock is 1.9.2025, noon; its unlisted booking is on 4.10.2025.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fireEvent, screen } from '@testing-library/preact';
import { fixture, withGigs } from '../fixtures/data';
import { go, reset, textOf, visit } from '../setup/visit';

const input = () => screen.getByLabelText(/Wunschtermin/) as HTMLInputElement;
const choose = (day: string) => fireEvent.input(input(), { target: { value: day } });
const status = () => screen.getAllByRole('status').find((el) => el.classList.contains('date-status'))!;
/** The Mail button's body, decoded as a mail program reads it. */
const body = () => new URL(screen.getByRole('link', { name: 'Mail' }).getAttribute('href')!).searchParams.get('body')!;
const datum = () =>
  body()
    .split('\r\n')
    .find((line) => line.startsWith('Datum:'));

const TAKEN = 'ist bei uns leider schon vergeben – vielleicht passt Ihnen ein anderer Tag?';
const FREE = 'ist nach unserem Kalender noch frei – fragen Sie gleich an; fest zugesagt ist er erst mit unserer Bestätigung.';
const PAST = 'liegt in der Vergangenheit – bitte wählen Sie einen Tag ab heute.';

const check = suite('Ihr Wunschtermin');
check.after.each(reset);

check('a date input labelled "Ihr Wunschtermin", and a polite status that is there, empty, before any choice', () => {
  visit('#/kontakt');
  assert.is(input().type, 'date');
  assert.is(input().min, '2025-09-01', 'the picker starts today');
  assert.is(status().getAttribute('role'), 'status');
  assert.is(textOf(status()), '');
  assert.is(datum(), 'Datum: ');
});

const CASES: [string, string, string, string][] = [
  ['a public gig', '2025-10-18', `Der 18.10.2025 ${TAKEN}`, 'Datum: 18.10.2025'],
  ['the unlisted booking', '2025-10-04', `Der 04.10.2025 ${TAKEN}`, 'Datum: 04.10.2025'],
  ['a day with nothing', '2025-10-05', `Der 05.10.2025 ${FREE}`, 'Datum: 05.10.2025'],
  ['today', '2025-09-01', `Der 01.09.2025 ${FREE}`, 'Datum: 01.09.2025'],
  ['yesterday, with no claim and no date in the mail', '2025-08-31', `Der 31.08.2025 ${PAST}`, 'Datum: '],
  ['a past gig’s day', '2025-08-02', `Der 02.08.2025 ${PAST}`, 'Datum: '],
];

for (const [name, day, sentence, line] of CASES) {
  check(`${name} (${day}): "${sentence.slice(0, 40)}…", mail "${line}"`, () => {
    visit('#/kontakt');
    choose(day);
    assert.is(textOf(status()), sentence);
    assert.is(status().querySelector('time')!.getAttribute('datetime'), day);
    assert.is(datum(), line);
  });
}

check('any gig takes its day – public, private, unlisted – but a cancelled one does not', () => {
  const data = withGigs([
    { date: '2025-09-13', location: 'Marktplatz, Wolfhagen', info: 'Weinfest, Beginn 15 Uhr' },
    { date: '2025-09-20', location: 'Schloss Wilhelmsthal, Calden', private: true },
    { date: '2025-09-27', location: 'Gutshof, Calden', private: true, listed: false },
    { date: '2025-10-11', location: 'Stadtpark, Baunatal', info: 'Abgesagt (Unwetter)' },
  ]);
  visit('#/kontakt', undefined, data);
  for (const [day, answer] of [
    ['2025-09-13', TAKEN],
    ['2025-09-20', TAKEN],
    ['2025-09-27', TAKEN],
    ['2025-10-11', FREE],
    ['2025-09-14', FREE],
  ] as const) {
    choose(day);
    assert.match(textOf(status()), answer, day);
  }
});

/** The sentence that describes the Mail button: what the visitor still fills in. */
const mailHint = () =>
  textOf(document.getElementById(screen.getByRole('link', { name: 'Mail' }).getAttribute('aria-describedby')!)!).split(': ')[1];

check('the Mail hint leaves out Datum once the mail carries the day, and names it while it does not', () => {
  visit('#/kontakt');
  for (const [day, rest] of [
    ['', 'Sie ergänzen nur noch Datum, Anlass, Ort, Gäste und Uhrzeit.'],
    ['2025-10-05', 'Sie ergänzen nur noch Anlass, Ort, Gäste und Uhrzeit.'],
    ['2025-10-18', 'Sie ergänzen nur noch Anlass, Ort, Gäste und Uhrzeit.'],
    ['2025-08-31', 'Sie ergänzen nur noch Datum, Anlass, Ort, Gäste und Uhrzeit.'],
  ] as const) {
    choose(day);
    assert.is(mailHint(), rest, day || 'no day');
  }
});

check('clearing the input empties the status and the Datum line', () => {
  visit('#/kontakt');
  choose('2025-10-05');
  assert.ok(textOf(status()));
  choose('');
  assert.is(textOf(status()), '');
  assert.ok(status().isConnected, 'the status stays in the page');
  assert.is(datum(), 'Datum: ');
});

check('the day stays chosen while the visitor looks at other pages', () => {
  visit('#/kontakt');
  choose('2025-10-05');
  go('#/programm');
  go('#/kontakt');
  assert.is(input().value, '2025-10-05');
  assert.is(datum(), 'Datum: 05.10.2025');
});

check('the unlisted booking shows nowhere but in the answer: no page names its place or its day', () => {
  for (const hash of ['#/', '#/programm', '#/auftritte', '#/kontakt', '#/impressum']) {
    const html = visit(hash).container.innerHTML;
    assert.not.match(html, 'Verborgen', hash);
    assert.not.match(html, '04.10.2025', hash);
    assert.not.match(html, '2025-10-04', hash);
    reset();
  }
  assert.ok(fixture.bookedDays.includes('2025-10-04'), 'the fixture has the booking');
});

check.run();
