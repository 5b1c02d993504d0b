/**
 * The state of the part Fotos & Videos (issue 46): media.ts as read and the one form open at a time
 * (usePart), the new photos and the recording chosen for their forms (they go when their form
 * closes), an open form following its entry when media.ts is read anew, and Entfernen for each list.
 */
import { useEffect, useState, type RefObject } from 'react';
import type { RawAudio, RawPhoto, RawVideo } from '../data/readMedia';
import type { MediaData, MediaRefusal, MediaSaveRequest } from '../editor/mediaApi';
import type { PhotoEdit } from './EditPhotoForm';
import { foundAgain } from './foundAgain';
import type { MediaCalls } from './mediaCalls';
import type { NewPhoto } from './NewPhotosForm';
import { removalOf, type Removal } from './RemoveQuestion';
import type { Upload } from './UploadState';
import { usePart } from './usePart';
import type { VideoDraft } from './VideoSection';

/** A list of the part, by its name in media.ts. */
export type MediaList = 'photos' | 'videos' | 'audio';

/** The one form open in the part, or the one question Entfernen asks. */
export type MediaForm =
  | { kind: 'photos' }
  | ({ kind: 'edit-photo'; index: number; version: string } & PhotoEdit)
  | ({ kind: 'video' } & VideoDraft)
  | { kind: 'audio'; title: string }
  | { kind: 'remove'; list: MediaList; index: number; original: RawPhoto | RawVideo | RawAudio; version: string };

interface MediaPartOptions {
  api: MediaCalls;
  /** Changed by the page when media.ts may have changed without this part (after Rückgängig). */
  refresh: number;
  onStatus(text: string): void;
  onSaved(): void;
  /** The part's element: an opened form's first field in it takes the focus. */
  part: RefObject<HTMLElement | null>;
}

/** The fields the part's forms show their refusals at; a refusal of any other goes above the form. */
const FIELDS = ['alt', 'credit', 'address', 'title', 'file'];

export type MediaPartState = ReturnType<typeof useMediaPart>;

export function useMediaPart({ api, refresh, onStatus, onSaved, part }: MediaPartOptions) {
  const [photos, setPhotos] = useState<NewPhoto[]>([]);
  const [audio, setAudio] = useState<Upload | undefined>();
  const shared = usePart<MediaData, MediaForm>({
    read: () => api.media(),
    refresh,
    follow,
    // The new photos and the recording chosen go with their form.
    onOpen(next) {
      if (next?.kind !== 'photos') setPhotos([]);
      if (next?.kind !== 'audio') setAudio(undefined);
    },
    onStatus,
    onSaved,
    part,
    problemsClass: 'media-problems',
    unchanged: 'Nichts geändert: media.ts enthält das schon so.',
  });
  const { data: media, form, setForm, open, problems, busy } = shared;

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
      const list: MediaList = open.kind === 'edit-photo' ? 'photos' : open.list;
      const index = foundAgain(data[list], open.original);
      if (index !== undefined) return { ...open, index, version: data.version };
      onStatus('Der Eintrag im Formular wurde inzwischen geändert oder entfernt; das Formular ist darum geschlossen.');
      return null;
    });
  }

  /** One save, with usePart's answer; a refusal of new photos goes to `onRefused`. */
  const save = (request: MediaSaveRequest, onRefused?: (problems: MediaRefusal[]) => void) =>
    shared.save(() => api.save(request), onRefused);

  // The new photos' own refusals are at their groups: whatever is left here goes above the form.
  const others =
    form?.kind === 'photos' || form?.kind === 'remove'
      ? problems
      : problems.filter((problem) => !problem.field || !FIELDS.includes(problem.field));
  const notices = shared.notices(others);

  const removing = form?.kind === 'remove' ? form : undefined;
  /** Entfernen for the entries of `list`: the question in place of an entry's buttons, one at a time. */
  const removal = <Entry extends RawPhoto | RawVideo | RawAudio>(list: MediaList, action: MediaSaveRequest['action']): Removal<Entry> =>
    removalOf<Entry>({
      removing,
      list,
      withFile: list !== 'videos',
      busy,
      notices,
      onRemove: ({ index, original, version }) => void save({ action, index, original, expectedVersion: version } as MediaSaveRequest),
      onAsk: (index, original) => open({ kind: 'remove', list, index, original, version: media?.version ?? '' }),
      onCancel: () => open(null),
    });

  return { ...shared, photos, setPhotos, audio, setAudio, save, notices, removal };
}
