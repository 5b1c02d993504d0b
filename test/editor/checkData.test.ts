// The build's check on data files the editor has not written yet (src/editor/checkData.ts): the same
// refusals and warnings as `npm run build -- --check` on those files (loadData, run here side by side on
// a folder holding them), taken apart into file, line and message, and nothing written.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { register } from 'node:module';
import { join } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { loadData } from '../../src/build/loadData';
import { checkData, type DataProblem } from '../../src/editor/checkData';
import type { DataFile } from '../../src/editor/dataFiles';
import { must } from '../setup/must';
import { BAND, GIGS, SONGS, dataFolder, english } from './tempData';

const band = await BAND;
const SOURCES = { band, gigs: GIGS, songs: SONGS };

/** The sources with `from` replaced by `to` in `file` (the text must hold `from`). */
function changed(file: DataFile, from: string, to: string): Record<DataFile, string> {
  assert.ok(SOURCES[file].includes(from), `${file}.ts holds ${from}`);
  return { ...SOURCES, [file]: SOURCES[file].replace(from, to) };
}

const check = suite('checkData');

check('the files as they are: no problems, no warnings, the compiled lists and the checked data', async () => {
  const result = await checkData(SOURCES, '/nowhere/data');
  assert.equal(result.problems, []);
  assert.equal(result.warnings, []);
  assert.is(must(result.raw, 'the compiled files').gigs.length, 6);
  assert.is(must(result.raw, 'the compiled files').songs[1]?.title, "Don't Stop Me Now");
  const data = must(result.data, 'the checked data');
  assert.is(data.gigs.length, 5, 'the booking nobody sees is not among the gigs');
  assert.equal(data.bookedDays, ['2027-06-19']);
});

check('the files need not be on the disk; a folder in the repository is named from its root', async () => {
  const [gigs] = (await checkData(changed('gigs', "'2026-07-14'", "'2026-02-30'"))).problems;
  assert.is(must(must(gigs, 'the problem').english, 'the build’s words').text.split(':')[0], 'src/data/gigs.ts');
});

/** Each case: the sources, and the problems (file, line, the build's words) it must get. */
const CASES: [string, Record<DataFile, string>, { file: DataFile; line: number; message: RegExp }[]][] = [
  [
    'a day that does not exist',
    changed('gigs', "'2026-07-14'", "'2026-02-30'"),
    [
      {
        file: 'gigs',
        line: 5,
        message: /^gig on 2026-02-30 at "Auedamm, Kassel": date "2026-02-30" is not a real date \(expected YYYY-MM-DD\)$/,
      },
    ],
  ],
  [
    'a gig over three lines: the line it starts on',
    changed('gigs', "location: 'Bürgerhaus, Vellmar'", "location: ' '"),
    [{ file: 'gigs', line: 10, message: /^gig on 2026-12-31 at "": location is empty$/ }],
  ],
  [
    'a misspelt key, and tickets without https://',
    changed('gigs', 'private: true, listed: false', "privat: true, listed: false, tickets: 'http://tickets.example/'"),
    [
      { file: 'gigs', line: 13, message: /: unknown key 'privat' \(did you mean 'private'\?\)$/ },
      { file: 'gigs', line: 13, message: /: tickets must be an address starting with https:\/\// },
    ],
  ],
  [
    'the same gig twice',
    changed('gigs', "'2026-09-25', location: 'Gut Ellenbach, Fuldabrück'", "'2026-07-14', location: 'Auedamm,  Kassel'"),
    [{ file: 'gigs', line: 7, message: /: the same day and place as \/nowhere\/data\/gigs\.ts:5$/ }],
  ],
  [
    'the same song twice (CRLF)',
    changed('songs', "{ title: 'Africa', artist: 'Toto' }", "{ title: 'männer', artist: 'Herbert Grönemeyer' }"),
    [{ file: 'songs', line: 8, message: /^song "männer" by Herbert Grönemeyer: the same song as \/nowhere\/data\/songs\.ts:5$/ }],
  ],
  [
    'a year that is no year, an e-mail address without @',
    { ...changed('songs', 'year: 1984', "year: '1984'"), band: band.replace("'booking@upgrade-band.example'", "'booking'") },
    [
      { file: 'band', line: 27, message: /^email / },
      { file: 'songs', line: 5, message: /: year must be a year like 1983 \(without quotes\), got "1984"$/ },
    ],
  ],
  [
    'a key written twice: JavaScript takes the last, the band reads the first',
    {
      ...changed('gigs', "{ date: '2026-07-14', location", "{ date: '2026-07-14', date: '2026-07-15', location"),
      band: band.replace("dial: '+496990009123' }", "dial: '+496990009123',\n    dial: '+496990009124' }"),
    },
    [
      {
        file: 'band',
        line: 29,
        message: /^phone\.dial is written twice \(also on line 28\) – JavaScript takes only the last one: delete the one that is wrong$/,
      },
      { file: 'gigs', line: 5, message: /^gigs entry 1: date is written twice \(also on line 5\)/ },
    ],
  ],
  [
    'a key written twice where the value is wrapped: in Object.freeze({ … }), in a list before .reverse()',
    {
      ...SOURCES,
      gigs: GIGS.replace("{ date: '2026-07-14', location", "{ date: '2026-07-14', date: '2026-07-15', location").replace(
        '\n];',
        '\n].reverse();',
      ),
      band: band
        .replace('export const band: Band = {', 'export const band: Band = Object.freeze({')
        .replace('\n};', '\n});')
        .replace(
          "  email: 'booking@upgrade-band.example',\n",
          "  email: 'booking@upgrade-band.example',\n  email: 'post@upgrade-band.example',\n",
        ),
    },
    [
      { file: 'band', line: 28, message: /^email is written twice \(also on line 27\) – JavaScript takes only the last one/ },
      { file: 'gigs', line: 5, message: /^gigs entry 1: date is written twice \(also on line 5\)/ },
    ],
  ],
  [
    'a comma missing: esbuild, in the build’s words, with the line',
    changed('songs', 'year: 1984 },', 'year: 1984 }'),
    [{ file: 'songs', line: 5, message: /^a comma is missing at the end of line 5$/ }],
  ],
  [
    'an apostrophe in single quotes',
    changed('gigs', "'Auedamm, Kassel'", "'Aue'damm, Kassel'"),
    [{ file: 'gigs', line: 5, message: /contains an apostrophe/ }],
  ],
];

for (const [what, sources, expected] of CASES) {
  check(what, async () => {
    const { problems, data } = await checkData(sources, '/nowhere/data');
    assert.is(data, undefined, 'no checked data where the build refuses');
    const found = [...problems].sort((a, b) => (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0));
    assert.is(found.length, expected.length, found.map((problem) => problem.text).join('\n'));
    expected.forEach(({ file, line, message }, index) => {
      const problem = must(found[index], `problem ${index + 1}`);
      const words = english(problem);
      assert.is(problem.file, file);
      assert.is(problem.line, line);
      assert.match(words.message, message);
      assert.ok(words.text.startsWith(`/nowhere/data/${file}.ts:${line}`), words.text);
      assert.ok(words.text.includes(words.message));
    });
  });
}

check('media.ts as a save would write it, with the files it would add or take out (issue 46)', async () => {
  const folder = await dataFolder();
  // Outside the data folder, as the editor's staging folder is.
  const staged = `${folder.data}-staged.jpg`;
  try {
    await mkdir(join(folder.data, 'photos'));
    await writeFile(join(folder.data, 'photos', 'alt.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    await writeFile(staged, Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    const media = "export const photos = [{ file: 'neu.jpg', alt: 'Die Band im Hof', credit: 'Tim' }];\n";
    // Not on the disk: media.ts is the text given, and neu.jpg is missing, alt.jpg named by nothing.
    const without = await checkData(SOURCES, folder.data, { media });
    assert.match(without.problems.map((problem) => problem.english?.text).join('\n'), /photos\/neu\.jpg is not there/);
    assert.match(without.warnings.map((problem) => problem.english?.text).join('\n'), /photos\/alt\.jpg is in the folder/);
    // With neu.jpg staged and alt.jpg taken out, as the save would leave the folder: it passes.
    const added = new Map([['photos/neu.jpg', staged]]);
    const result = await checkData(SOURCES, folder.data, { media, staged: { added, removed: new Set(['photos/alt.jpg']) } });
    assert.equal(result.problems, []);
    assert.equal(result.warnings, []);
    assert.equal((result.raw as unknown as { media: { photos: unknown[] } }).media.photos.length, 1);
  } finally {
    await rm(staged, { force: true });
    await folder.remove();
  }
});

check.run();

// ---

const german = suite('checkData in German: what the editor shows');

/** Each case of the table above by its name, and what the band reads of its problems, in their order there. */
const GERMAN: Record<string, { path?: string; message: RegExp; text?: RegExp }[]> = {
  'a day that does not exist': [
    {
      path: 'date',
      message:
        /^Auftritt am 30\.02\.2026 in „Auedamm, Kassel“: „Datum“: Den Tag „2026-02-30“ gibt es nicht \(als JJJJ-MM-TT schreiben, z\. B\. „2027-07-14“\)\.$/,
      text: /^\/nowhere\/data\/gigs\.ts, Zeile 5: Auftritt am 30\.02\.2026/,
    },
  ],
  'a gig over three lines: the line it starts on': [{ path: 'location', message: /^Auftritt am 31\.12\.2026 in „“: „Ort“ ist leer\.$/ }],
  'a misspelt key, and tickets without https://': [
    { path: 'privat', message: /: Unbekannter Schlüssel „privat“ – gemeint ist wohl „private“\.$/ },
    { path: 'tickets', message: /: „Tickets“ muss eine Adresse sein, die mit https:\/\/ beginnt/ },
  ],
  'the same gig twice': [{ path: '', message: /: Diesen Auftritt gibt es schon: am 14\.07\.2026 in „Auedamm, Kassel“ \(Zeile 5\)\.$/ }],
  'the same song twice (CRLF)': [
    { path: '', message: /^Song „männer“ – Herbert Grönemeyer: Diesen Song gibt es schon: „Männer“ – Herbert Grönemeyer \(Zeile 5\)\.$/ },
  ],
  'a year that is no year, an e-mail address without @': [
    { path: 'email', message: /^„E-Mail-Adresse“: „booking“ ist keine E-Mail-Adresse\.$/ },
    { path: 'year', message: /: „Jahr“ muss eine ganze Zahl ohne Anführungszeichen sein \(eine Jahreszahl wie 1983\), nicht „1984“\.$/ },
  ],
  'a key written twice: JavaScript takes the last, the band reads the first': [
    { path: 'phone.dial', message: /^„Telefon \(zum Wählen\)“ steht zweimal \(auch in Zeile 28\); gelesen wird nur die letzte Angabe/ },
    { path: 'date', message: /^„Datum“ steht zweimal \(auch in Zeile 5\)/ },
  ],
  'a comma missing: esbuild, in the build’s words, with the line': [
    {
      message: /^Die Datei lässt sich nicht lesen: Am Ende von Zeile 5 fehlt ein Komma$/,
      text: /^\/nowhere\/data\/songs\.ts, Zeile 5, Spalte \d+: Die Datei lässt sich nicht lesen: .*\n.*\| .*\n.*\^\n {2}so ist es richtig:\n/,
    },
  ],
};

for (const [what, sources] of CASES) {
  const expected = GERMAN[what];
  if (!expected) continue;
  german(what, async () => {
    const { problems } = await checkData(sources, '/nowhere/data');
    const found = [...problems].sort((a, b) => (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0));
    assert.is(found.length, expected.length);
    expected.forEach(({ path, message, text }, index) => {
      const problem = must(found[index], `problem ${index + 1}`);
      assert.match(problem.message, message);
      if (text) assert.match(problem.text, text);
      // The text is the message after its place (a syntax error's goes on with the line and a caret).
      assert.ok(problem.text.split('\n')[0]?.endsWith(problem.message), problem.text);
      assert.is(problem.path, path);
    });
  });
}

german('a warning in German, with its field', async () => {
  const { warnings } = await checkData(changed('gigs', 'Hoffest, 16–18 Uhr', 'Kinderprogramm 14 Uhr'), '/nowhere/data');
  assert.is(warnings.length, 1);
  assert.match(
    must(warnings[0], 'the warning').message,
    /: „Info“: „Kinderprogramm 14\sUhr“ nennt eine Uhrzeit, die die Seite nicht lesen kann/,
  );
});

german.run();

// ---

const same = suite('checkData says what npm run build -- --check says');

/** What loadData (the build's check) says of `folder`: its refusal's lines, and its warnings. */
async function buildSays(folder: string): Promise<{ refusal: string | undefined; warnings: string[] }> {
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (message: string) => warnings.push(message);
  try {
    await loadData(folder);
    return { refusal: undefined, warnings };
  } catch (error) {
    return { refusal: (error as Error).message, warnings };
  } finally {
    console.warn = warn;
  }
}

/** The build's refusal, made from checkData's problems as loadData makes it. */
function refusalOf(problems: DataProblem[]): string | undefined {
  if (!problems.length) return undefined;
  if (problems.some((problem) => problem.column !== undefined)) {
    return `A file could not be read; nothing was written:\n${problems.map((problem) => english(problem).text).join('\n')}`;
  }
  return (
    `${problems.length === 1 ? 'A problem' : `${problems.length} problems`} in the band data; nothing was written:\n` +
    problems.map((problem) => `  ${english(problem).text}`).join('\n') +
    `\nFix the line named above and build again (docs/band/von-hand.md, "Was der Build prüft").`
  );
}

const WARNED = changed('gigs', 'Hoffest, 16–18 Uhr', 'Kinderprogramm 14 Uhr');

for (const [what, sources] of [['as they are', SOURCES], ['with a warning', WARNED], ...CASES] as [string, Record<DataFile, string>][]) {
  same(what, async () => {
    const folder = await dataFolder(sources);
    try {
      const before = await Promise.all((['band', 'gigs', 'songs'] as const).map((file) => folder.bytes(file)));
      const { problems, warnings } = await checkData(sources, folder.data);
      const build = await buildSays(folder.data);
      assert.is(refusalOf(problems), build.refusal);
      assert.equal(
        warnings.map((warning) => `Warning: ${english(warning).text}`),
        build.warnings,
      );
      if (what === 'with a warning') assert.is(warnings.length, 1);
      const after = await Promise.all((['band', 'gigs', 'songs'] as const).map((file) => folder.bytes(file)));
      assert.equal(after, before, 'nothing written');
      assert.equal((await readdir(folder.data)).sort(), ['band.ts', 'gigs.ts', 'songs.ts']);
    } finally {
      await folder.remove();
    }
  });
}

same('the band’s own data folder passes, as the build passes it', async () => {
  const read = (file: DataFile) => readFile(join('src', 'data', `${file}.ts`), 'utf8');
  const sources = { band: await read('band'), gigs: await read('gigs'), songs: await read('songs') };
  const { problems } = await checkData(sources);
  assert.equal(problems, []);
});

same.run();

// ---

/**
 * The modules Node is asked to import from now on whose specifier is a `data:` URL, reported by a
 * resolve hook (module.register) as they are asked for; `until(text)` waits for one that holds `text`
 * and answers all seen so far; `stop()` ends the watch. The hook's messages come in the order of the imports, so a module
 * imported last arrives after every one before it.
 */
function watchDataImports() {
  const { port1, port2 } = new MessageChannel();
  const hook = `let port;
export function initialize(data) { port = data.port; }
export function resolve(specifier, context, next) {
  if (specifier.startsWith('data:')) port.postMessage(specifier);
  return next(specifier, context);
}`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`, { data: { port: port2 }, transferList: [port2] });
  const seen: string[] = [];
  return {
    /** Stops watching: the port would keep the process alive. */
    stop: () => port1.close(),
    until: (text: string) =>
      new Promise<string[]>((done) => {
        port1.on('message', (specifier: string) => {
          seen.push(specifier);
          if (specifier.includes(text)) done(seen);
        });
      }),
  };
}

const session = suite('checkData over an editing session');

session('many checks import no module: each version of a file runs as a script and is gone after it', async () => {
  const imports = watchDataImports();
  const folder = await dataFolder();
  try {
    for (let version = 1; version <= 20; version++) {
      const { problems } = await checkData(changed('gigs', '// Herbst', `// Herbst, Fassung ${version}`));
      assert.equal(problems, [], `version ${version}`);
    }
    await loadData(folder.data);
    // A module imported now is reported after any the checks and the build would have imported.
    const control = 'data:text/javascript,export default "control"';
    const seen = imports.until('control');
    await import(control);
    assert.equal(await seen, [control], 'only the control was imported');
  } finally {
    imports.stop();
    await folder.remove();
  }
});

session.run();
