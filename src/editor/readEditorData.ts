/**
 * GET /api/data of the editor (issue 37): the gigs and songs of a data folder as the build compiles
 * them, each with its index in its list, each file's version (what the next save names) and whether
 * saves go into a git history. The entries are the files' own values, not the build's typeset
 * reading: the form shows and saves what the band wrote.
 */
import type { RawGig } from '../data/readGigs';
import type { RawSong } from '../data/readSongs';
import { checkData } from './checkData';
import { readDataFiles } from './dataFiles';
import type { EditorData } from './editorApi';
import { hasHistory } from './history';

/** The lists of `folder` (absolute) as the editor's page reads them. */
export async function readEditorData(folder: string): Promise<EditorData> {
  const files = await readDataFiles(folder);
  const [check, history] = await Promise.all([
    checkData({ band: files.band.text, gigs: files.gigs.text, songs: files.songs.text }, folder),
    hasHistory(folder),
  ]);
  // A list that does not compile (or is no list) shows as empty; the problem says why.
  const listOf = <Value>(value: unknown) => (Array.isArray(value) ? value.map((entry, index) => ({ index, value: entry as Value })) : []);
  return {
    gigs: listOf<RawGig>(check.raw?.gigs),
    songs: listOf<RawSong>(check.raw?.songs),
    versions: { gigs: files.gigs.version, songs: files.songs.version },
    hasHistory: history,
    problems: check.problems.map((problem) => problem.text),
  };
}
