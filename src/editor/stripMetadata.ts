/**
 * Metadaten entfernen (issue 53, item 7): an original in src/data/photos/ or src/data/audio/ that
 * gives a person away (its GPS position, a serial number, a name: src/build/personalMetadata.ts,
 * the build's own reading) is cleaned as an upload is (intakeUpload's cleanPhoto and cleanRecording,
 * no second cleaner): a JPEG, PNG or WebP loses its metadata losslessly, its pixels byte for byte the
 * same (one its orientation tag turns is turned and encoded anew, as an upload is); a recording loses
 * its tags, its sound byte for byte the same. The file keeps its name, so media.ts stays as it is,
 * and the cleaned file is one commit. A HEIC is refused: it cannot be cleaned without being converted.
 *
 * The history keeps what was committed before: the answer says so where the file was in it.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { MEDIA_FOLDERS } from '../build/checkMediaFiles';
import { fileTypeOf } from '../build/fileType';
import { carriedBy, carriedIn } from '../build/personalMetadata';
import { RecordingRefused } from '../build/RecordingRefused';
import * as v from 'valibot';
import { CARRIED, type Carried } from '../domain/refusals';
import { writeWhole } from './dataFiles';
import { commitSave, hasHistory, hasUncommitted, unfinishedWork } from './history';
import { cleanPhoto, cleanRecording } from './intakeUpload';
import type { MetadataFinding, MetadataRequest, MetadataResult } from './mediaApi';
import { MetadataRequestSchema } from './requestSchemas';

/** The two folders beside media.ts. */
const FOLDERS = [MEDIA_FOLDERS.photo, MEDIA_FOLDERS.audio] as ('photos' | 'audio')[];

/** What `carries` names, as the page marks a file: „Aufnahmeort (GPS), Seriennummer“. */
const says = (carries: readonly Carried[]) => carries.map((carried) => CARRIED[carried].short).join(', ');

/** The files of the folder `sub` of `folder` the page may name: no hidden ones. */
const filesIn = async (folder: string, sub: string) =>
  (await readdir(join(folder, sub)).catch(() => [] as string[])).filter((name) => !name.startsWith('.'));

/** GET /api/metadata: each original in photos/ and audio/ of `dataFolder` that gives a person away. */
export async function readPersonalMetadata(dataFolder: string): Promise<MetadataFinding[]> {
  const folder = resolve(dataFolder);
  const found: MetadataFinding[] = [];
  for (const sub of FOLDERS) {
    for (const file of await filesIn(folder, sub)) {
      const carries = await carriedBy(join(folder, sub, file)).catch(() => [] as Carried[]);
      if (carries.length) found.push({ folder: sub, file, carries, says: says(carries) });
    }
  }
  return found;
}

/** Whether `body` has the shape of a MetadataRequest. */
export const isMetadataRequest = (body: unknown): body is MetadataRequest => v.is(MetadataRequestSchema, body);

const refused = (message: string): MetadataResult => ({ status: 'refused', message });

/** `bytes` (the file `name`) without what gives a person away, made by the uploads' cleaning; or why not. */
async function cleaned(bytes: Buffer, name: string): Promise<Buffer | MetadataResult> {
  const type = fileTypeOf(bytes);
  if (type === 'JPEG' || type === 'PNG' || type === 'WebP') {
    const format = ({ JPEG: 'jpeg', PNG: 'png', WebP: 'webp' } as const)[type];
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => undefined);
    if (!meta) return refused(`„${name}“ lässt sich nicht als Foto lesen; die Metadaten bleiben. Das Foto bitte noch einmal exportieren.`);
    return cleanPhoto(bytes, format, meta.orientation ?? 1);
  }
  if (type === 'MP3' || type === 'Ogg') {
    try {
      return cleanRecording(bytes, type === 'MP3' ? 'mp3' : 'ogg');
    } catch (error) {
      if (!(error instanceof RecordingRefused)) throw error;
      return refused(`„${name}“ lässt sich nicht als Aufnahme lesen; die Tags bleiben. Die Aufnahme bitte noch einmal exportieren.`);
    }
  }
  if (type === 'HEIC')
    return refused(
      `„${name}“ ist ein HEIC-Foto: seine Metadaten lassen sich nur mit einer Umwandlung entfernen. Das Foto mit „Fotos hinzufügen“ noch einmal hochladen (der Editor macht daraus ein JPEG ohne Metadaten) und dieses hier entfernen.`,
    );
  return refused(`„${name}“ ist weder ein Foto noch eine Aufnahme, die der Editor kennt.`);
}

/**
 * POST /api/metadata: `request`'s file in `dataFolder` without what gives a person away, written in
 * place and committed alone (where the folder is in git). Refused, writing nothing, for a file that
 * is not there, carries nothing, cannot be cleaned, or while git is in the middle of something.
 */
export async function stripMetadata(dataFolder: string, request: MetadataRequest): Promise<MetadataResult> {
  const folder = resolve(dataFolder);
  const { folder: sub, file } = request;
  const shown = `${sub}/${file}`;
  if (!(await filesIn(folder, sub)).includes(file)) return refused(`„${shown}“ liegt nicht (mehr) im Ordner.`);
  const path = join(folder, sub, file);
  const bytes = await readFile(path);
  const carries = await carriedIn(bytes);
  if (!carries.length) return refused(`„${shown}“ enthält keine Metadaten, die jemanden verraten; es gibt nichts zu entfernen.`);
  const clean = await cleaned(bytes, file);
  if (!Buffer.isBuffer(clean)) return clean;
  // The cleaned file is read as the build reads it: nothing may be left that the warning would name.
  if ((await carriedIn(clean)).length)
    return refused(`Aus „${shown}“ ließen sich die Metadaten nicht ganz entfernen; die Datei bleibt, wie sie ist.`);

  const history = await hasHistory(folder);
  if (history) {
    const busy = await unfinishedWork(folder);
    if (busy) return refused(busy);
  }
  const inHistory = history && !(await hasUncommitted(folder, path));
  await writeWhole(path, clean);
  const result: MetadataResult = {
    status: 'cleaned',
    message:
      `Metadaten aus „${shown}“ entfernt (${says(carries)}).` +
      (inHistory ? ' Frühere Fassungen der Datei in der Versionsgeschichte enthalten sie noch.' : ''),
  };
  if (history) {
    try {
      const commit = await commitSave(folder, path, `Metadaten entfernt: ${shown}`);
      if (commit) result.commit = commit;
    } catch (error) {
      result.historyProblem = (error as Error).message;
    }
  }
  return result;
}
