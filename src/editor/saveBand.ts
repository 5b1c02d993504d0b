/**
 * The editor's part Band (issue 37): band.ts read for the form, and one save of the form, from the
 * request to the commit. The file's new text is made by editBand (the literals of the changed values
 * and no other byte), checked by the build's own check on the three data files as they would then
 * stand (a refusal names the form's field where the build's message names it; nothing is written),
 * saved over the version the form was filled in on (never over someone else's change), and committed
 * alone where there is git – as saveEntry does for a gig or a song.
 */
import { resolve } from 'node:path';
import * as v from 'valibot';
import { findPlaceholders } from '../deploy/placeholders';
import type { BandForm, BandSaveRequest, BandSaveResult, BandValues } from './bandApi';
import { bandFieldLabel } from './bandFieldLabel';
import { BAND_FIELDS, describeFields, valueAt } from './bandFields';
import { checkData, type DataProblem } from './checkData';
import { readDataFiles } from './dataFiles';
import { changedPaths, editBand } from './editBand';
import { hasHistory } from './history';
import { plainBand, readBandValues } from './readBandValues';
import { BandSaveRequestSchema } from './requestSchemas';
import { landsElsewhere, plain, refusalOf, saveAndCommit } from './saveAndCommit';
import type { Refusal } from './saveEntry';

/** band.ts of the data folder `dataFolder` for the form: its values and version, its samples, what the build refuses in the files now. */
export async function readBandForm(dataFolder: string): Promise<BandForm> {
  const folder = resolve(dataFolder);
  const files = await readDataFiles(folder);
  const { text, version } = files.band;
  const { values, places, unreadable } = readBandValues(text);
  const check = await checkData({ band: text, gigs: files.gigs.text, songs: files.songs.text }, folder);
  const kept: Refusal[] = unreadable.map((path) => {
    const message = `„${bandFieldLabel(path)}“ steht in band.ts nicht als Text in Anführungszeichen; der Editor zeigt und ändert es nicht.`;
    return { file: 'band', line: places[path]?.line, message, text: message, field: path };
  });
  return {
    values,
    version,
    placeholders: findPlaceholders(text).map((sample) => sample.path),
    problems: [...check.problems.map(withField), ...kept],
    hasHistory: await hasHistory(folder),
  };
}

/**
 * Saves the form's values into band.ts of the data folder `dataFolder` (src/data for the band;
 * absolute, or relative to the working directory) and commits it where the folder is in a git
 * repository. Refusals are results; an Error is a fault of the disk or the program.
 */
export async function saveBand(dataFolder: string, request: BandSaveRequest): Promise<BandSaveResult> {
  const folder = resolve(dataFolder);
  return saveAndCommit<BandSaveResult>(folder, 'band', request.expectedVersion, async (files) => {
    const current = files.band;
    const values = normalized(request.values);
    let text: string;
    let changed: string[];
    try {
      text = editBand(current.text, values);
      changed = changedPaths(current.text, values);
    } catch (error) {
      // editBand's refusals: a band.ts it does not understand, a value it cannot change exactly.
      return { status: 'refused', problems: [refusalOf('band', error)] };
    }
    if (text === current.text) return { status: 'unchanged', version: current.version };

    const before = await checkData({ band: current.text, gigs: files.gigs.text, songs: files.songs.text }, folder);
    if (!before.raw) return { status: 'refused', problems: before.problems.map(withField) };
    const check = await checkData({ band: text, gigs: files.gigs.text, songs: files.songs.text }, folder);
    // The build's own words first, at their fields (a key written twice, a wrong address); then, where the
    // compiled band is not the old one with exactly the changed values, that the save would land elsewhere.
    const problems: Refusal[] = check.problems.map(withField);
    const what = 'die Angaben hätten sich nach dem Speichern anders geändert als im Formular';
    const elsewhere =
      check.raw && landsElsewhere('band', check.raw.band, withChanges(before.raw.band, values, changed), what, plainBand(true));
    if (elsewhere) problems.push(elsewhere);
    if (problems.length) return { status: 'refused', problems };
    return { text, message: `Banddaten geändert: ${describeFields(changed) || 'band.ts'}`, warnings: check.warnings };
  });
}

/** `band` (as compiled) with the values of the form's `changed` paths set: what band.ts must compile to after the save. */
function withChanges(band: object, values: BandValues, changed: readonly string[]): unknown {
  const result = plain(band) as Record<string, unknown>;
  for (const path of changed) {
    const keys = path.split('.');
    let record = result;
    for (const key of keys.slice(0, -1)) record = (record[key] ??= {}) as Record<string, unknown>;
    record[keys[keys.length - 1] as string] = valueAt(values, path);
  }
  return result;
}

/** The form's values as band.ts takes them: a number of days typed as digits is that number (anything else stays text, for the build to refuse). */
function normalized(values: BandValues): BandValues {
  const days = values.logDays;
  return typeof days === 'string' && /^\s*\d+\s*$/.test(days) ? { ...values, logDays: Number(days) } : values;
}

/** The paths a refusal may name: every field, and each entry of a list and its keys (`lineup.1.part`, `partners.0`). */
function isFieldPath(path: string): boolean {
  if (BAND_FIELDS.some((field) => field.path === path)) return true;
  return /^lineup\.\d+(?:\.(?:name|part))?$/.test(path) || /^partners\.\d+$/.test(path);
}

/**
 * `problem` with the form's field it concerns, where it is in band.ts: the key path the build reported
 * it at, or the nearest field holding it – `email` → `email`, `lineup.1.part` → `lineup.1.part`,
 * an unknown key `lineup.1.farbe` → `lineup.1`, `webseite` → none.
 */
export function withField(problem: DataProblem): Refusal {
  if (problem.file !== 'band' || problem.path === undefined) return problem;
  const parts = problem.path.split('.');
  for (let length = parts.length; length > 0; length--) {
    const path = parts.slice(0, length).join('.');
    if (isFieldPath(path)) return { ...problem, field: path };
  }
  return problem;
}

/** Whether `body` is a save of the part Band: a version, and a text (or for logDays a number) at every field, the lists as lists. */
export const isBandSaveRequest = (body: unknown): body is BandSaveRequest => v.is(BandSaveRequestSchema, body);
