import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  dayKey,
  dayOf,
  epochDay,
  formatDate,
  formatDateShort,
  formatWrittenDay,
  fromEpochDay,
  isoDate,
  parseDate,
  startOfDay,
  yearOfDay,
} from '../../src/domain/dates';

const parse = suite('parseDate');

parse('gives local midnight of the written day, in every time zone', () => {
  for (const [text, y, m, d] of [
    ['2023-07-14', 2023, 6, 14],
    ['2024-02-29', 2024, 1, 29],
    ['2021-01-01', 2021, 0, 1],
    ['2025-12-31', 2025, 11, 31],
    ['2024-03-31', 2024, 2, 31], // European switch to summer time
    ['2024-10-27', 2024, 9, 27], // European switch back to winter time
  ] as const) {
    const date = parseDate(text);
    assert.is(date.getFullYear(), y, text);
    assert.is(date.getMonth(), m, text);
    assert.is(date.getDate(), d, text);
    assert.is(date.getHours() + date.getMinutes() + date.getSeconds() + date.getMilliseconds(), 0, text);
  }
});

parse('rejects what is not a real date, naming the value', () => {
  for (const text of [
    '2023-7.5-14', // the spec's month with a decimal
    '2023-02-30',
    '2023-02-29', // not a leap year
    '2023-13-01',
    '2023-00-10',
    '2023-04-31',
    '2023-4-1',
    '14.07.2023',
    '2023-07-14T20:00',
    ' 2023-07-14',
    '',
  ]) {
    assert.throws(
      () => parseDate(text),
      (e: Error) => e.message.includes(JSON.stringify(text)),
      text,
    );
  }
});

parse('rejects values that are not text', () => {
  for (const value of [undefined, null, 20230714, new Date()]) {
    assert.throws(() => parseDate(value as unknown as string), /invalid date/);
  }
});

parse.run();

// ---

const format = suite('formatting');

format('writes dd.MM.yyyy with leading zeros', () => {
  assert.is(formatDate(parseDate('2023-07-04')), '04.07.2023');
  assert.is(formatDate(parseDate('2025-12-31')), '31.12.2025');
  assert.is(formatDate(parseDate('2021-01-09')), '09.01.2021');
});

format('writes day.month.year without leading zeros', () => {
  assert.is(formatDateShort(parseDate('2023-07-04')), '4.7.2023');
  assert.is(formatDateShort(parseDate('2025-12-31')), '31.12.2025');
  assert.is(formatDateShort(parseDate('2024-02-29')), '29.2.2024');
});

format('isoDate round-trips parseDate', () => {
  for (const text of ['2023-07-04', '2024-02-29', '2024-03-31', '2024-10-27', '2025-12-31', '2026-01-01']) {
    assert.is(isoDate(parseDate(text)), text);
  }
});

format('formatWrittenDay turns a written day round as formatDate shows it, and nothing else', () => {
  for (const [written, shown] of [
    ['2027-07-14', '14.07.2027'],
    ['2024-02-29', '29.02.2024'],
    ['2027-02-30', '30.02.2027'], // no such day: shown as written, not rolled into March
    ['2027-7-14', '2027-7-14'],
    ['14.07.2027', '14.07.2027'],
    ['2027-07-14T20:00', '2027-07-14T20:00'],
    ['', ''],
  ]) {
    assert.is(formatWrittenDay(written!), shown, written);
  }
});

format('formatWrittenDay agrees with formatDate for every real day', () => {
  for (let day = 0; day < 800; day += 7) {
    const date = fromEpochDay(20000 + day);
    assert.is(formatWrittenDay(isoDate(date)), formatDate(date), isoDate(date));
  }
});

format.run();

// ---

const days = suite('dayKey and startOfDay');

days('dayKey orders calendar days and ignores the time', () => {
  assert.is(dayKey(new Date(2024, 1, 29, 23, 59, 59, 999)), 20240229);
  assert.is(dayKey(new Date(2024, 2, 1, 0, 0)), 20240301);
  assert.ok(dayKey(new Date(2024, 11, 31, 23, 59)) < dayKey(new Date(2025, 0, 1, 0, 0)));
});

days('startOfDay is local midnight of the same day, also on a DST change', () => {
  for (const now of [new Date(2024, 2, 31, 15, 30), new Date(2024, 9, 27, 23, 59), new Date(2024, 1, 29, 0, 0, 0, 1)]) {
    const start = startOfDay(now);
    assert.is(dayKey(start), dayKey(now));
    assert.is(start.getHours(), 0);
    assert.is(start.getMinutes(), 0);
  }
});

days.run();

// ---

const epoch = suite('epochDay and fromEpochDay');

epoch('epochDay counts calendar days from 1 January 1970 and ignores the time', () => {
  assert.is(epochDay(new Date(1970, 0, 1)), 0);
  assert.is(epochDay(new Date(1970, 0, 2, 23, 59, 59, 999)), 1);
  assert.is(epochDay(new Date(2026, 6, 14, 0, 0)), 20648);
  assert.is(epochDay(new Date(2024, 2, 1)) - epochDay(new Date(2024, 1, 28)), 2, 'a leap day counts');
});

epoch('fromEpochDay gives local midnight of the same day, also around DST changes and leap days', () => {
  for (const text of ['1970-01-01', '2023-07-04', '2024-02-29', '2024-03-31', '2024-10-27', '2025-12-31', '2026-01-01', '2099-12-31']) {
    const day = fromEpochDay(epochDay(parseDate(text)));
    assert.is(isoDate(day), text);
    assert.is(day.getTime(), parseDate(text).getTime());
  }
});

epoch('yearOfDay: the calendar year of an epochDay, New Year’s Eve and Day included, in any time zone', () => {
  for (const date of ['2025-12-31', '2026-01-01', '2016-02-29', '2036-12-31'])
    assert.is(yearOfDay(epochDay(parseDate(date))), +date.slice(0, 4), date);
});

epoch.run();

// ---

const day = suite('dayOf');

day('reads a real day as local midnight', () => {
  for (const text of ['2027-06-19', '2028-02-29', '2027-12-31', '2027-01-01', '1999-03-28']) {
    const date = dayOf(text);
    assert.is(isoDate(date), text);
    assert.equal([date.getHours(), date.getMinutes()], [0, 0]);
  }
});

day('gives an Invalid Date for what is no real day', () => {
  for (const text of [
    '',
    '2027-02-30',
    '2027-02-29',
    '2027-13-01',
    '2027-6-19',
    '19.06.2027',
    '2027-06-19T12:00',
    '0099-01-01',
    'morgen',
  ]) {
    assert.ok(Number.isNaN(dayOf(text).getTime()), JSON.stringify(text));
  }
});

day.run();
