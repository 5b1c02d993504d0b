// One save of the editor's form (src/editor/saveEntry.ts), in data folders and git repositories of the
// tests' own: a save changes exactly that entry's lines and commits them alone (git shows nothing else),
// the build's check passes after it; what the build refuses is refused in its words, at its line and
// field, and nothing is written; a second gig on a day is asked about; a change on disk meanwhile is
// never overwritten; without git, saves work all the same.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadData } from '../../src/build/loadData';
import { readDataFile, type DataFile } from '../../src/editor/dataFiles';
import { HistoryError, hasHistory, undoLast } from '../../src/editor/history';
import { saveEntry, type SaveRequest, type SaveResult } from '../../src/editor/saveEntry';
import { must } from '../setup/must';
import { GIGS, changedLines, dataFolder, english, repo, type DataFolder } from './tempData';

/** A request without its version: the test reads the file's current one, as the page had it. */
type Request = SaveRequest extends infer R ? (R extends unknown ? Omit<R, 'expectedVersion'> : never) : never;

async function saved(folder: DataFolder, request: Request): Promise<SaveResult> {
  const { version } = await readDataFile(folder.data, request.list);
  return saveEntry(folder.data, { ...request, expectedVersion: version } as SaveRequest);
}

/** The three files' bytes, to see that nothing was written. */
const snapshot = (folder: DataFolder) => Promise.all((['band', 'gigs', 'songs'] as DataFile[]).map((file) => folder.bytes(file)));

/** Rückgängig refused (a HistoryError), or the test fails. */
async function refusedUndo(dir: string): Promise<void> {
  const error = await undoLast(dir).then(
    () => undefined,
    (error: unknown) => error,
  );
  assert.instance(error, HistoryError);
}

/** The result as a save, or the test fails showing what it was. */
function mustSave(result: SaveResult) {
  if (result.status !== 'saved') assert.unreachable(`expected a save, got ${JSON.stringify(result, null, 2)}`);
  return result as Extract<SaveResult, { status: 'saved' }>;
}

/** The result as a refusal, or the test fails showing what it was. */
function mustRefuse(result: SaveResult) {
  if (result.status !== 'refused') assert.unreachable(`expected a refusal, got ${JSON.stringify(result, null, 2)}`);
  return (result as Extract<SaveResult, { status: 'refused' }>).problems;
}

// ---

const saves = suite('a save: that entry’s lines, one commit');

/** Each save: the request, its commit message, and the lines the commit takes out and puts in. */
const SAVES: [Request, string, string[], string[]][] = [
  [
    { list: 'gigs', action: 'add', value: { date: '2027-03-14', location: 'Kulturbahnhof, Kassel', info: 'Beginn 20 Uhr' } },
    'Auftritt hinzugefügt: 14.03.2027, Kulturbahnhof, Kassel',
    [],
    ["  { date: '2027-03-14', location: 'Kulturbahnhof, Kassel', info: 'Beginn 20 Uhr' },"],
  ],
  [
    {
      list: 'gigs',
      action: 'edit',
      index: 1,
      value: { date: '2026-09-25', location: 'Gut Ellenbach, Fuldabrück', info: 'Hoffest, Beginn 16 Uhr' },
    },
    'Auftritt geändert: 25.09.2026, Gut Ellenbach, Fuldabrück',
    ["  { date: '2026-09-25', location: 'Gut Ellenbach, Fuldabrück', info: 'Hoffest, 16–18 Uhr' }, // Zusage per Mail"],
    ["  { date: '2026-09-25', location: 'Gut Ellenbach, Fuldabrück', info: 'Hoffest, Beginn 16 Uhr' }, // Zusage per Mail"],
  ],
  [
    { list: 'gigs', action: 'edit', index: 3, value: { date: '2027-01-02', location: 'Bürgerhaus, Vellmar', private: true } },
    'Auftritt geändert: 02.01.2027, Bürgerhaus, Vellmar (vorher 31.12.2026)',
    ['  {', "    date: '2026-12-31', location: 'Bürgerhaus, Vellmar', // über drei Zeilen", '    private: true },'],
    ["  { date: '2027-01-02', location: 'Bürgerhaus, Vellmar', private: true },"],
  ],
  [
    { list: 'gigs', action: 'cancel', index: 2, reason: ' Krankheit ' },
    "Auftritt abgesagt: 03.10.2026, Rock 'n' Roll-Keller, Kassel (Krankheit)",
    ['  { date: "2026-10-03", location: "Rock \'n\' Roll-Keller, Kassel", info: "Eintritt 6 €, Beginn 21 Uhr" },'],
    ["  { date: '2026-10-03', location: \"Rock 'n' Roll-Keller, Kassel\", info: 'Abgesagt (Krankheit)' },"],
  ],
  [
    { list: 'gigs', action: 'cancel', index: 4, reason: '' },
    'Auftritt abgesagt: 19.06.2027, Gutshof, Calden',
    ["  { date: '2027-06-19', location: 'Gutshof, Calden', private: true, listed: false },"],
    ["  { date: '2027-06-19', location: 'Gutshof, Calden', info: 'Abgesagt', private: true, listed: false },"],
  ],
  [
    { list: 'gigs', action: 'remove', index: 0 },
    'Auftritt gelöscht: 14.07.2026, Auedamm, Kassel',
    ["  { date: '2026-07-14', location: 'Auedamm, Kassel', info: 'Sommerfest, Beginn 20 Uhr' },"],
    [],
  ],
  [
    { list: 'songs', action: 'add', value: { title: 'Rosanna', artist: 'Toto', style: 'Rock', year: 1982 } },
    'Song hinzugefügt: Rosanna – Toto',
    [],
    ["  { title: 'Rosanna', artist: 'Toto', style: 'Rock', year: 1982 },"],
  ],
  [
    { list: 'songs', action: 'edit', index: 1, value: { title: "Don't Stop Me Now", artist: 'Queen', style: 'Rock', year: 1979 } },
    "Song geändert: Don't Stop Me Now – Queen",
    ['  { title: "Don\'t Stop Me Now", artist: "Queen", style: "Rock", year: 1978 },'],
    ["  { title: \"Don't Stop Me Now\", artist: 'Queen', style: 'Rock', year: 1979 },"],
  ],
  [{ list: 'songs', action: 'remove', index: 2 }, 'Song gelöscht: Africa – Toto', ["  { title: 'Africa', artist: 'Toto' },"], []],
];

for (const [request, message, removed, added] of SAVES) {
  saves(message, async () => {
    const at = await repo();
    try {
      const result = mustSave(await saved(at, request));
      assert.is(result.message, message);
      assert.is(result.commit, await at.git('rev-parse', 'HEAD'));
      assert.is(result.version, (await readDataFile(at.data, request.list)).version);
      assert.equal(result.warnings, []);
      assert.is(await at.git('show', '--format=%s', '--name-only', 'HEAD'), `${message}\n\nsrc/data/${request.list}.ts`);
      assert.equal(await changedLines(at), { removed, added });
      assert.equal(
        (await at.git('diff', '-U0', 'HEAD~1')).split('\n').filter((line) => /^[-+](?![-+]{2} )/.test(line)).length,
        removed.length + added.length,
        'git diff HEAD~1: only those lines',
      );
      if (request.list === 'songs') assert.not.match(await at.read('songs'), /[^\r]\n/, 'CRLF kept');
      await loadData(at.data);
      assert.is(await at.git('status', '--porcelain'), '', 'nothing else written');
    } finally {
      await at.remove();
    }
  });
}

saves('a member’s own uncommitted work in other files is never committed, staged or not', async () => {
  const at = await repo();
  try {
    await writeFile(join(at.dir, 'README.md'), '# Upgrade\n\nNeue Fotos folgen.\n');
    await at.git('add', 'README.md');
    await at.write('songs', (await at.read('songs')).replace('Africa', 'Rosanna'));
    await writeFile(join(at.dir, 'notizen.txt'), 'Setlist Samstag\n');
    const status = await at.git('status', '--porcelain');
    mustSave(await saved(at, { list: 'gigs', action: 'add', value: { date: '2027-03-14', location: 'Kulturbahnhof, Kassel' } }));
    assert.is(await at.git('show', '--format=', '--name-only', 'HEAD'), 'src/data/gigs.ts');
    assert.is(await at.git('status', '--porcelain'), status);
    assert.match(await at.read('songs'), /Rosanna/);
  } finally {
    await at.remove();
  }
});

saves('without git: saved all the same, no commit, no problem reported', async () => {
  const folder = await dataFolder();
  try {
    assert.is(await hasHistory(folder.data), false);
    const result = mustSave(await saved(folder, { list: 'songs', action: 'add', value: { title: 'Rosanna', artist: 'Toto' } }));
    assert.is(result.commit, undefined);
    assert.is(result.historyProblem, undefined);
    assert.match(await folder.read('songs'), /\{ title: 'Rosanna', artist: 'Toto' \},\r\n\];/);
  } finally {
    await folder.remove();
  }
});

saves('the same values again: nothing written, nothing committed', async () => {
  const at = await repo();
  try {
    const head = await at.git('rev-parse', 'HEAD');
    const value = { date: '2026-07-14', location: 'Auedamm, Kassel', info: 'Sommerfest, Beginn 20 Uhr' };
    const result = await saved(at, { list: 'gigs', action: 'edit', index: 0, value });
    assert.equal(result, { status: 'unchanged', version: (await readDataFile(at.data, 'gigs')).version });
    assert.is(await at.git('rev-parse', 'HEAD'), head);
  } finally {
    await at.remove();
  }
});

saves('what the build warns about is saved, with the warning', async () => {
  const at = await repo();
  try {
    const value = { date: '2027-03-14', location: 'Kulturbahnhof, Kassel', info: 'Kinderprogramm 14 Uhr' };
    const { warnings } = mustSave(await saved(at, { list: 'gigs', action: 'add', value }));
    assert.is(warnings.length, 1);
    assert.is(must(warnings[0], 'the warning').line, 15);
    assert.match(english(must(warnings[0], 'the warning')).message, /names a time the site cannot read/);
    assert.match(
      must(warnings[0], 'the warning').message,
      /„Info“: „Kinderprogramm 14\sUhr“ nennt eine Uhrzeit, die die Seite nicht lesen kann/,
    );
  } finally {
    await at.remove();
  }
});

saves('Rückgängig after a save brings the file’s bytes back, asked from the data folder', async () => {
  const at = await repo();
  try {
    const before = await at.bytes('gigs');
    mustSave(await saved(at, { list: 'gigs', action: 'remove', index: 3 }));
    // From the data folder, as the editor knows it: git finds the repository above it.
    await undoLast(at.data);
    assert.equal(await at.bytes('gigs'), before);
    assert.is(await at.git('log', '-1', '--format=%s'), 'Rückgängig: Auftritt gelöscht: 31.12.2026, Bürgerhaus, Vellmar');
  } finally {
    await at.remove();
  }
});

saves('a git that refuses the commit: the file is saved, and the result says why it is not in the history', async () => {
  const at = await repo();
  try {
    // Another git at work holds the index's lock: git then commits nothing.
    await writeFile(join(at.dir, '.git', 'index.lock'), '');
    const result = mustSave(await saved(at, { list: 'songs', action: 'add', value: { title: 'Rosanna', artist: 'Toto' } }));
    assert.is(result.commit, undefined);
    assert.match(
      must(result.historyProblem, 'why'),
      /^songs\.ts ist gespeichert, aber nicht in der Versionsgeschichte: git commit meldet: .*index\.lock/i,
    );
    assert.match(await at.read('songs'), /Rosanna/);
  } finally {
    await at.remove();
  }
});

saves('a merge or rebase not finished: refused up front, saying so; nothing written, nothing committed', async () => {
  const at = await repo();
  try {
    const head = await at.git('rev-parse', 'HEAD');
    const before = await snapshot(at);
    for (const [marker, what] of [
      ['MERGE_HEAD', 'ein Merge'],
      ['rebase-merge', 'ein Rebase'],
    ]) {
      const path = join(at.dir, '.git', must(marker, 'marker'));
      if (marker === 'MERGE_HEAD') await writeFile(path, `${head}\n`);
      else await mkdir(path);
      const [problem] = mustRefuse(await saved(at, { list: 'songs', action: 'add', value: { title: 'Rosanna', artist: 'Toto' } }));
      assert.is(must(problem, 'the problem').message.startsWith(`In git läuft gerade ${what}, der nicht abgeschlossen ist`), true);
      await rm(path, { recursive: true });
    }
    assert.equal(await snapshot(at), before);
    assert.is(await at.git('rev-parse', 'HEAD'), head);
  } finally {
    await at.remove();
  }
});

saves(
  'a member’s uncommitted change in the same file: the save is written but not committed, and Rückgängig never drops the change',
  async () => {
    const at = await repo();
    try {
      const head = await at.git('rev-parse', 'HEAD');
      const byHand = (await at.read('gigs')).replace('// Herbst', '// Herbst (von Hand, noch nicht committet)');
      await at.write('gigs', byHand);
      const result = mustSave(await saved(at, { list: 'gigs', action: 'remove', index: 3 }));
      assert.is(result.commit, undefined);
      assert.is(
        result.historyProblem,
        'Nicht in der Versionsgeschichte: gigs.ts hat ältere Änderungen, die dort noch fehlen; Rückgängig gibt es für diese Speicherung darum nicht.',
      );
      assert.is(await at.git('rev-parse', 'HEAD'), head, 'no commit');
      const text = await at.read('gigs');
      assert.match(text, '// Herbst (von Hand, noch nicht committet)');
      assert.not.match(text, 'Bürgerhaus, Vellmar');
      // Nothing of the editor's to undo: refused, and the hand change and the save stay on disk.
      await refusedUndo(at.dir);
      assert.is(await at.read('gigs'), text);

      // Staged (not yet committed) counts as well.
      await at.git('add', 'src/data/gigs.ts');
      mustSave(await saved(at, { list: 'gigs', action: 'remove', index: 0 }));
      assert.is(await at.git('rev-parse', 'HEAD'), head, 'no commit');
      assert.match(await at.read('gigs'), '// Herbst (von Hand, noch nicht committet)');
    } finally {
      await at.remove();
    }
  },
);

saves.run();

// ---

const refusals = suite('refused: the build’s words, the line and the field; nothing written');

/** Each refusal: the request, and the field, the line (in the file as it would be) and the words of the first problem. */
const REFUSED: [string, Request, { field: string | undefined; line: number | undefined; message: RegExp }][] = [
  [
    'a day that does not exist',
    { list: 'gigs', action: 'add', value: { date: '2027-02-30', location: 'Kulturbahnhof, Kassel' } },
    {
      field: 'date',
      line: 15,
      message: /^gig on 2027-02-30 at "Kulturbahnhof, Kassel": date "2027-02-30" is not a real date \(expected YYYY-MM-DD\)$/,
    },
  ],
  [
    'a place that reads like a key in a message: the field is still the day',
    { list: 'gigs', action: 'add', value: { date: '14.03.2027', location: 'Halle: info Raum 2, Kassel' } },
    { field: 'date', line: 15, message: /^gig on 14\.03\.2027 at "Halle: info Raum 2, Kassel": date "14\.03\.2027" is not a real date/ },
  ],
  [
    'an empty place',
    { list: 'gigs', action: 'edit', index: 1, value: { date: '2026-09-25', location: '  ' } },
    { field: 'location', line: 7, message: /: location is empty$/ },
  ],
  [
    'tickets without https://',
    { list: 'gigs', action: 'edit', index: 0, value: { date: '2026-07-14', location: 'Auedamm, Kassel', tickets: 'tickets.example' } },
    { field: 'tickets', line: 5, message: /: tickets must be an address starting with https:\/\// },
  ],
  [
    'an empty information',
    { list: 'gigs', action: 'add', value: { date: '2027-03-14', location: 'Kulturbahnhof, Kassel', info: ' ' } },
    { field: 'info', line: 15, message: /: info is empty \(leave it out when there is nothing to say\)$/ },
  ],
  [
    'the same gig twice',
    { list: 'gigs', action: 'add', value: { date: '2026-07-14', location: 'Auedamm,  Kassel' } },
    { field: 'date', line: 15, message: /: the same day and place as .*\/gigs\.ts:5$/ },
  ],
  [
    'a year that is none',
    { list: 'songs', action: 'add', value: { title: 'Rosanna', artist: 'Toto', year: 1800 } },
    { field: 'year', line: 9, message: /^song "Rosanna" by Toto: year must be a year like 1983 \(without quotes\), got 1800$/ },
  ],
  [
    'a song already in the list, named by its twin',
    { list: 'songs', action: 'add', value: { title: 'MÄNNER', artist: 'herbert grönemeyer' } },
    { field: 'title', line: 9, message: /^song "MÄNNER" by herbert grönemeyer: the same song as .*\/songs\.ts:5$/ },
  ],
  [
    'a song made the twin of one after it: the build names the later one, which names this',
    { list: 'songs', action: 'edit', index: 0, value: { title: 'Africa', artist: 'Toto' } },
    { field: 'title', line: 8, message: /^song "Africa" by Toto: the same song as .*\/songs\.ts:5$/ },
  ],
];

for (const [what, request, expected] of REFUSED) {
  refusals(what, async () => {
    const at = await repo();
    try {
      const before = await snapshot(at);
      const head = await at.git('rev-parse', 'HEAD');
      const [problem, ...more] = mustRefuse(await saved(at, request));
      assert.equal(more, []);
      const { field, line } = must(problem, 'the problem');
      const words = english(must(problem, 'the problem'));
      assert.is(field, expected.field);
      assert.is(line, expected.line);
      assert.match(words.message, expected.message);
      assert.ok(words.text.startsWith(`${at.path(request.list)}:${expected.line}: `), 'the build’s whole line');
      assert.equal(await snapshot(at), before, 'nothing written');
      assert.is(await at.git('rev-parse', 'HEAD'), head, 'nothing committed');
    } finally {
      await at.remove();
    }
  });
}

refusals('the last song removed: the build wants one at least; no field, the file still as it was', async () => {
  const at = await repo();
  try {
    for (const index of [2, 1]) mustSave(await saved(at, { list: 'songs', action: 'remove', index }));
    const before = await snapshot(at);
    const [problem, ...more] = mustRefuse(await saved(at, { list: 'songs', action: 'remove', index: 0 }));
    assert.equal(more, []);
    assert.is(english(must(problem, 'the problem')).message, 'the song list is empty: the Programm page needs at least one song');
    assert.is(must(problem, 'the problem').message, 'Die Songliste ist leer: die Seite Programm braucht mindestens einen Song.');
    assert.is(must(problem, 'the problem').field, undefined);
    assert.equal(await snapshot(at), before);
  } finally {
    await at.remove();
  }
});

refusals('a file the editor does not understand: refused in editEntries’ words, with the line; nothing written', async () => {
  const folder = await dataFolder({ gigs: GIGS.replace('  // Herbst', '  ...[],') });
  try {
    const before = await snapshot(folder);
    const [problem] = mustRefuse(
      await saved(folder, { list: 'gigs', action: 'add', value: { date: '2027-03-14', location: 'Halle, Kassel' } }),
    );
    assert.match(
      must(problem, 'the problem').message,
      /^gigs\.ts ist in einer Form geschrieben, die der Editor nicht sicher ändern kann: an Stelle 2 der Liste steht „\.\.\.\[\]“ statt eines Eintrags \{ … \} \(Zeile 6\)\. Nichts wurde gespeichert\./,
    );
    assert.is(must(problem, 'the problem').line, 6);
    assert.equal(await snapshot(folder), before);
  } finally {
    await folder.remove();
  }
});

/** The German sentence of a refused form: the file, what the editor met, nothing saved, what to do. */
const UNSAFE = (list: string, what: RegExp, elsewhere = false) =>
  new RegExp(
    `^${list}\\.ts ist in einer Form geschrieben, die der Editor nicht sicher ändern kann: ${what.source}\\. Nichts wurde gespeichert\\. ` +
      `Die Liste schlicht als „export const ${list} = \\[ \\{ … \\}, \\{ … \\} \\];“ schreiben \\(nach ihrer \\] nur „;“, „as const“ oder „satisfies …“` +
      `${elsewhere ? '; kein Code an anderer Stelle der Datei, der die Liste ändert' : ''}\\), oder die Änderung von Hand in ${list}\\.ts machen\\.$`,
  );

/** Each file whose compiled list is not its text's: how it is written, the words of the refusal, and whether it names code elsewhere. */
const REORDERED: [string, (text: string) => string, RegExp, boolean][] = [
  // Refused up front: code after the ].
  [
    'written [ … ].reverse()',
    (text) => text.replace('\n];\n', '\n].reverse();\n'),
    /nach der \] der Liste steht „\.reverse\(\)“ \(Zeile 15\)/,
    false,
  ],
  [
    'written [ … ].sort(…)',
    (text) => text.replace('\n];\n', '\n].sort((a, b) => b.date.localeCompare(a.date));\n'),
    /nach der \] der Liste steht „\.sort\(\(a, b\) => b\.date\.localeCompare\(a\.…“ \(Zeile 15\)/,
    false,
  ],
  // Refused after the check: the compiled list would change elsewhere than at the entry.
  [
    'reversed by a statement of its own',
    (text) => `${text}gigs.reverse();\n`,
    /die Liste hätte sich nach dem Speichern an anderer Stelle geändert als an diesem einen Eintrag/,
    true,
  ],
];

for (const [how, write, words, elsewhere] of REORDERED) {
  refusals(`a list ${how}: Bearbeiten, Absagen, Löschen and a new gig are refused, nothing written`, async () => {
    const at = await repo({ gigs: write(GIGS) });
    try {
      const before = await snapshot(at);
      const head = await at.git('rev-parse', 'HEAD');
      // The page's index and original are the compiled list's: its first gig is the text's last.
      const last = { date: '2027-08-07', location: 'Marktplatz, Wolfhagen', info: 'Abgesagt (Unwetter)' };
      const requests: Request[] = [
        { list: 'gigs', action: 'edit', index: 0, original: last, value: { ...last, info: 'Beginn 20 Uhr' } },
        { list: 'gigs', action: 'cancel', index: 1, reason: 'Krankheit' },
        { list: 'gigs', action: 'remove', index: 0, original: last },
        { list: 'gigs', action: 'add', value: { date: '2027-03-14', location: 'Kulturbahnhof, Kassel' } },
      ];
      for (const request of requests) {
        // The build's words on what the misplaced edit did may come first; the refusal of the form comes last.
        const problem = mustRefuse(await saved(at, request)).at(-1);
        assert.match(must(problem, 'the problem').message, UNSAFE('gigs', words, elsewhere));
        assert.is(must(problem, 'the problem').file, 'gigs');
      }
      assert.equal(await snapshot(at), before, 'nothing written');
      assert.is(await at.git('rev-parse', 'HEAD'), head, 'nothing committed');
    } finally {
      await at.remove();
    }
  });
}

refusals(
  'a list reversed by a statement of its own: a gig the build refuses is refused in the build’s words first, then as landing elsewhere',
  async () => {
    const at = await repo({ gigs: `${GIGS}gigs.reverse();\n` });
    try {
      const before = await snapshot(at);
      const [problem, ...more] = mustRefuse(
        await saved(at, { list: 'gigs', action: 'add', value: { date: '2027-02-30', location: 'Kulturbahnhof, Kassel' } }),
      );
      assert.match(english(must(problem, 'the problem')).message, /date "2027-02-30" is not a real date/);
      assert.is(more.length, 1);
      assert.match(
        must(more[0], 'the refusal of the form').message,
        UNSAFE('gigs', /die Liste hätte sich nach dem Speichern an anderer Stelle geändert als an diesem einen Eintrag/, true),
      );
      assert.equal(await snapshot(at), before, 'nothing written');
    } finally {
      await at.remove();
    }
  },
);

refusals('as const, satisfies and a statement that leaves the list alone: saved, that entry only', async () => {
  const at = await repo({ gigs: GIGS.replace('\n];\n', '\n] as const satisfies readonly RawGig[];\nconst count = gigs.length;\n') });
  try {
    mustSave(await saved(at, { list: 'gigs', action: 'remove', index: 0 }));
    assert.equal(await changedLines(at), {
      removed: ["  { date: '2026-07-14', location: 'Auedamm, Kassel', info: 'Sommerfest, Beginn 20 Uhr' },"],
      added: [],
    });
  } finally {
    await at.remove();
  }
});

refusals('a file whose code fails when run: refused with the error, as the build stops with it', async () => {
  const folder = await dataFolder({ gigs: GIGS.replace('  // Herbst', '  ...older,') });
  try {
    const [problem] = mustRefuse(await saved(folder, { list: 'gigs', action: 'remove', index: 0 }));
    assert.is(must(problem, 'the problem').file, 'gigs');
    assert.match(english(must(problem, 'the problem')).message, /^ReferenceError: older is not defined$/);
    assert.is(must(problem, 'the problem').message, 'Der Code der Datei bricht beim Ausführen ab: ReferenceError: older is not defined.');
  } finally {
    await folder.remove();
  }
});

refusals('changed on disk since the form read it: refused, the other change kept, nothing committed', async () => {
  const at = await repo();
  try {
    const { version } = await readDataFile(at.data, 'gigs');
    const theirs = (await at.read('gigs')).replace('// Herbst', '// Herbst (von Hand)');
    await at.write('gigs', theirs);
    const head = await at.git('rev-parse', 'HEAD');
    const result = await saveEntry(at.data, { list: 'gigs', action: 'remove', index: 0, expectedVersion: version });
    assert.is(result.status, 'changed');
    assert.match((result as { message: string }).message, /^gigs\.ts wurde inzwischen geändert/);
    assert.is(await at.read('gigs'), theirs);
    assert.is(await at.git('rev-parse', 'HEAD'), head);
  } finally {
    await at.remove();
  }
});

refusals(
  'an original that is not the entry at the index (a stale page): refused, nothing written; the entry that is there: saved',
  async () => {
    const folder = await dataFolder();
    try {
      const first = { date: '2026-07-14', location: 'Auedamm, Kassel', info: 'Sommerfest, Beginn 20 Uhr' };
      const second = { date: '2026-09-25', location: 'Gut Ellenbach, Fuldabrück', info: 'Hoffest, 16–18 Uhr' };
      const before = await snapshot(folder);
      const stale: Request[] = [
        { list: 'gigs', action: 'edit', index: 0, original: second, value: { ...second, info: 'Hoffest' } },
        { list: 'gigs', action: 'cancel', index: 0, original: second, reason: 'Unwetter' },
        { list: 'gigs', action: 'remove', index: 0, original: second },
        { list: 'songs', action: 'remove', index: 2, original: { title: 'Männer', artist: 'Herbert Grönemeyer' } },
      ];
      for (const request of stale) {
        const result = await saved(folder, request);
        assert.is(result.status, 'changed', JSON.stringify(request));
        assert.match((result as { message: string }).message, /^Der Eintrag steht nicht mehr so in (gigs|songs)\.ts/);
      }
      assert.equal(await snapshot(folder), before, 'nothing written');
      // The original given, in another key order (JSON from the page): the entry at the index, so it is saved.
      const { info, location, date } = first;
      mustSave(await saved(folder, { list: 'gigs', action: 'remove', index: 0, original: { info, location, date } }));
      assert.not.match(await folder.read('gigs'), 'Auedamm');
    } finally {
      await folder.remove();
    }
  },
);

refusals.run();

// ---

const sameDay = suite('a second gig on a day: asked first');

const ON = (date: string, location: string, info?: string) => ({ date, location, ...(info === undefined ? {} : { info }) });

sameDay('a gig on a day that has one: "Zwei Auftritte am …?", nothing written; confirmed, saved', async () => {
  const at = await repo();
  try {
    const before = await snapshot(at);
    const request: Request = { list: 'gigs', action: 'add', value: ON('2026-07-14', 'Stadthalle, Wolfhagen') };
    assert.equal(await saved(at, request), {
      status: 'confirm',
      confirm: 'Zwei Auftritte am 14.07.2026?',
      twins: [{ index: 0, location: 'Auedamm, Kassel' }],
    });
    assert.equal(await snapshot(at), before);
    mustSave(await saved(at, { ...request, confirmed: true }));
    const third = await saved(at, { list: 'gigs', action: 'add', value: ON('2026-07-14', 'Festzelt, Lohfelden') });
    assert.is((third as { confirm: string }).confirm, 'Drei Auftritte am 14.07.2026?');
    // an edit that leaves the gig on its day asks nothing again
    mustSave(await saved(at, { list: 'gigs', action: 'edit', index: 0, value: ON('2026-07-14', 'Auedamm, Kassel', 'Beginn 19 Uhr') }));
  } finally {
    await at.remove();
  }
});

sameDay(
  'asked for a gig moved onto a taken day, and for the day of a booking nobody sees; not for a day whose gig is called off',
  async () => {
    const at = await repo();
    try {
      const moved = await saved(at, { list: 'gigs', action: 'edit', index: 1, value: ON('2026-07-14', 'Gut Ellenbach, Fuldabrück') });
      assert.is(moved.status, 'confirm');
      const booked = await saved(at, { list: 'gigs', action: 'add', value: ON('2027-06-19', 'Stadthalle, Wolfhagen') });
      assert.equal(booked, {
        status: 'confirm',
        confirm: 'Zwei Auftritte am 19.06.2027?',
        twins: [{ index: 4, location: 'Gutshof, Calden' }],
      });
      mustSave(await saved(at, { list: 'gigs', action: 'add', value: ON('2027-08-07', 'Stadthalle, Wolfhagen') }));
      // a cancellation on a taken day asks nothing: it frees the day
      mustSave(await saved(at, { list: 'gigs', action: 'add', value: ON('2026-09-25', 'Stadthalle, Wolfhagen', 'Abgesagt (Unwetter)') }));
    } finally {
      await at.remove();
    }
  },
);

sameDay.run();
