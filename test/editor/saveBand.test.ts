// The editor's part Band (src/editor/saveBand.ts), in data folders and git repositories of the tests'
// own: band.ts read for the form with its samples marked; a save changes only the changed values'
// literals and commits band.ts alone with a message naming them; what the build refuses is refused in
// its words at its field, and nothing is written; a band.ts changed on disk meanwhile is never overwritten.
import { suite } from 'uvu';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as assert from 'uvu/assert';
import { loadData } from '../../src/build/loadData';
import type { BandSaveResult, BandValues } from '../../src/editor/bandApi';
import { withValue } from '../../src/editor/bandFields';
import { readDataFile, type DataFile } from '../../src/editor/dataFiles';
import { isBandSaveRequest, readBandForm, saveBand, withField } from '../../src/editor/saveBand';
import { must } from '../setup/must';
import { changedLines, dataFolder, english, repo, type DataFolder } from './tempData';

/** Saves `change` made to the values the form read, over the version it read. */
async function saved(folder: DataFolder, change: (values: BandValues) => BandValues): Promise<BandSaveResult> {
  const form = await readBandForm(folder.data);
  return saveBand(folder.data, { expectedVersion: form.version, values: change(form.values) });
}

/** The three files' bytes, to see that nothing was written. */
const snapshot = (folder: DataFolder) => Promise.all((['band', 'gigs', 'songs'] as DataFile[]).map((file) => folder.bytes(file)));

function mustSave(result: BandSaveResult) {
  if (result.status !== 'saved') assert.unreachable(`expected a save, got ${JSON.stringify(result, null, 2)}`);
  return result as Extract<BandSaveResult, { status: 'saved' }>;
}

function mustRefuse(result: BandSaveResult) {
  if (result.status !== 'refused') assert.unreachable(`expected a refusal, got ${JSON.stringify(result, null, 2)}`);
  return (result as Extract<BandSaveResult, { status: 'refused' }>).problems;
}

// ---

/** The fields of the fixture's band.ts that hold an invented detail (the shipped samples). */
const INVENTED = [
  'contact.firstName',
  'contact.lastName',
  ...[0, 1, 2, 3, 4].map((index) => `lineup.${index}.name`),
  ...[0, 1, 2, 3, 4].map((index) => `partners.${index}`),
  'taxId.value',
  'providers.webHost.name',
  'providers.mail.name',
  'address.street',
  'email',
  'phone.display',
  'phone.dial',
  'instagram',
  'siteUrl',
];

const form = suite('readBandForm');

form('the values, the version, the samples marked, nothing refused', async () => {
  const folder = await dataFolder();
  try {
    const read = await readBandForm(folder.data);
    assert.is(read.version, (await readDataFile(folder.data, 'band')).version);
    assert.is(read.values.company, 'Upgrade GbR');
    assert.is(read.values.lineup.length, 5);
    // The fixture's band.ts holds the shipped samples: every invented detail is marked, the band's own (its name, town, parts) not.
    assert.equal(read.placeholders.sort(), [...INVENTED].sort());
    assert.equal(read.problems, []);
    assert.is(read.hasHistory, false);
    assert.ok(isBandSaveRequest({ expectedVersion: read.version, values: read.values }));
  } finally {
    await folder.remove();
  }
});

form('a band.ts the build refuses: its problems, at their fields', async () => {
  const folder = await dataFolder();
  try {
    await folder.write('band', (await folder.read('band')).replace("role: 'Gitarre und Booking'", "role: '  '"));
    const { problems } = await readBandForm(folder.data);
    assert.is(problems.length, 1);
    assert.is(problems[0]?.field, 'contact.role');
    assert.is(english(must(problems[0], 'the problem')).message, 'contact.role is empty');
    assert.is(problems[0]?.message, '„Aufgabe in der Band“ ist leer.');
  } finally {
    await folder.remove();
  }
});

form('a value that is no text in quotes: named by its label, at its field and line', async () => {
  const folder = await dataFolder();
  try {
    await folder.write('band', (await folder.read('band')).replace("{ name: 'Jonas'", "{ name: 'Jo' + 'nas'"));
    const { values, problems } = await readBandForm(folder.data);
    assert.is(values.lineup[1]?.name, '');
    assert.equal(problems, [
      {
        file: 'band',
        line: 13,
        message: '„Mitglied 2: Name“ steht in band.ts nicht als Text in Anführungszeichen; der Editor zeigt und ändert es nicht.',
        text: '„Mitglied 2: Name“ steht in band.ts nicht als Text in Anführungszeichen; der Editor zeigt und ändert es nicht.',
        field: 'lineup.1.name',
      },
    ]);
  } finally {
    await folder.remove();
  }
});

form.run();

// ---

const saves = suite('saveBand');

saves('E-Mail and Telefon: their literals, one commit of band.ts alone', async () => {
  const at = await repo();
  try {
    const result = mustSave(
      await saved(at, (values) =>
        withValue(
          withValue(withValue(values, 'email', 'kontakt@upgrade-kassel.de'), 'phone.display', '0561 7654321'),
          'phone.dial',
          '+495617654321',
        ),
      ),
    );
    assert.is(result.message, 'Banddaten geändert: E-Mail, Telefon');
    assert.is(result.commit, await at.git('rev-parse', 'HEAD'));
    assert.is(result.version, (await readDataFile(at.data, 'band')).version);
    assert.is(await at.git('show', '--format=%s', '--name-only', 'HEAD'), 'Banddaten geändert: E-Mail, Telefon\n\nsrc/data/band.ts');
    assert.equal(await changedLines(at), {
      removed: ["  email: 'booking@upgrade-band.example',", "  phone: { display: '069 90009 123', dial: '+496990009123' },"],
      added: ["  email: 'kontakt@upgrade-kassel.de',", "  phone: { display: '0561 7654321', dial: '+495617654321' },"],
    });
    await loadData(at.data);
    assert.is(await at.git('status', '--porcelain'), '', 'nothing else written');
    // The replaced samples are no longer marked.
    const read = await readBandForm(at.data);
    assert.equal(read.placeholders.sort(), INVENTED.filter((path) => !['email', 'phone.display', 'phone.dial'].includes(path)).sort());
  } finally {
    await at.remove();
  }
});

saves('a member joins: one line, and the days as typed', async () => {
  const at = await repo();
  try {
    const result = mustSave(
      await saved(at, (values) => ({ ...values, lineup: [...values.lineup, { name: 'Ole', part: 'Trompete' }], logDays: '14' })),
    );
    assert.is(result.message, 'Banddaten geändert: Besetzung, Speicherdauer der Protokolle');
    assert.equal(await changedLines(at), {
      removed: ['  logDays: 7,'],
      added: ["    { name: 'Ole', part: 'Trompete' },", '  logDays: 14,'],
    });
  } finally {
    await at.remove();
  }
});

/** Values the build refuses: the field it names, and its words. */
const REFUSALS: [string, (values: BandValues) => BandValues, string, RegExp][] = [
  [
    'an e-mail address without @',
    (values) => withValue(values, 'email', 'kontakt-upgrade.de'),
    'email',
    /^email "kontakt-upgrade\.de" is not an e-mail address$/,
  ],
  [
    'a site address without https://',
    (values) => withValue(values, 'siteUrl', 'upgrade-kassel.de'),
    'siteUrl',
    /^siteUrl "upgrade-kassel\.de" must be the site's address with https:\/\//,
  ],
  ['days that are no number', (values) => withValue(values, 'logDays', 'sieben'), 'logDays', /^logDays must be the number of days/],
  [
    'a member without instrument',
    (values) => ({ ...values, lineup: [values.lineup[0]!, { name: 'Ole', part: ' ' }] }),
    'lineup.1.part',
    /^lineup entry 2: part is empty$/,
  ],
  [
    'a partner with one name only',
    (values) => ({ ...values, partners: ['Miriam', ...values.partners.slice(1)] }),
    'partners.0',
    /^partners entry 1 "Miriam" needs first and last name/,
  ],
  ['no partner at all', (values) => ({ ...values, partners: [] }), 'partners', /^partners is empty: /],
  [
    'a portrait as a GIF (HEIC is taken: the build converts it)',
    (values) => withValue(withValue(values, 'portrait', 'portrait.gif'), 'photoCredit', 'Anna Beispiel'),
    'portrait',
    /^portrait "portrait\.gif" must be a JPEG, PNG, WebP or HEIC file/,
  ],
  [
    'a privacy date that is no month',
    (values) => withValue(values, 'privacyDate', '11/2026'),
    'privacyDate',
    /must be a month and year like 'November 2026'$/,
  ],
];

for (const [name, change, field, words] of REFUSALS) {
  saves(`refused: ${name}, at its field, nothing written`, async () => {
    const at = await repo();
    try {
      const before = await snapshot(at);
      const head = await at.git('rev-parse', 'HEAD');
      const problems = mustRefuse(await saved(at, change));
      assert.is(problems.length, 1, JSON.stringify(problems));
      assert.is(problems[0]?.field, field);
      assert.match(english(must(problems[0], 'the problem')).message, words);
      assert.is(problems[0]?.file, 'band');
      assert.equal(await snapshot(at), before);
      assert.is(await at.git('rev-parse', 'HEAD'), head);
    } finally {
      await at.remove();
    }
  });
}

/** The first bytes of a JPEG, and of an iPhone's HEIC: what the build's check of a photo reads. */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(12)]);

/** Each portrait file in photos/ (none: missing), whether the photographer is named, and the refusal: its field and words. */
const PORTRAITS: [string, Buffer | undefined, boolean, string, RegExp][] = [
  [
    'a portrait file that is not there',
    undefined,
    true,
    'portrait',
    /^portrait: .*\/photos\/portrait\.jpg is not there – put the file into /,
  ],
  [
    'a HEIC photo renamed to .jpg',
    HEIC,
    true,
    'portrait',
    /^portrait: .*\/photos\/portrait\.jpg is not a JPEG file but an iPhone photo in HEIC format – renaming does not change it: name it \.heic/,
  ],
  ['a portrait without its photographer', JPEG, false, 'photoCredit', /^photoCredit must name who took the portrait/],
];

for (const [name, photo, credited, field, words] of PORTRAITS) {
  saves(`refused as npm run build refuses it: ${name}, at its field, nothing written`, async () => {
    const at = await repo();
    try {
      if (photo) {
        await mkdir(join(at.data, 'photos'));
        await writeFile(join(at.data, 'photos', 'portrait.jpg'), photo);
      }
      const before = await snapshot(at);
      const head = await at.git('rev-parse', 'HEAD');
      const problems = mustRefuse(
        await saved(at, (values) =>
          withValue(withValue(values, 'portrait', 'portrait.jpg'), 'photoCredit', credited ? 'Anna Beispiel' : ''),
        ),
      );
      assert.is(problems.length, 1, JSON.stringify(problems));
      assert.is(problems[0]?.field, field);
      assert.match(english(must(problems[0], 'the problem')).message, words);
      assert.equal(await snapshot(at), before);
      assert.is(await at.git('rev-parse', 'HEAD'), head);
    } finally {
      await at.remove();
    }
  });
}

saves('a portrait that is there, with its photographer: saved', async () => {
  const folder = await dataFolder();
  try {
    await mkdir(join(folder.data, 'photos'));
    await writeFile(join(folder.data, 'photos', 'portrait.jpg'), JPEG);
    mustSave(await saved(folder, (values) => withValue(withValue(values, 'portrait', 'portrait.jpg'), 'photoCredit', 'Anna Beispiel')));
    assert.match(await folder.read('band'), "portrait: 'portrait.jpg'");
  } finally {
    await folder.remove();
  }
});

saves('a value band.ts changes after its literal: saving that field is refused in German, nothing written; another is saved', async () => {
  const at = await repo();
  try {
    await at.write('band', `${await at.read('band')}band.email = 'kontakt@upgrade-kassel.de';\n`);
    await at.git('commit', '--quiet', '-am', 'E-Mail von Hand');
    const before = await snapshot(at);
    const [problem, ...more] = mustRefuse(await saved(at, (values) => withValue(values, 'email', 'booking@upgrade-kassel.de')));
    assert.equal(more, []);
    assert.match(
      problem?.message ?? '',
      /^band\.ts ist in einer Form geschrieben, die der Editor nicht sicher ändern kann: die Angaben hätten sich nach dem Speichern anders geändert als im Formular\. Nichts wurde gespeichert\. Die Angaben schlicht als „export const band = \{ … \};“ schreiben/,
    );
    assert.equal(await snapshot(at), before);
    // The slogan lands where the form says: saved.
    mustSave(await saved(at, (values) => withValue(values, 'slogan', 'Live & laut')));
  } finally {
    await at.remove();
  }
});

saves('email written twice in band.ts: a new address is refused at its field in the build’s words, nothing written', async () => {
  const at = await repo();
  try {
    const email = "  email: 'booking@upgrade-band.example',\n";
    await at.write('band', (await at.read('band')).replace(email, `${email}${email}`));
    await at.git('commit', '--quiet', '-am', 'E-Mail doppelt');
    const before = await snapshot(at);
    const [problem, ...more] = mustRefuse(await saved(at, (values) => withValue(values, 'email', 'post@upgrade-kassel.de')));
    assert.equal(more, []);
    assert.is(problem?.field, 'email');
    assert.match(
      english(must(problem, 'the problem')).message,
      /^email is written twice \(also on line 27\) – JavaScript takes only the last one/,
    );
    assert.equal(await snapshot(at), before);
  } finally {
    await at.remove();
  }
});

saves('band.ts changed on disk since the form read it: refused, the other change kept', async () => {
  const at = await repo();
  try {
    const read = await readBandForm(at.data);
    const theirs = (await at.read('band')).replace("slogan: 'Upgrade your Event'", "slogan: 'Die Partyband'");
    await at.write('band', theirs);
    const result = await saveBand(at.data, { expectedVersion: read.version, values: withValue(read.values, 'town', 'Baunatal') });
    assert.is(result.status, 'changed');
    assert.match((result as { message: string }).message, /band\.ts wurde inzwischen geändert/);
    assert.is(await at.read('band'), theirs);
  } finally {
    await at.remove();
  }
});

saves('the same values: unchanged, nothing written or committed', async () => {
  const at = await repo();
  try {
    const head = await at.git('rev-parse', 'HEAD');
    const result = await saved(at, (values) => values);
    assert.equal(result, { status: 'unchanged', version: (await readDataFile(at.data, 'band')).version });
    assert.is(await at.git('rev-parse', 'HEAD'), head);
  } finally {
    await at.remove();
  }
});

saves('band.ts with uncommitted work of a member: saved, not committed, and said so', async () => {
  const at = await repo();
  try {
    await at.write('band', (await at.read('band')).replace("slogan: 'Upgrade your Event'", "slogan: 'Die Partyband'"));
    const head = await at.git('rev-parse', 'HEAD');
    const result = mustSave(await saved(at, (values) => withValue(values, 'town', 'Baunatal')));
    assert.is(result.commit, undefined);
    assert.match(result.historyProblem ?? '', /^Nicht in der Versionsgeschichte: band\.ts hat ältere Änderungen, die dort noch fehlen;/);
    assert.is(await at.git('rev-parse', 'HEAD'), head);
    assert.match(await at.read('band'), /slogan: 'Die Partyband',\n {2}town: 'Baunatal',/);
  } finally {
    await at.remove();
  }
});

saves('without git: saved all the same, no commit, no problem reported', async () => {
  const folder = await dataFolder();
  try {
    const result = mustSave(await saved(folder, (values) => withValue(values, 'contact.role', "Rock 'n' Roll und Booking")));
    assert.is(result.message, 'Banddaten geändert: Aufgabe der Ansprechperson');
    assert.is(result.commit, undefined);
    assert.is(result.historyProblem, undefined);
    assert.match(await folder.read('band'), `role: "Rock 'n' Roll und Booking" }`);
  } finally {
    await folder.remove();
  }
});

saves.run();

// ---

const fields = suite('withField');

fields('the field is the key path the build reported, or the nearest field holding it', () => {
  const problem = (path: string, file: 'band' | 'gigs' = 'band') => ({ file, line: 1, message: '…', text: '…', path });
  assert.is(withField(problem('slogan')).field, 'slogan');
  assert.is(withField(problem('phone.dial')).field, 'phone.dial');
  assert.is(withField(problem('lineup.2.name')).field, 'lineup.2.name');
  assert.is(withField(problem('lineup.2')).field, 'lineup.2');
  assert.is(withField(problem('lineup.2.farbe')).field, 'lineup.2', 'an unknown key in an entry: the entry');
  assert.is(withField(problem('contact.rolle')).field, undefined);
  assert.is(withField(problem('webseite')).field, undefined);
  assert.is(withField(problem('date', 'gigs')).field, undefined);
  assert.is(withField({ file: 'band', line: 1, message: '…', text: '…' }).field, undefined, 'no path: no field');
});

fields.run();

// ---

const shape = suite('isBandSaveRequest');

shape('a version and every field of its kind', async () => {
  const folder = await dataFolder();
  try {
    const { version, values } = await readBandForm(folder.data);
    assert.ok(isBandSaveRequest({ expectedVersion: version, values: { ...values, logDays: 'sieben' } }));
    assert.not.ok(isBandSaveRequest(null));
    assert.not.ok(isBandSaveRequest({ values }));
    assert.not.ok(isBandSaveRequest({ expectedVersion: version, values: { ...values, email: 7 } }));
    assert.not.ok(isBandSaveRequest({ expectedVersion: version, values: { ...values, contact: undefined } }));
    assert.not.ok(isBandSaveRequest({ expectedVersion: version, values: { ...values, partners: 'Miriam Muster' } }));
    assert.not.ok(isBandSaveRequest({ expectedVersion: version, values: { ...values, lineup: [{ name: 'Ole' }] } }));
  } finally {
    await folder.remove();
  }
});

shape.run();
