// The sample details deploy refuses (src/deploy/placeholders.ts): one list, the shipped band.ts's own
// values (src/data/bandSamples.ts), each value still equal to its sample named by field, line and what
// belongs there. The table runs on a fixture with samples of its own, so nothing here depends on the
// values the repository ships; only the snapshot's own test reads them, at the commit it names.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BAND_SAMPLES } from '../../src/data/bandSamples';
import { ROOT } from '../../src/build/paths';
import { LIST_FIELDS, SCALAR_FIELDS } from '../../src/editor/bandFields';
import { describePlaceholders, findPlaceholders, samplesOf } from '../../src/deploy/placeholders';
import { copyRepo } from '../setup/repoCopy';
import { runCommand, withRealDetails } from '../setup/deployRun';

const exec = promisify(execFile);

/** A band.ts as a fresh copy would ship it, with invented details of its own (line numbers on the right). */
const FIXTURE = [
  "import type { Band } from './band';", // 1
  'export const band: Band = {', // 2
  "  name: 'Die Probe',", // 3
  "  slogan: 'Probe your Party',", // 4
  "  town: 'Fulda',", // 5
  "  contact: { firstName: 'Erika', lastName: 'Probe', role: 'Bass und Booking' },", // 6
  "  company: 'Die Probe GbR',", // 7
  "  legalForm: 'Gesellschaft bürgerlichen Rechts (GbR)',", // 8
  '  lineup: [', // 9
  "    { name: 'Erika', part: 'Bass' },", // 10
  "    { name: 'Max', part: 'Gesang' },", // 11
  '  ],', // 12
  "  partners: ['Erika Probe', 'Max Attrappe'],", // 13
  "  taxId: { label: 'USt-IdNr.', value: 'DE999999999' },", // 14
  '  providers: {', // 15
  "    webHost: { name: 'Probe-Hosting AG', servers: 'in Deutschland' },", // 16
  "    mail: { name: 'Probe-Post AG', servers: 'in Deutschland' },", // 17
  '  },', // 18
  '  logDays: 14,', // 19
  "  privacyDate: 'Mai 2026',", // 20
  "  address: { street: 'Probeweg 1', postalCode: '36037', town: 'Fulda' },", // 21
  "  email: 'post@probe.example',", // 22
  "  phone: { display: '0661 0000', dial: '+496610000' },", // 23
  "  instagram: 'https://www.instagram.com/probe.example/',", // 24
  "  portrait: '',", // 25
  "  photoCredit: '',", // 26
  "  siteUrl: 'https://probe.example/',", // 27
  '};', // 28
].join('\n');

const SAMPLES = samplesOf(FIXTURE);

/** Every sample the fixture's band.ts still holds: field, line, value. The band's own (name, town, parts, 14 days) are not among them. */
const REFUSED: [path: string, line: number, value: string][] = [
  ['contact.firstName', 6, 'Erika'],
  ['contact.lastName', 6, 'Probe'],
  ['lineup.0.name', 10, 'Erika'],
  ['lineup.1.name', 11, 'Max'],
  ['partners.0', 13, 'Erika Probe'],
  ['partners.1', 13, 'Max Attrappe'],
  ['taxId.value', 14, 'DE999999999'],
  ['providers.webHost.name', 16, 'Probe-Hosting AG'],
  ['providers.mail.name', 17, 'Probe-Post AG'],
  ['address.street', 21, 'Probeweg 1'],
  ['email', 22, 'post@probe.example'],
  ['phone.display', 23, '0661 0000'],
  ['phone.dial', 23, '+496610000'],
  ['instagram', 24, 'https://www.instagram.com/probe.example/'],
  ['siteUrl', 27, 'https://probe.example/'],
];

const found = (text: string) => findPlaceholders(text, SAMPLES).map((p): [string, number, string] => [p.path, p.line, p.value]);

/** `text` with the `nth` quoted `value` on line `line` replaced by a real-looking one. */
function replaced(text: string, line: number, value: string, real = `Echt ${line}`): string {
  const lines = text.split('\n');
  lines[line - 1] = (lines[line - 1] ?? '').replace(`'${value}'`, `'${real}'`);
  return lines.join('\n');
}

// ---

const table = suite('findPlaceholders');

table('every sample of the fixture is refused, by field, line and value; the band’s own values pass', () => {
  assert.equal(found(FIXTURE), REFUSED);
});

table('each sample alone: replaced, it passes and every other is still refused', () => {
  for (const [path, line, value] of REFUSED) {
    // Erika is both the contact's first name and a member's name (line 6 and 10): each line is its own field.
    const text = replaced(FIXTURE, line, value);
    assert.equal(
      found(text),
      REFUSED.filter(([other]) => other !== path),
      path,
    );
  }
});

table('with every sample replaced, nothing is refused', () => {
  const real = REFUSED.reduceRight((text, [, line, value], index) => replaced(text, line, value, `Echt ${index}`), FIXTURE);
  assert.equal(found(real), []);
});

table('a list entry is a sample wherever it stands; a real member with a sample’s name but another part is not', () => {
  const moved = FIXTURE.replace("['Erika Probe', 'Max Attrappe']", "['Anna Echt', 'Max Attrappe', 'Erika Probe']").replace(
    "{ name: 'Max', part: 'Gesang' }",
    "{ name: 'Max', part: 'Trompete' }",
  );
  const lists = found(moved).filter(([path]) => /^(partners|lineup)\./.test(path));
  assert.equal(lists, [
    ['lineup.0.name', 10, 'Erika'],
    ['partners.1', 13, 'Max Attrappe'],
    ['partners.2', 13, 'Erika Probe'],
  ]);
});

table('an empty value is never a sample; the band’s own fields pass even where equal to the shipped value', () => {
  const paths = found(FIXTURE).map(([path]) => path);
  for (const own of [
    'name',
    'slogan',
    'town',
    'company',
    'logDays',
    'privacyDate',
    'address.town',
    'portrait',
    'photoCredit',
    'lineup.0.part',
  ])
    assert.not.ok(paths.includes(own), own);
});

table('a band.ts the editor cannot read field by field: each sample still quoted in it, by line, at the field that ships it', () => {
  const spread = FIXTURE.replace("  town: 'Fulda',", "  ...extra,\n  town: 'Fulda',");
  const named = findPlaceholders(spread, SAMPLES);
  assert.ok(named.some((p) => p.path === 'email' && p.line === 23 && p.value === 'post@probe.example'));
  assert.ok(named.some((p) => p.path === 'partners.1' && p.line === 14));
});

table.run();

// ---

const described = suite('describePlaceholders');

described('one line each: file:line, the value, what belongs there, the field', () => {
  const lines = describePlaceholders('src/data/band.ts', findPlaceholders(FIXTURE, SAMPLES)).split('\n');
  assert.is(lines.length, REFUSED.length);
  assert.is(
    lines[0],
    "  src/data/band.ts:6: 'Erika' – put in the first name of the person who answers booking requests (contact.firstName)",
  );
  assert.match(lines[4] ?? '', /^ {2}src\/data\/band\.ts:13: 'Erika Probe' – put in .*first and last name.* \(partners\.0\)$/);
  assert.match(
    lines[7] ?? '',
    /^ {2}src\/data\/band\.ts:16: 'Probe-Hosting AG' – put in the company that hosts the site.* \(providers\.webHost\.name\)$/,
  );
});

described.run();

// ---

const snapshot = suite('the shipped samples (src/data/bandSamples.ts)');

snapshot('are band.ts’s values at the commit the snapshot names, every one of them', async () => {
  const shipped = await exec('git', ['show', `${BAND_SAMPLES.commit}:${BAND_SAMPLES.file}`], { cwd: ROOT, maxBuffer: 1 << 24 }).catch(
    (error: Error) => {
      assert.unreachable(
        `${BAND_SAMPLES.file} at ${BAND_SAMPLES.commit} is not in this repository (${error.message.trim()}): take the snapshot anew with samplesOf at the commit that ships band.ts`,
      );
      throw error;
    },
  );
  assert.equal(BAND_SAMPLES.values, samplesOf(shipped.stdout));
});

snapshot('have a value for every field of the part Band, so a field added to band.ts is not left out', () => {
  for (const field of SCALAR_FIELDS) assert.ok(field.path in BAND_SAMPLES.values, field.path);
  for (const field of LIST_FIELDS)
    assert.ok(`${field.path}.0` in BAND_SAMPLES.values || `${field.path}.0.name` in BAND_SAMPLES.values, field.path);
});

snapshot.run();

// ---

const cli = suite('npm run deploy with sample details');

cli('refuses, naming each sample by file:line and field, sends nothing; with the real details it goes on to the target', async () => {
  const copy = await copyRepo(['package.json', 'tsconfig.json', 'src'], { prefix: 'band-samples-' });
  try {
    const fixture = await readFile(join(ROOT, 'test/fixtures/data/band.ts'), 'utf8');
    await copy.write('src/data/band.ts', fixture);
    const shipped = findPlaceholders(fixture);
    assert.ok(shipped.length > 0, 'the fixture holds the shipped samples');

    const run = await runCommand('deployCommand.ts', copy.dir, copy.dir, {});
    assert.is(run.code, 1);
    assert.match(run.out, /^Not published: src\/data\/band\.ts still holds the repository's sample details/m);
    for (const sample of shipped) {
      const line = `  src/data/band.ts:${sample.line}: '${sample.value}' – put in ${sample.instead} (${sample.path})`;
      assert.ok(run.out.includes(line), `named: ${line}`);
    }
    assert.match(run.out, /--allow-placeholders/);

    // The real details pass the check; deploy then stops at the next thing it needs (a target).
    await copy.write('src/data/band.ts', withRealDetails(fixture));
    const real = await runCommand('deployCommand.ts', copy.dir, copy.dir, {});
    assert.is(real.code, 1);
    assert.not.match(real.out, /sample details/);
    assert.match(real.out, /^No target/m);
  } finally {
    await copy.remove();
  }
});

cli.run();
