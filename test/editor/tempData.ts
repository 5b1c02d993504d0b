// The editor's suites work on data folders of their own, alone or in a git repository of their own
// (never the band's src/data, never this repository's git): files like a band's, with comments, a
// blank line, double quotes, a gig over three lines, a booking nobody sees.
import { rmSync } from 'node:fs';
import { appendFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataFile } from '../../src/editor/dataFiles';
import type { DataProblem } from '../../src/editor/checkData';
import { gitIn } from '../setup/gitIn';
import { must } from '../setup/must';

/** gigs.ts as a band keeps it; the line of each entry in the comments. */
export const GIGS = [
  '// Unsere Auftritte: jeder eine Zeile, neue unten anfügen.',
  "import type { RawGig } from '../../src/data/readGigs';",
  '',
  'export const gigs: RawGig[] = [',
  "  { date: '2026-07-14', location: 'Auedamm, Kassel', info: 'Sommerfest, Beginn 20 Uhr' },", // 5
  '  // Herbst',
  "  { date: '2026-09-25', location: 'Gut Ellenbach, Fuldabrück', info: 'Hoffest, 16–18 Uhr' }, // Zusage per Mail", // 7
  '',
  '  { date: "2026-10-03", location: "Rock \'n\' Roll-Keller, Kassel", info: "Eintritt 6 €, Beginn 21 Uhr" },', // 9
  '  {', // 10
  "    date: '2026-12-31', location: 'Bürgerhaus, Vellmar', // über drei Zeilen",
  '    private: true },',
  "  { date: '2027-06-19', location: 'Gutshof, Calden', private: true, listed: false },", // 13
  "  { date: '2027-08-07', location: 'Marktplatz, Wolfhagen', info: 'Abgesagt (Unwetter)' },", // 14
  '];',
  '',
].join('\n');

/** songs.ts, with CRLF line ends (saved on Windows); the line of each entry in the comments. */
export const SONGS = [
  '// Unsere Songs.',
  "import type { RawSong } from '../../src/data/readSongs';",
  '',
  'export const songs: RawSong[] = [',
  "  { title: 'Männer', artist: 'Herbert Grönemeyer', style: 'Deutschsprachig', year: 1984 },", // 5
  '  { title: "Don\'t Stop Me Now", artist: "Queen", style: "Rock", year: 1978 },', // 6
  '  // Wunsch vom Publikum',
  "  { title: 'Africa', artist: 'Toto' },", // 8
  '];',
  '',
].join('\r\n');

/** The fixtures' band.ts (it imports a type only, which compiling drops: it reads anywhere). */
export const BAND = readFile(new URL('../fixtures/data/band.ts', import.meta.url), 'utf8');

/** A data folder with the three files (or the texts given). */
export interface DataFolder {
  /** The folder that holds band.ts, gigs.ts, songs.ts. */
  data: string;
  path(file: DataFile): string;
  read(file: DataFile): Promise<string>;
  bytes(file: DataFile): Promise<Buffer>;
  write(file: DataFile, text: string | Uint8Array): Promise<void>;
  remove(): Promise<void>;
}

/** A data folder in a git repository: `data` is its src/data. */
export interface Repo extends DataFolder {
  dir: string;
  /** git in the repository; its output, trimmed. */
  git(...args: string[]): Promise<string>;
}

/** A new data folder in a temporary folder, not in git. */
export async function dataFolder(texts: Partial<Record<DataFile, string>> = {}): Promise<DataFolder> {
  const dir = await mkdtemp(join(tmpdir(), 'band-editor-'));
  return filled(dir, dir, texts);
}

async function filled(data: string, remove: string, texts: Partial<Record<DataFile, string>>): Promise<DataFolder> {
  await mkdir(data, { recursive: true });
  const path = (file: DataFile) => join(data, `${file}.ts`);
  const all = { band: await BAND, gigs: GIGS, songs: SONGS, ...texts };
  for (const [file, text] of Object.entries(all)) await writeFile(path(file as DataFile), text);
  return {
    data,
    path,
    read: (file) => readFile(path(file), 'utf8'),
    bytes: (file) => readFile(path(file)),
    write: (file, text) => writeFile(path(file), text),
    remove: () => rm(remove, { recursive: true, force: true }),
  };
}

/**
 * A new git repository (its own user, no signing, no hooks of the machine's) with the data folder in
 * src/data and a README, all committed as the band's first commit.
 */
export async function repo(texts: Partial<Record<DataFile, string>> = {}): Promise<Repo> {
  const dir = await mkdtemp(join(tmpdir(), 'band-editor-git-'));
  await cp(await template(texts), dir, { recursive: true });
  const folder = await filled(join(dir, 'src', 'data'), dir, texts);
  const git = (...args: string[]) => gitIn(dir, args);
  return { ...folder, dir, git };
}

/**
 * The first commit of repo() for each set of texts, made once per process and copied: some four
 * hundred tests each start with one, and git's seven runs for it took longer than most of the tests.
 */
const templates = new Map<string, Promise<string>>();

function template(texts: Partial<Record<DataFile, string>>): Promise<string> {
  const key = JSON.stringify(texts);
  let made = templates.get(key);
  if (!made) {
    made = (async () => {
      const dir = await mkdtemp(join(tmpdir(), 'band-editor-template-'));
      process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
      await filled(join(dir, 'src', 'data'), dir, texts);
      const git = (...args: string[]) => gitIn(dir, args);
      await git('init', '--quiet');
      // Its own configuration, whatever the machine's: a user, no signing, and its own hooks folder (relative:
      // git runs hooks at the top of the working tree, so each copy has its own).
      await appendFile(
        join(dir, '.git', 'config'),
        '[user]\n\tname = Miriam Muster\n\temail = miriam@upgrade-band.example\n[commit]\n\tgpgsign = false\n[core]\n\thooksPath = .git/hooks\n',
      );
      await writeFile(join(dir, 'README.md'), '# Upgrade\n');
      await git('add', '.');
      await git('commit', '--quiet', '-m', 'Anfang');
      return dir;
    })();
    templates.set(key, made);
  }
  return made;
}

/** The lines a commit took out and put in (`git show -U0`), without the file names. */
export async function changedLines(repo: Repo, commit = 'HEAD'): Promise<{ removed: string[]; added: string[] }> {
  const diff = await repo.git('show', '--format=', '-U0', commit);
  const lines = diff.split('\n');
  return {
    removed: lines.filter((line) => line.startsWith('-') && !line.startsWith('--- ')).map((line) => line.slice(1).replace(/\r$/, '')),
    added: lines.filter((line) => line.startsWith('+') && !line.startsWith('+++ ')).map((line) => line.slice(1).replace(/\r$/, '')),
  };
}

/** A refusal of the build in its own words, as `npm run build -- --check` prints it (the editor shows the German). */
export const english = (problem: DataProblem) => must(problem.english, 'the build’s words');
