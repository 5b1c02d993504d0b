/**
 * The editor's part Fotos & Videos (issue 46): the band's photos as thumbnails in their order (the
 * first leads the Home page), its videos and its recordings, each list with what can be done to
 * its entries, and the forms that add to them. New photos are uploaded as soon as they are chosen
 * or dropped onto the part (the server checks each file and converts an iPhone's HEIC), and saved
 * together, with their texts, as one commit.
 *
 * One form at a time: opening one closes the other, so each of the labels Titel, Bildbeschreibung,
 * Fotograf/in and each button Speichern is on the page once (only new photos, several at once,
 * repeat their two fields, each group named by its file).
 */
import { useEffect, useRef, useState } from 'react';
import type { RawAudio, RawPhoto, RawVideo } from '../data/readMedia';
import type { ApiError } from '../editor/editorApi';
import { thumbnailPath, type MediaData, type MediaRefusal, type MediaSaveRequest, type MediaSaveResult } from '../editor/mediaApi';
import { Field } from './Field';
import { FilePicker } from './FilePicker';
import { tooLargeToSend, type MediaCalls } from './mediaCalls';
import { useStored } from './useStored';

/**
 * JPEG first: Safari on a Mac hands a HEIC photo over converted to the first type listed that it can
 * write, and on an iPhone as a JPEG; HEIC itself is left out, since listing it makes Safari hand
 * over the HEIC as it is. A HEIC that arrives anyway (dropped from the Finder) the server converts.
 */
export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';
export const AUDIO_TYPES = '.mp3,.opus,audio/mpeg,audio/ogg';

type List = 'photos' | 'videos' | 'audio';

/** A file chosen for the part: on its way to the server, staged there, or refused. */
interface Upload {
  key: number;
  name: string;
  state: 'waiting' | 'uploading' | 'uploaded' | 'refused';
  upload?: string;
  /** The clean name it will get. */
  file?: string;
  converted?: boolean;
  message?: string;
}

/** A new photo: its upload and its two texts, with the refusals of each. */
interface NewPhoto extends Upload {
  alt: string;
  credit: string;
  problems: MediaRefusal[];
}

type Form =
  | { kind: 'photos' }
  | { kind: 'edit-photo'; index: number; original: RawPhoto; version: string; alt: string; credit: string }
  | { kind: 'video'; address: string; title: string; poster: string }
  | { kind: 'audio'; title: string }
  | { kind: 'remove'; list: List; index: number; original: RawPhoto | RawVideo | RawAudio; version: string };

interface MediaPartProps {
  api: MediaCalls;
  token: string;
  /** Says what a save did, in the page's status line. */
  onStatus(text: string): void;
  /** After a save: the preview rebuilds. */
  onSaved(): void;
  /** Changed by the page when media.ts may have changed without this part (after Rückgängig). */
  refresh: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isAudio = (file: File) => /\.(mp3|opus|ogg)$/i.test(file.name) || file.type.startsWith('audio/');

/** How many uploads go at once: two keep the line busy without a phone's worth of photos at the same time. */
const AT_ONCE = 2;

let nextKey = 0;

/** A video's address as the band knows it. */
const videoAddress = (video: RawVideo) =>
  video.youtube !== undefined ? `YouTube: ${video.youtube}` : video.vimeo !== undefined ? `Vimeo: ${video.vimeo}` : '';

/** The refusals of the new photo at `position` in the save: those that name it (`photos.1.alt`), or all field refusals when it was the only one. */
function refusalsOf(problems: MediaRefusal[], position: number, count: number): MediaRefusal[] {
  return problems.flatMap((problem) => {
    const match = /^(?:photos\.)?(\d+)\.(\w+)$/.exec(problem.field ?? '');
    if (match) return Number(match[1]) === position ? [{ ...problem, field: match[2]! }] : [];
    return count === 1 && problem.field ? [problem] : [];
  });
}

export function MediaPart({ api, token, onStatus, onSaved, refresh }: MediaPartProps) {
  const [media, setMedia] = useState<MediaData | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();
  const [form, setForm] = useState<Form | null>(null);
  const [photos, setPhotos] = useState<NewPhoto[]>([]);
  const [audio, setAudio] = useState<Upload | undefined>();
  const [problems, setProblems] = useState<MediaRefusal[]>([]);
  const [changed, setChanged] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  // The credit typed last: a band's photos of an evening mostly have one photographer.
  const [lastCredit, setLastCredit] = useStored('media-credit', '');
  const part = useRef<HTMLDivElement>(null);

  async function load(): Promise<MediaData | undefined> {
    const answer = await api.media();
    if ('status' in answer) {
      setLoadError(answer.message);
      return undefined;
    }
    setLoadError(undefined);
    setMedia(answer);
    return answer;
  }
  useEffect(() => void load(), []);
  const refreshed = useRef(refresh);
  useEffect(() => {
    if (refreshed.current === refresh) return;
    refreshed.current = refresh;
    void load().then((answer) => answer && follow(answer));
  }, [refresh]);

  // A file dropped beside the part would make the browser open it and leave the editor.
  useEffect(() => {
    const keep = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', keep);
    window.addEventListener('drop', keep);
    return () => {
      window.removeEventListener('dragover', keep);
      window.removeEventListener('drop', keep);
    };
  }, []);

  // Opened: the form's first field (which on a phone also brings it into view), or the question.
  const opened = form ? (form.kind === 'remove' ? `remove-${form.list}-${form.index}` : form.kind) : '';
  useEffect(() => {
    if (!opened || form?.kind === 'photos') return;
    part.current?.querySelector<HTMLElement>('.media-form input:not([type="file"]), .media-form select, .question')?.focus();
  }, [opened]);

  /** An entry's open form after media.ts was read anew: following its entry, or closed when that is gone. */
  function follow(data: MediaData): void {
    setForm((open) => {
      if (!open || (open.kind !== 'edit-photo' && open.kind !== 'remove')) return open;
      const list: List = open.kind === 'edit-photo' ? 'photos' : open.list;
      const entries = data[list] as { index: number; value: unknown }[];
      const found = entries.find((entry) => same(entry.value, open.original));
      if (found) return { ...open, index: found.index, version: data.version };
      onStatus('Der Eintrag im Formular wurde inzwischen geändert oder entfernt; das Formular ist darum geschlossen.');
      return null;
    });
  }

  function open(next: Form | null): void {
    setForm(next);
    setProblems([]);
    setChanged(undefined);
    if (next?.kind !== 'photos') setPhotos([]);
    if (next?.kind !== 'audio') setAudio(undefined);
  }

  /** Sends `files` to the server, AT_ONCE at a time, each result to `update` as it comes; a file of the other kind is refused. */
  async function send(
    uploads: Upload[],
    files: File[],
    kind: 'photo' | 'audio',
    update: (key: number, upload: Partial<Upload>) => void,
  ): Promise<void> {
    const queue = uploads.map((upload, i) => ({ upload, file: files[i]! })).filter(({ upload }) => upload.state === 'waiting');
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { upload, file } = next;
        update(upload.key, { state: 'uploading' });
        const answer = await api.upload(file);
        if (answer.status !== 'uploaded') update(upload.key, { state: 'refused', message: answer.message });
        else if (answer.kind !== kind) update(upload.key, { state: 'refused', message: wrongKind(upload.name, answer.kind) });
        else
          update(upload.key, {
            state: 'uploaded',
            upload: answer.upload,
            file: answer.file,
            ...(answer.converted === 'HEIC' ? { converted: true } : {}),
          });
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
  }

  /** A file chosen or dropped for the photos: into the form of new photos, on its way to the server at once. */
  function addPhotos(files: File[]): void {
    const fresh: NewPhoto[] = files.map((file) => {
      const refused = tooLargeToSend(file);
      return {
        key: nextKey++,
        name: file.name,
        state: refused ? 'refused' : 'waiting',
        ...(refused ? { message: refused } : {}),
        alt: '',
        credit: '',
        problems: [],
      };
    });
    const keep = form?.kind === 'photos' ? photos : [];
    const credit = [...keep].reverse().find((photo) => photo.credit)?.credit ?? lastCredit;
    const all = [...keep, ...fresh.map((photo) => ({ ...photo, credit }))];
    if (form?.kind !== 'photos') open({ kind: 'photos' });
    setPhotos(all);
    void send(fresh, files, 'photo', (key, upload) =>
      setPhotos((list) => list.map((photo) => (photo.key === key ? { ...photo, ...upload } : photo))),
    );
  }

  function addAudio(file: File): void {
    const refused = tooLargeToSend(file);
    const upload: Upload = {
      key: nextKey++,
      name: file.name,
      state: refused ? 'refused' : 'waiting',
      ...(refused ? { message: refused } : {}),
    };
    open({ kind: 'audio', title: form?.kind === 'audio' ? form.title : '' });
    setAudio(upload);
    void send([upload], [file], 'audio', (key, changes) => setAudio((now) => (now?.key === key ? { ...now, ...changes } : now)));
  }

  function dropped(event: DragEvent): void {
    event.preventDefault();
    setDragging(false);
    const files = [...(event.dataTransfer?.files ?? [])];
    if (!files.length) return;
    if (files.length === 1 && isAudio(files[0]!)) addAudio(files[0]!);
    else addPhotos(files);
  }

  /** One save: its answer said in the status line, or its refusals shown where they belong. */
  async function save(request: MediaSaveRequest, onRefused?: (problems: MediaRefusal[]) => void): Promise<void> {
    setBusy(true);
    const result: MediaSaveResult | ApiError = await api.save(request);
    // The lists read anew before anything else can be done or is said: an action on a list still
    // showing the old order would name an entry by its old place.
    if (result.status === 'saved') {
      open(null);
      await load();
    }
    setBusy(false);
    finish(result, onRefused);
  }

  function finish(result: MediaSaveResult | ApiError, onRefused?: (problems: MediaRefusal[]) => void): void {
    switch (result.status) {
      case 'saved': {
        const notes = [result.historyProblem, result.historyNote, ...result.warnings.map((warning) => `Hinweis: ${warning}`)].filter(
          Boolean,
        );
        onStatus([`Gespeichert: ${result.message}`, ...notes].join(' – '));
        onSaved();
        break;
      }
      case 'unchanged':
        onStatus('Nichts geändert: media.ts enthält das schon so.');
        open(null);
        break;
      case 'refused':
        if (onRefused) onRefused(result.problems);
        else setProblems(result.problems);
        // The first field refused, or the message above the fields: where the band reads next.
        requestAnimationFrame(() => part.current?.querySelector<HTMLElement>('[aria-invalid="true"], .media-problems')?.focus());
        break;
      case 'changed':
        setChanged(result.message);
        break;
      case 'error':
        setProblems([{ message: result.message }]);
        break;
    }
  }

  function savePhotos(): void {
    if (!media) return;
    if (photos.some((photo) => photo.state === 'waiting' || photo.state === 'uploading')) {
      setProblems([{ message: 'Noch nicht alle Fotos sind hochgeladen; bitte einen Moment warten und dann noch einmal speichern.' }]);
      return;
    }
    const ready = photos.filter((photo) => photo.state === 'uploaded');
    if (!ready.length) return;
    const credit = ready.at(-1)!.credit.trim();
    if (credit) setLastCredit(credit);
    setProblems([]);
    void save(
      {
        action: 'add-photos',
        photos: ready.map((photo) => ({ upload: photo.upload!, alt: photo.alt, credit: photo.credit })),
        expectedVersion: media.version,
      },
      (refusals) => {
        setPhotos((list) => list.map((photo) => ({ ...photo, problems: refusalsOf(refusals, ready.indexOf(photo), ready.length) })));
        setProblems(refusals.filter((problem) => !problem.field || (ready.length > 1 && !/\d+\.\w+$/.test(problem.field))));
      },
    );
  }

  if (!media) {
    return (
      <div class="media">
        {loadError ? (
          <div class="problems" role="alert">
            <p>{loadError}</p>
          </div>
        ) : (
          <p>Wird geladen …</p>
        )}
      </div>
    );
  }

  const removing = form?.kind === 'remove' ? form : undefined;
  const fieldProblems = (field: string) => problems.filter((problem) => problem.field === field);
  // The new photos' own refusals are at their groups: whatever is left here goes above the form.
  const others =
    form?.kind === 'photos'
      ? problems
      : problems.filter((problem) => !problem.field || !['alt', 'credit', 'address', 'title', 'file'].includes(problem.field));

  /** The refusals above a form (those of no field it shows), and a file changed meanwhile. */
  const notices = (
    <>
      {changed && (
        <div class="changed" role="alert">
          <p>{changed}</p>
          <button
            type="button"
            onClick={() => {
              setChanged(undefined);
              void load().then((answer) => answer && follow(answer));
            }}
          >
            Neu laden
          </button>
        </div>
      )}
      {others.length > 0 && (
        <div class="problems media-problems" role="alert" tabIndex={-1}>
          <p>Nicht gespeichert:</p>
          <ul>
            {others.map((problem, index) => (
              <li key={index}>{problem.message}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );

  /** The question before removing an entry, in place of its buttons. */
  const question = (list: List, index: number, what: string) =>
    removing?.list === list && removing.index === index ? (
      <div class="question" role="alert" tabIndex={-1}>
        <p>
          <strong>{what} entfernen?</strong>
          {list === 'videos' ? '' : ' Die Datei wird mit gelöscht; Rückgängig holt beides zurück.'}
        </p>
        <div class="buttons">
          <button
            type="button"
            class="danger"
            disabled={busy}
            onClick={() =>
              void save({
                action: `remove-${list === 'photos' ? 'photo' : list === 'videos' ? 'video' : 'audio'}`,
                index: removing.index,
                original: removing.original,
                expectedVersion: removing.version,
              } as MediaSaveRequest)
            }
          >
            Entfernen
          </button>
          <button
            type="button"
            class="quiet"
            onClick={(event) => {
              // Back to the entry's own Entfernen, which the question replaced.
              const entry = event.currentTarget.closest('li');
              open(null);
              requestAnimationFrame(() => entry?.querySelector<HTMLElement>('button.danger')?.focus());
            }}
          >
            Abbrechen
          </button>
        </div>
      </div>
    ) : undefined;

  const removeButton = (list: List, index: number, original: RawPhoto | RawVideo | RawAudio) =>
    removing ? undefined : (
      <button
        type="button"
        class="danger"
        disabled={busy}
        onClick={() => open({ kind: 'remove', list, index, original, version: media.version })}
      >
        Entfernen
      </button>
    );

  const pending = photos.filter((photo) => photo.state === 'waiting' || photo.state === 'uploading').length;

  return (
    <div
      ref={part}
      class={dragging ? 'media dragging' : 'media'}
      onDragOver={(event) => {
        if (!event.dataTransfer?.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!part.current?.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={dropped}
    >
      {media.problems.length > 0 && (
        <div class="problems" role="alert">
          <p>media.ts besteht die Prüfung des Builds nicht; so lange wird hier nichts gespeichert:</p>
          <pre>{media.problems.join('\n')}</pre>
        </div>
      )}

      <section class="media-section" aria-labelledby="media-photos">
        <h3 id="media-photos">Fotos</h3>
        <div class="media-add">
          <FilePicker
            id="media-photo-files"
            label="Fotos hinzufügen"
            accept={PHOTO_TYPES}
            multiple
            describedBy="media-photo-hint"
            onFiles={addPhotos}
          />
          <p id="media-photo-hint" class="hint">
            JPEG, PNG, WebP oder HEIC vom iPhone, bis 50 MB je Datei, mehrere auf einmal – oder die Dateien hierher ziehen.
          </p>
        </div>

        {form?.kind === 'photos' && (
          <form
            class="entry-form media-form"
            aria-labelledby="media-new-heading"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              savePhotos();
            }}
          >
            <h4 id="media-new-heading">{photos.length === 1 ? 'Neues Foto' : `${photos.length} neue Fotos`}</h4>
            {notices}
            {pending > 0 && (
              <p class="hint" role="status">
                Wird hochgeladen … ({photos.length - pending} von {photos.length} fertig)
              </p>
            )}
            {photos.map((photo) => (
              <NewPhotoFields
                key={photo.key}
                photo={photo}
                token={token}
                onChange={(next) => setPhotos((list) => list.map((one) => (one.key === next.key ? next : one)))}
                onDrop={() => setPhotos((list) => list.filter((one) => one.key !== photo.key))}
              />
            ))}
            <div class="buttons">
              {photos.some((photo) => photo.state !== 'refused') && (
                <button type="submit" disabled={busy}>
                  Speichern
                </button>
              )}
              <button type="button" class="quiet" onClick={() => open(null)}>
                Abbrechen
              </button>
              {busy && <span class="hint">Wird geprüft und gespeichert …</span>}
            </div>
          </form>
        )}

        {form?.kind === 'edit-photo' && (
          <form
            class="entry-form media-form"
            aria-labelledby="media-edit-heading"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save({
                action: 'edit-photo',
                index: form.index,
                original: form.original,
                alt: form.alt,
                credit: form.credit,
                expectedVersion: form.version,
              });
            }}
          >
            <h4 id="media-edit-heading">Foto bearbeiten: {form.original.file}</h4>
            {notices}
            <img class="media-preview" src={thumbnailPath(token, form.original.file)} alt="" width={160} height={120} />
            <Field
              id="media-edit-alt"
              label="Bildbeschreibung"
              field="alt"
              problems={problems}
              alert
              value={form.alt}
              onChange={(alt) => setForm({ ...form, alt: String(alt) })}
              hint={ALT_HINT}
            />
            <Field
              id="media-edit-credit"
              label="Fotograf/in"
              field="credit"
              problems={problems}
              alert
              value={form.credit}
              onChange={(credit) => setForm({ ...form, credit: String(credit) })}
              hint={CREDIT_HINT}
            />
            <div class="buttons">
              <button type="submit" disabled={busy}>
                Speichern
              </button>
              <button type="button" class="quiet" onClick={() => open(null)}>
                Abbrechen
              </button>
            </div>
          </form>
        )}

        {!form && notices}

        {media.photos.length === 0 ? (
          <p class="hint">Noch keine Fotos: die Startseite zeigt dann das gezeichnete Bild.</p>
        ) : (
          <ul class="thumbs">
            {media.photos.map(({ index, value: photo }) => (
              <li key={`${index}-${photo.file}`} class="thumb">
                <img src={thumbnailPath(token, photo.file)} alt={photo.alt} width={320} height={240} loading="lazy" />
                <p class="thumb-text">
                  {index === 0 && <strong class="thumb-lead">Titelbild · </strong>}
                  <span class="thumb-file">{photo.file}</span>
                  <span class="more">Foto: {photo.credit}</span>
                </p>
                {question('photos', index, `Foto „${photo.file}“`) ?? (
                  <div class="buttons">
                    {index > 0 && (
                      <button
                        type="button"
                        disabled={busy}
                        onClick={() => {
                          open(null);
                          void save({ action: 'title-photo', index, original: photo, expectedVersion: media.version });
                        }}
                      >
                        Als Titelbild
                      </button>
                    )}
                    <button
                      type="button"
                      onClick={() =>
                        open({ kind: 'edit-photo', index, original: photo, version: media.version, alt: photo.alt, credit: photo.credit })
                      }
                    >
                      Bearbeiten
                    </button>
                    {removeButton('photos', index, photo)}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section class="media-section" aria-labelledby="media-videos">
        <h3 id="media-videos">Videos</h3>
        <div class="media-add">
          <button type="button" onClick={() => open({ kind: 'video', address: '', title: '', poster: '' })}>
            Video hinzufügen
          </button>
        </div>
        {form?.kind === 'video' && (
          <form
            class="entry-form media-form"
            aria-labelledby="media-video-heading"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save({
                action: 'add-video',
                address: form.address,
                title: form.title,
                poster: form.poster,
                expectedVersion: media.version,
              });
            }}
          >
            <h4 id="media-video-heading">Neues Video</h4>
            {notices}
            <Field
              id="media-video-address"
              label="Adresse"
              field="address"
              type="url"
              problems={problems}
              alert
              value={form.address}
              onChange={(address) => setForm({ ...form, address: String(address) })}
              hint="Die Adresse des Videos bei YouTube oder Vimeo, wie sie im Browser steht oder beim Teilen kopiert wird (https://youtu.be/…, https://www.youtube.com/watch?v=…, https://vimeo.com/…). Eine Playlist oder ein Kanal geht nicht, nur ein einzelnes Video."
            />
            <Field
              id="media-video-title"
              label="Titel"
              field="title"
              problems={problems}
              alert
              value={form.title}
              onChange={(title) => setForm({ ...form, title: String(title) })}
              hint="Steht auf dem Knopf zum Abspielen, etwa „Live im Kulturbahnhof 2025“."
            />
            <div class="field">
              <label for="media-video-poster">Vorschaubild</label>
              <select
                id="media-video-poster"
                value={form.poster}
                aria-describedby="media-video-poster-hint"
                onChange={(event) => setForm({ ...form, poster: event.currentTarget.value })}
              >
                <option value="">Gezeichnetes Bild</option>
                {media.photos.map(({ value: photo }) => (
                  <option key={photo.file} value={photo.file}>
                    {photo.file}
                  </option>
                ))}
              </select>
              <p id="media-video-poster-hint" class="hint">
                Zu sehen, bis jemand das Video startet; erst dann lädt es von YouTube oder Vimeo.
              </p>
              {form.poster && <img class="media-preview" src={thumbnailPath(token, form.poster)} alt="" width={160} height={120} />}
            </div>
            <div class="buttons">
              <button type="submit" disabled={busy}>
                Speichern
              </button>
              <button type="button" class="quiet" onClick={() => open(null)}>
                Abbrechen
              </button>
            </div>
          </form>
        )}
        {media.videos.length === 0 ? (
          <p class="hint">Noch keine Videos.</p>
        ) : (
          <ul class="rows">
            {media.videos.map(({ index, value: video }) => (
              <li key={`${index}-${video.title}`} class="row media-row">
                <span class="what">
                  {video.title}
                  <span class="more">
                    {videoAddress(video)}
                    {video.poster ? ` · Vorschaubild ${video.poster}` : ''}
                  </span>
                </span>
                {question('videos', index, `Video „${video.title}“`) ?? removeButton('videos', index, video)}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section class="media-section" aria-labelledby="media-audio">
        <h3 id="media-audio">Aufnahmen</h3>
        <div class="media-add">
          <FilePicker
            id="media-audio-file"
            label="Aufnahme hinzufügen"
            accept={AUDIO_TYPES}
            describedBy="media-audio-hint"
            onFiles={(files) => addAudio(files[0]!)}
          />
          <p id="media-audio-hint" class="hint">
            Eine MP3- oder Opus-Datei, bis 50 MB.
          </p>
        </div>
        {form?.kind === 'audio' && audio && (
          <form
            class="entry-form media-form"
            aria-labelledby="media-audio-heading"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (audio.state !== 'uploaded') {
                setProblems([{ message: 'Die Datei ist noch nicht hochgeladen; bitte einen Moment warten.' }]);
                return;
              }
              void save({ action: 'add-audio', upload: audio.upload!, title: form.title, expectedVersion: media.version });
            }}
          >
            <h4 id="media-audio-heading">Neue Aufnahme: {audio.name}</h4>
            {notices}
            <UploadState upload={audio} problems={fieldProblems('file')} />
            <Field
              id="media-audio-title"
              label="Titel"
              field="title"
              problems={problems}
              alert
              value={form.title}
              onChange={(title) => setForm({ ...form, title: String(title) })}
              hint="Steht über dem Player, etwa „Medley 80er (live)“."
            />
            <div class="buttons">
              {audio.state !== 'refused' && (
                <button type="submit" disabled={busy}>
                  Speichern
                </button>
              )}
              <button type="button" class="quiet" onClick={() => open(null)}>
                Abbrechen
              </button>
            </div>
          </form>
        )}
        {media.audio.length === 0 ? (
          <p class="hint">Noch keine Aufnahmen.</p>
        ) : (
          <ul class="rows">
            {media.audio.map(({ index, value: recording }) => (
              <li key={`${index}-${recording.file}`} class="row media-row">
                <span class="what">
                  {recording.title}
                  <span class="more">{recording.file}</span>
                </span>
                {question('audio', index, `Aufnahme „${recording.title}“`) ?? removeButton('audio', index, recording)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

const ALT_HINT =
  'Was auf dem Foto zu sehen ist, für alle, die es nicht sehen: wer, was, wo – etwa „Die Band auf der Bühne im Kulturbahnhof Kassel, Sängerin Anna am Mikrofon“. Nicht „Foto“ oder der Dateiname.';
const CREDIT_HINT = 'Wer das Foto gemacht hat; das Impressum nennt die Person (§ 13 UrhG).';

/** A file that went to the wrong list: a photo chosen as a recording, or a recording among the photos. */
function wrongKind(name: string, is: 'audio' | 'photo'): string {
  return is === 'audio'
    ? `„${name}“ ist eine Aufnahme, kein Foto: bitte unter „Aufnahme hinzufügen“ wählen.`
    : `„${name}“ ist ein Foto, keine Aufnahme: bitte unter „Fotos hinzufügen“ wählen.`;
}

/** Where an upload stands: on its way, converted, or refused (at the file, read aloud). */
function UploadState({ upload, problems = [] }: { upload: Upload; problems?: MediaRefusal[] }) {
  return (
    <>
      {(upload.state === 'waiting' || upload.state === 'uploading') && <p class="upload-state">Wird hochgeladen …</p>}
      {upload.state === 'uploaded' && upload.converted && <p class="upload-state">aus HEIC umgewandelt (als JPEG gespeichert)</p>}
      {upload.state === 'refused' && (
        <p class="error" role="alert">
          {upload.message}
        </p>
      )}
      {problems.length > 0 && (
        <p class="error" role="alert">
          {problems.map((problem) => problem.message).join(' – ')}
        </p>
      )}
    </>
  );
}

/** One new photo's group: its file, thumbnail, Bildbeschreibung and Fotograf/in; a refused file only says why. */
function NewPhotoFields({
  photo,
  token,
  onChange,
  onDrop,
}: {
  photo: NewPhoto;
  token: string;
  onChange(photo: NewPhoto): void;
  onDrop(): void;
}) {
  const id = `media-new-${photo.key}`;
  const legend = photo.file && photo.file !== photo.name ? `${photo.name} (wird ${photo.file})` : photo.name;
  return (
    <fieldset class="media-new">
      <legend>{legend}</legend>
      <UploadState upload={photo} problems={photo.problems.filter((problem) => problem.field === 'file')} />
      {photo.state === 'refused' ? (
        <button type="button" class="quiet" onClick={onDrop}>
          Weglassen
        </button>
      ) : (
        <div class="media-new-body">
          {photo.state === 'uploaded' && (
            <img class="media-preview" src={thumbnailPath(token, `upload/${photo.upload}`)} alt="" width={160} height={120} />
          )}
          <div class="media-new-fields">
            <Field
              id={`${id}-alt`}
              label="Bildbeschreibung"
              field="alt"
              problems={photo.problems}
              alert
              value={photo.alt}
              onChange={(alt) => onChange({ ...photo, alt: String(alt), problems: photo.problems.filter((p) => p.field !== 'alt') })}
              hint={ALT_HINT}
            />
            <Field
              id={`${id}-credit`}
              label="Fotograf/in"
              field="credit"
              problems={photo.problems}
              alert
              value={photo.credit}
              onChange={(credit) =>
                onChange({ ...photo, credit: String(credit), problems: photo.problems.filter((p) => p.field !== 'credit') })
              }
              hint={CREDIT_HINT}
            />
          </div>
        </div>
      )}
    </fieldset>
  );
}
