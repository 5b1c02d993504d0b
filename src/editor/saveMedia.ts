/**
 * The editor's part "Fotos & Videos" (issue 46): media.ts read for the page, and one save of the part,
 * from the request to the commit. media.ts's new text is made by editMedia (the changed lines and no
 * other byte); the photos and recordings it adds come from the staging folder (uploads.ts) under clean,
 * unique names. Both are checked by the build's whole check as they would then stand (the new files
 * staged, the removed ones gone), and the compiled lists must be the old ones with exactly this one
 * change; then, over the version the form was filled in on only, the files are written, media.ts
 * saved, and all of it committed as one entry (saveAndCommit, as saveEntry and saveBand do). A refused
 * save writes nothing. The portrait (band.ts's portrait and photoCredit) is saved the same way through
 * editBand, with an uploaded photo's file in the same commit.
 */
import { readFile } from 'node:fs/promises';
import { basename, join, relative, resolve, sep } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { folderOf, MEDIA_FOLDERS, type StagedMedia } from '../build/checkMediaFiles';
import { entryLines } from '../build/entryLines';
import type { RawAudio, RawMedia, RawPhoto, RawVideo, MediaList } from '../data/readMedia';
import * as v from 'valibot';
import { isObject } from '../data/readRecord';
import { videoReading, type VideoProvider } from '../domain/videoAddress';
import { checkData, type DataCheck, type DataProblem } from './checkData';
import { readDataFiles, readMediaFile } from './dataFiles';
import { editBand } from './editBand';
import { plainList } from './editEntries';
import { addMedia, formatAudio, formatPhoto, formatVideo, moveToFront, removeMedia, replaceMedia } from './editMedia';
import type { MediaData, MediaRefusal, MediaSaveRequest, MediaSaveResult, PortraitRequest } from './mediaApi';
import { MediaSaveRequestSchema, PortraitRequestSchema } from './requestSchemas';
import { hasHistory, hasUncommitted, keepInHistory } from './history';
import { plain, saveAndCommit, type NewText, type SavedFiles } from './saveAndCommit';
import { withField as withBandField } from './saveBand';
import { unsafeForm } from './sourceText';
import { namesIn, uniqueName, type Uploads } from './uploads';

/** The three lists as compiled, each as a list (a list left out is an empty one, as the build reads it). */
type Lists = Record<MediaList, unknown[]>;

/** media.ts's exports as checkData compiled them, as three lists. */
function listsOf(check: DataCheck): Lists | undefined {
  const media = (check.raw as { media?: RawMedia } | undefined)?.media;
  if (!check.raw) return undefined;
  const list = (value: unknown) => (Array.isArray(value) ? [...(value as unknown[])] : []);
  return { photos: list(media?.photos), videos: list(media?.videos), audio: list(media?.audio) };
}

/** The texts of band.ts, gigs.ts and songs.ts, for checkData. */
const textsOf = (files: SavedFiles) => ({ band: files.band.text, gigs: files.gigs.text, songs: files.songs.text });

/** GET /api/media: the lists of `dataFolder` as the build compiles them, media.ts's version, the portrait. */
export async function readMediaData(dataFolder: string): Promise<MediaData> {
  const folder = resolve(dataFolder);
  const [files, media] = await Promise.all([readDataFiles(folder), readMediaFile(folder)]);
  const check = await checkData({ band: files.band.text, gigs: files.gigs.text, songs: files.songs.text }, folder);
  const lists = listsOf(check);
  const indexed = <Value>(list: MediaList) => (lists?.[list] ?? []).map((value, index) => ({ index, value: value as Value }));
  const band = check.raw?.band as { portrait?: unknown; photoCredit?: unknown } | undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    photos: indexed<RawPhoto>('photos'),
    videos: indexed<RawVideo>('videos'),
    audio: indexed<RawAudio>('audio'),
    version: media.version,
    portrait: { file: text(band?.portrait), credit: text(band?.photoCredit), version: files.band.version },
    problems: check.problems.map((problem) => problem.text),
  };
}

// ---- refusals at their fields

/** The keys of media.ts's entries and the form's field each is. */
const FIELD_OF: Record<string, string> = {
  file: 'file',
  alt: 'alt',
  credit: 'credit',
  title: 'title',
  youtube: 'address',
  vimeo: 'address',
};

/** The kinds of the build's refusals that concern an entry's file itself: not there, not what it says, named twice. */
const FILE_KINDS: ReadonlySet<string> = new Set([
  'fileOtherCase',
  'fileMissing',
  'fileNotFile',
  'fileWrongContent',
  'photoUnreadable',
  'sameFile',
]);

/**
 * A problem of the build with the form's field it concerns, where it is on the line of the saved
 * entry (`line`, in the new media.ts): the key the build reported it at (`alt`, `credit`, …), or for
 * a file of the entry's that is not there or not what its ending says, `file`.
 */
function withField(problem: DataProblem, line: number | undefined): MediaRefusal {
  const refusal: MediaRefusal = { message: problem.text };
  const at = problem.place;
  if (!at || basename(at.path) !== 'media.ts' || line === undefined || at.line !== line) return refusal;
  const key = problem.path?.split('.')[0];
  if (key && FIELD_OF[key]) return { ...refusal, field: FIELD_OF[key] };
  if (problem.said && FILE_KINDS.has(problem.said.kind)) return { ...refusal, field: 'file' };
  return refusal;
}

const refused = (problems: MediaRefusal[]): MediaSaveResult => ({ status: 'refused', problems });

/** A refusal of the editor's own (a form it cannot change, an upload gone), at `field` where it has one. */
const refusal = (message: string, field?: string): MediaSaveResult => refused([{ message, ...(field ? { field } : {}) }]);

// ---- the save

/** What a request makes of media.ts: its new text, the files it adds and deletes, the expected lists, the message. */
interface Planned {
  text: string;
  add: { sub: string; name: string; from: string }[];
  remove: { sub: string; name: string }[];
  expected: Lists;
  message: string;
  /** The saved entry: its list and place in the new text, for the fields of the refusals. */
  at?: { list: MediaList; index: number };
}

/** A photo's file name for messages. */
const fileOf = (entry: unknown) => (isObject(entry) && typeof entry.file === 'string' ? entry.file : '');
const titleOf = (entry: unknown) => (isObject(entry) && typeof entry.title === 'string' ? entry.title.trim() : '');

/**
 * The provider of a video's address, as the build reads addresses (videoAddress.ts): Vimeo where the
 * address is one of Vimeo's, YouTube for every other (the build's check then says what is wrong with it).
 */
export function providerOf(address: string): VideoProvider {
  const reading = videoReading('youtube', address);
  return 'why' in reading && reading.why.reason === 'otherProvider' && reading.why.at === 'vimeo' ? 'vimeo' : 'youtube';
}

/**
 * Saves one change of the part "Fotos & Videos" in the data folder `dataFolder` and commits it where
 * the folder is in a git repository. Refusals are results; an Error is a fault of the disk or the program.
 */
export async function saveMedia(dataFolder: string, request: MediaSaveRequest, uploads: Uploads): Promise<MediaSaveResult> {
  const folder = resolve(dataFolder);
  let result = await saveOnce(folder, request, uploads);
  if (result.status === 'keep') {
    // Issue 53: a file the history does not hold is committed first, so that Rückgängig of the removal brings it back.
    const { paths, names } = result;
    try {
      await keepInHistory(folder, paths, `Vor dem Entfernen gesichert: ${names.join(', ')}`);
    } catch (error) {
      return refusal(
        `${quotedNames(names)} noch nicht in der Versionsgeschichte. ${(error as Error).message} Darum wurde nichts entfernt; danach noch einmal entfernen.`,
        'file',
      );
    }
    result = await saveOnce(folder, request, uploads);
    if (result.status === 'keep') {
      return refusal(
        `${quotedNames(result.names)} noch nicht in der Versionsgeschichte; der Editor löscht nichts, was nicht zurückkommen kann. Nichts wurde entfernt.`,
        'file',
      );
    }
  }
  if (result.status === 'saved') await uploads.drop(uploadsOf(request));
  return asMediaResult(result);
}

/** A save that would delete a file the history does not hold as it is: nothing written; `paths` to commit first (absolute), `names` for the messages. */
interface Keep {
  status: 'keep';
  paths: string[];
  names: string[];
}

/** „a.jpg“ ist / „a.jpg“ und „media.ts“ sind. */
const quotedNames = (names: readonly string[]) =>
  `${names.map((name) => `„${name}“`).join(' und ')} ${names.length === 1 ? 'ist' : 'sind'}`;

/** One pass of saveMedia: the save, or (where it deletes a file not in the history) what to commit first. */
function saveOnce(folder: string, request: MediaSaveRequest, uploads: Uploads) {
  return saveAndCommit<MediaSaveResult | Keep>(folder, 'media', request.expectedVersion, async (files) => {
    const before = await checkData(textsOf(files), folder);
    const lists = listsOf(before);
    if (!lists) return refused(before.problems.map((problem) => ({ message: problem.text })));
    const portrait = (before.raw?.band as { portrait?: unknown } | undefined)?.portrait;
    const planned = await plan(folder, files, lists, request, uploads, typeof portrait === 'string' ? portrait : '');
    if ('status' in planned) return planned;
    if (planned.text === files.media.text && !planned.add.length && !planned.remove.length)
      return { status: 'unchanged', version: files.media.version };
    const made = await checked(folder, files, planned);
    return 'text' in made ? ((await keepFirst(folder, made.remove ?? [])) ?? made) : made;
  });
}

/**
 * The files of a removal that the history does not hold as they are (git does not know them, or they
 * changed since their last commit), with media.ts where it holds uncommitted work too (then the removal
 * is committed, and Rückgängig can bring the file back); undefined where every removed file is in the
 * history, or there is no history.
 */
async function keepFirst(folder: string, removed: readonly string[]): Promise<Keep | undefined> {
  if (!removed.length || !(await hasHistory(folder))) return undefined;
  const paths: string[] = [];
  for (const path of removed) if (await hasUncommitted(folder, path)) paths.push(path);
  if (!paths.length) return undefined;
  const media = join(folder, 'media.ts');
  if (await hasUncommitted(folder, media)) paths.push(media);
  return { status: 'keep', paths, names: paths.map((path) => relative(folder, path).split(sep).join('/')) };
}

/** The planned save checked by the build's whole check, and compared with the lists as they must come out. */
async function checked(folder: string, files: SavedFiles, planned: Planned): Promise<NewText | MediaSaveResult> {
  const staged: StagedMedia = {
    added: new Map(planned.add.map(({ sub, name, from }) => [`${sub}/${name}`, from])),
    removed: new Set(planned.remove.map(({ sub, name }) => `${sub}/${name}`)),
  };
  const check = await checkData(textsOf(files), folder, { media: planned.text, staged });
  const line = planned.at ? entryLines(planned.text, planned.at.list)[planned.at.index] : undefined;
  const problems = check.problems.map((problem) => withField(problem, line));
  const lists = listsOf(check);
  const what = 'die Liste hätte sich nach dem Speichern an anderer Stelle geändert als an diesem einen Eintrag';
  // The build's own words first; then, where the compiled lists are not the old ones with exactly this change, that it would land elsewhere.
  if (lists && !isDeepStrictEqual(plain(lists), plain(planned.expected)))
    problems.push({ message: unsafeForm('media.ts', undefined, what, plainList(planned.at?.list ?? 'photos', true)).message });
  if (problems.length) return refused(problems);
  const add = await Promise.all(
    planned.add.map(async ({ sub, name, from }) => ({ path: join(folder, sub, name), bytes: await readFile(from) })),
  );
  return {
    text: planned.text,
    message: planned.message,
    warnings: check.warnings,
    add,
    remove: planned.remove.map(({ sub, name }) => join(folder, sub, name)),
  };
}

/** The uploads a request names. */
const uploadsOf = (request: MediaSaveRequest): string[] =>
  request.action === 'add-photos' ? request.photos.map((photo) => photo.upload) : request.action === 'add-audio' ? [request.upload] : [];

/** A result of saveAndCommit as the page's MediaSaveResult: refusals as messages with fields, warnings as texts. */
export function asMediaResult(result: Awaited<ReturnType<typeof saveAndCommit<MediaSaveResult>>>): MediaSaveResult {
  if (result.status === 'saved' && 'warnings' in result) {
    const { warnings, ...saved } = result as Extract<typeof result, { status: 'saved' }> & { warnings: (DataProblem | string)[] };
    return { ...saved, warnings: warnings.map((warning) => (typeof warning === 'string' ? warning : warning.text)) } as MediaSaveResult;
  }
  if (result.status === 'refused') {
    const problems = (result.problems as (MediaRefusal | DataProblem)[]).map((problem) =>
      'text' in problem ? { message: problem.text, ...('field' in problem && problem.field ? { field: problem.field } : {}) } : problem,
    );
    return { status: 'refused', problems: problems as MediaRefusal[] };
  }
  return result as MediaSaveResult;
}

/** The message of several photos added: 'Foto hinzugefügt: a.jpg', '3 Fotos hinzugefügt: a.jpg, b.jpg, c.jpg'. */
const photosAdded = (names: readonly string[]) =>
  names.length === 1 ? `Foto hinzugefügt: ${names[0]}` : `${names.length} Fotos hinzugefügt: ${names.join(', ')}`;

/** What `request` makes of media.ts, or why it cannot be made. */
async function plan(
  folder: string,
  files: SavedFiles,
  lists: Lists,
  request: MediaSaveRequest,
  uploads: Uploads,
  portrait: string,
): Promise<Planned | MediaSaveResult> {
  // The entry as the page had it: a list that shifted meanwhile is refused, never another entry changed.
  if ('index' in request && shifted(lists, request)) {
    return {
      status: 'changed',
      message:
        'Der Eintrag steht nicht mehr so in media.ts, wie das Formular ihn kennt: er wurde inzwischen geändert, gelöscht oder verschoben. Nichts gespeichert.',
    };
  }
  const at: PlanAt = {
    folder,
    source: files.media.text,
    lists,
    expected: { photos: [...lists.photos], videos: [...lists.videos], audio: [...lists.audio] },
    uploads,
    portrait,
  };
  try {
    if (request.action === 'add-video' || request.action === 'remove-video') return planVideo(at, request);
    if (request.action === 'add-audio' || request.action === 'remove-audio') return await planAudio(at, request);
    return await planPhotos(at, request);
  } catch (error) {
    // editMedia's refusals: a media.ts it cannot change safely.
    return refusal((error as Error).message);
  }
}

/** What a plan starts from: media.ts's text and lists, the lists as they will be (`expected`, changed as planned). */
interface PlanAt {
  folder: string;
  source: string;
  lists: Lists;
  expected: Lists;
  uploads: Uploads;
  /** band.ts's portrait: a photo that stays. */
  portrait: string;
}

type Action<A extends string> = Extract<MediaSaveRequest, { action: A }>;

/** Whether the entry `request` names is no longer in its list as the page had it. */
function shifted(lists: Lists, request: Extract<MediaSaveRequest, { index: number }>): boolean {
  const list: MediaList = request.action.endsWith('photo') ? 'photos' : request.action.endsWith('video') ? 'videos' : 'audio';
  const entry = lists[list][request.index];
  return entry === undefined || !isDeepStrictEqual(plain(entry), plain(request.original));
}

/** The photos: added from uploads, described, made the title photo, removed. */
async function planPhotos(
  at: PlanAt,
  request: Action<'add-photos' | 'edit-photo' | 'title-photo' | 'remove-photo'>,
): Promise<Planned | MediaSaveResult> {
  const { source, expected } = at;
  switch (request.action) {
    case 'add-photos':
      return addPhotos(at, request);
    case 'edit-photo': {
      const old = request.original;
      const entry: RawPhoto = { file: old.file, alt: request.alt.trim(), credit: request.credit.trim() };
      expected.photos[request.index] = entry;
      const what = entry.alt !== old.alt || entry.credit === old.credit ? 'Bildbeschreibung' : 'Fotograf/in';
      const text = replaceMedia(source, 'photos', request.index, formatPhoto(entry));
      return {
        text,
        add: [],
        remove: [],
        expected,
        message: `${what} geändert: ${old.file}`,
        at: { list: 'photos', index: request.index },
      };
    }
    case 'title-photo': {
      const [entry] = expected.photos.splice(request.index, 1);
      expected.photos.unshift(entry);
      const text = moveToFront(source, 'photos', request.index);
      return { text, add: [], remove: [], expected, message: `Titelbild: ${request.original.file}` };
    }
    case 'remove-photo':
      return removePhoto(at, request);
  }
}

/** Photos added from uploads, each under a name no other photo has. */
async function addPhotos({ folder, source, expected, uploads }: PlanAt, request: Action<'add-photos'>): Promise<Planned | MediaSaveResult> {
  if (!request.photos.length) return refusal('Kein Foto ausgewählt.', 'file');
  const taken = new Set(await namesIn(folder, 'photo'));
  let text = source;
  const add: Planned['add'] = [];
  for (const photo of request.photos) {
    const staged = uploads.get(photo.upload);
    if (!staged) return gone();
    if (staged.kind !== 'photo') return refusal(`„${staged.original}“ ist kein Foto, sondern eine Aufnahme.`, 'file');
    const name = uniqueName(staged.file, taken);
    taken.add(name);
    const entry: RawPhoto = { file: name, alt: photo.alt.trim(), credit: photo.credit.trim() };
    text = addMedia(text, 'photos', formatPhoto(entry));
    expected.photos.push(entry);
    add.push({ sub: MEDIA_FOLDERS.photo, name, from: staged.path });
  }
  const names = add.map(({ name }) => name);
  const at = request.photos.length === 1 ? { list: 'photos' as const, index: expected.photos.length - 1 } : undefined;
  return { text, add, remove: [], expected, message: photosAdded(names), ...(at ? { at } : {}) };
}

/** A photo removed, unless a video or the portrait still shows it; its file goes with its last line. */
async function removePhoto(
  { folder, source, lists, expected, portrait }: PlanAt,
  request: Action<'remove-photo'>,
): Promise<Planned | MediaSaveResult> {
  const file = request.original.file;
  const video = lists.videos.find((other) => isObject(other) && other.poster === file);
  if (video) {
    return refusal(
      `„${file}“ ist das Vorschaubild des Videos „${titleOf(video)}“ und bleibt darum: zuerst beim Video ein anderes Bild wählen oder das Video entfernen. Nichts wurde gespeichert.`,
      'file',
    );
  }
  if (portrait.trim() === file) {
    return refusal(
      `„${file}“ ist das Porträt der Band (Teil Band) und bleibt darum: zuerst ein anderes Porträt wählen. Nichts wurde gespeichert.`,
      'file',
    );
  }
  expected.photos.splice(request.index, 1);
  // The file goes with its last line: another line naming it keeps it.
  const still = expected.photos.some((other) => fileOf(other) === file);
  const there = (await namesIn(folder, 'photo')).includes(file);
  return {
    text: removeMedia(source, 'photos', request.index),
    add: [],
    remove: still || !there ? [] : [{ sub: MEDIA_FOLDERS.photo, name: file }],
    expected,
    message: `Foto entfernt: ${file}`,
  };
}

/** The videos: added by their address, removed. */
function planVideo({ source, expected }: PlanAt, request: Action<'add-video' | 'remove-video'>): Planned {
  if (request.action === 'remove-video') {
    expected.videos.splice(request.index, 1);
    const text = removeMedia(source, 'videos', request.index);
    return { text, add: [], remove: [], expected, message: `Video entfernt: ${titleOf(request.original)}` };
  }
  const address = request.address.trim();
  const entry = {
    [providerOf(address)]: address,
    title: request.title.trim(),
    ...(request.poster ? { poster: request.poster } : {}),
  } as RawVideo;
  const text = addMedia(source, 'videos', formatVideo(entry));
  expected.videos.push(entry);
  const at = { list: 'videos' as const, index: expected.videos.length - 1 };
  return { text, add: [], remove: [], expected, message: `Video hinzugefügt: ${entry.title || address}`, at };
}

/** The recordings: added from an upload, removed (the file with its last line). */
async function planAudio(
  { folder, source, expected, uploads }: PlanAt,
  request: Action<'add-audio' | 'remove-audio'>,
): Promise<Planned | MediaSaveResult> {
  if (request.action === 'add-audio') {
    const staged = uploads.get(request.upload);
    if (!staged) return gone();
    if (staged.kind !== 'audio') return refusal(`„${staged.original}“ ist keine Aufnahme (MP3, Opus), sondern ein Foto.`, 'file');
    const name = uniqueName(staged.file, await namesIn(folder, 'audio'));
    const entry: RawAudio = { file: name, title: request.title.trim() };
    const text = addMedia(source, 'audio', formatAudio(entry));
    expected.audio.push(entry);
    const add = [{ sub: MEDIA_FOLDERS.audio, name, from: staged.path }];
    const at = { list: 'audio' as const, index: expected.audio.length - 1 };
    return { text, add, remove: [], expected, message: `Aufnahme hinzugefügt: ${entry.title || name}`, at };
  }
  const file = request.original.file;
  expected.audio.splice(request.index, 1);
  const still = expected.audio.some((other) => fileOf(other) === file);
  // A recording may lie beside the photos (the build looks there too).
  const sub = await folderOf(folder, 'audio', file);
  const there = (await namesIn(folder, sub === MEDIA_FOLDERS.photo ? 'photo' : 'audio')).includes(file);
  return {
    text: removeMedia(source, 'audio', request.index),
    add: [],
    remove: still || !there ? [] : [{ sub, name: file }],
    expected,
    message: `Aufnahme entfernt: ${titleOf(request.original) || file}`,
  };
}

/** The refusal of a save that names an upload the editor no longer has. */
const gone = () =>
  refusal(
    'Die hochgeladene Datei ist nicht mehr da (der Editor wurde inzwischen neu gestartet). Die Datei bitte noch einmal auswählen. Nichts wurde gespeichert.',
    'file',
  );

// ---- the portrait

/**
 * POST /api/portrait: band.ts's portrait set to a photo of src/data/photos/ or to an upload (its file
 * written under a clean name, in the same commit), with its credit; through editBand, checked by the
 * build's whole check like every save of band.ts.
 */
export async function savePortrait(dataFolder: string, request: PortraitRequest, uploads: Uploads): Promise<MediaSaveResult> {
  const folder = resolve(dataFolder);
  const result = await saveAndCommit<MediaSaveResult>(folder, 'band', request.expectedVersion, async (files) => {
    let file: string;
    const add: Planned['add'] = [];
    if ('upload' in request) {
      const staged = uploads.get(request.upload);
      if (!staged) return gone();
      if (staged.kind !== 'photo') return refusal(`„${staged.original}“ ist kein Foto.`, 'file');
      file = uniqueName(staged.file, await namesIn(folder, 'photo'));
      add.push({ sub: MEDIA_FOLDERS.photo, name: file, from: staged.path });
    } else file = request.file;
    let text: string;
    try {
      text = editBand(files.band.text, { portrait: file, photoCredit: request.credit.trim() });
    } catch (error) {
      return refusal((error as Error).message);
    }
    if (text === files.band.text && !add.length) return { status: 'unchanged', version: files.band.version };
    const staged: StagedMedia = { added: new Map(add.map(({ sub, name, from }) => [`${sub}/${name}`, from])), removed: new Set() };
    const check = await checkData({ ...textsOf(files), band: text }, folder, { staged });
    const fields: Record<string, string> = { portrait: 'file', photoCredit: 'credit' };
    const problems = check.problems.map((problem) => {
      const field = withBandField(problem).field;
      return { message: problem.text, ...(field && fields[field] ? { field: fields[field] } : {}) };
    });
    const compiled = check.raw?.band as { portrait?: unknown; photoCredit?: unknown } | undefined;
    if (!problems.length && (compiled?.portrait !== file || compiled?.photoCredit !== request.credit.trim())) {
      problems.push({ message: 'band.ts hätte nach dem Speichern ein anderes Porträt genannt als gewählt; nichts wurde gespeichert.' });
    }
    if (problems.length) return refused(problems);
    return {
      text,
      message: `Porträt: ${file}`,
      warnings: check.warnings,
      add: await Promise.all(add.map(async ({ sub, name, from }) => ({ path: join(folder, sub, name), bytes: await readFile(from) }))),
    };
  });
  if (result.status === 'saved' && 'upload' in request) await uploads.drop([request.upload]);
  return asMediaResult(result);
}

/** Whether `body` has the shape of a MediaSaveRequest; the values are the build's to judge. */
export const isMediaSaveRequest = (body: unknown): body is MediaSaveRequest => v.is(MediaSaveRequestSchema, body);

/** Whether `body` has the shape of a PortraitRequest. */
export const isPortraitRequest = (body: unknown): body is PortraitRequest => v.is(PortraitRequestSchema, body);
