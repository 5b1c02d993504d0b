// The build's day (src/static/buildDay.ts): what the prerendered page takes as today, the same for the same commit.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildDay, dayInKassel, epochOfDay, noonOf } from '../../src/static/buildDay';

const seconds = (iso: string) => String(Date.parse(iso) / 1000);
const noGit = () => null;
const clock = () => Date.parse('2030-01-01T12:00:00Z');

const day = suite('buildDay');

const CASES: [string, { SOURCE_DATE_EPOCH?: string }, () => string | null, { day: string; source: string }][] = [
  [
    'SOURCE_DATE_EPOCH, when set',
    { SOURCE_DATE_EPOCH: seconds('2026-11-23T10:00:00Z') },
    () => seconds('2026-12-24T10:00:00Z'),
    { day: '2026-11-23', source: 'SOURCE_DATE_EPOCH' },
  ],
  ['the last commit otherwise', {}, () => `${seconds('2026-12-24T10:00:00Z')}\n`, { day: '2026-12-24', source: 'last commit' }],
  [
    'the last commit when SOURCE_DATE_EPOCH is empty',
    { SOURCE_DATE_EPOCH: '' },
    () => seconds('2026-12-24T10:00:00Z'),
    { day: '2026-12-24', source: 'last commit' },
  ],
  ['the clock only without any history', {}, noGit, { day: '2030-01-01', source: 'clock' }],
  // 23:30 UTC is already the next day in Kassel, winter (UTC+1) and summer (UTC+2) alike.
  [
    'a day in Kassel, not in UTC (winter)',
    { SOURCE_DATE_EPOCH: seconds('2026-11-23T23:30:00Z') },
    noGit,
    { day: '2026-11-24', source: 'SOURCE_DATE_EPOCH' },
  ],
  [
    'a day in Kassel, not in UTC (summer)',
    { SOURCE_DATE_EPOCH: seconds('2026-07-01T22:30:00Z') },
    noGit,
    { day: '2026-07-02', source: 'SOURCE_DATE_EPOCH' },
  ],
  [
    'still the day before in Kassel',
    { SOURCE_DATE_EPOCH: seconds('2026-07-01T21:59:59Z') },
    noGit,
    { day: '2026-07-01', source: 'SOURCE_DATE_EPOCH' },
  ],
];

for (const [name, env, git, expected] of CASES) {
  day(`is ${name}`, () => assert.equal(buildDay(env, git, clock), expected));
}

day('refuses a SOURCE_DATE_EPOCH or commit time that is not a number of seconds', () => {
  assert.throws(() => buildDay({ SOURCE_DATE_EPOCH: '2026-11-23' }, noGit), /SOURCE_DATE_EPOCH is not a whole number of seconds/);
  assert.throws(() => buildDay({}, () => 'fatal: not a git repository'), /commit’s time is not a whole number/);
});

day('asks git only without SOURCE_DATE_EPOCH, and the clock only without git', () => {
  const asked: string[] = [];
  buildDay(
    { SOURCE_DATE_EPOCH: '0' },
    () => (asked.push('git'), null),
    () => (asked.push('clock'), 0),
  );
  assert.equal(asked, []);
  buildDay(
    {},
    () => (asked.push('git'), '0'),
    () => (asked.push('clock'), 0),
  );
  assert.equal(asked, ['git']);
});

day.run();

// ---

const noon = suite('noonOf and epochOfDay');

noon('noonOf is 12:00 local time of the day, on ordinary days and on the days the clocks change', () => {
  for (const d of ['2026-11-23', '2026-03-29', '2026-10-25', '2024-02-29', '2025-12-31']) {
    const date = noonOf(d);
    const [y, m, dd] = d.split('-').map(Number);
    assert.equal([date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes()], [y, m, dd, 12, 0], d);
  }
  assert.throws(() => noonOf('23.11.2026'), /expected YYYY-MM-DD/);
});

noon('epochOfDay gives a SOURCE_DATE_EPOCH that is that day in Kassel', () => {
  for (const d of ['2026-11-23', '2026-03-29', '2026-10-25', '2024-02-29', '2025-12-31', '2026-01-01']) {
    assert.is(dayInKassel(Number(epochOfDay(d)) * 1000), d);
    assert.is(buildDay({ SOURCE_DATE_EPOCH: epochOfDay(d) }, noGit).day, d);
  }
});

noon.run();
