/** The part's videos: Video hinzufügen with its form, and the list of videos (YouTube, Vimeo) with Entfernen. */
import type { ReactNode } from 'react';
import type { RawVideo } from '../data/readMedia';
import { thumbnailPath, type MediaData, type MediaRefusal } from '../editor/mediaApi';
import { Field } from './Field';
import { FormButtons } from './FormButtons';
import { MediaForm } from './MediaForm';
import type { Removal } from './RemoveQuestion';

/** A new video as typed: its address, title and poster (a photo's file, '' for the drawn picture). */
export interface VideoDraft {
  address: string;
  title: string;
  poster: string;
}

interface VideoSectionProps {
  videos: MediaData['videos'];
  /** The photos a poster can be chosen from. */
  photos: MediaData['photos'];
  token: string;
  /** The form of a new video, while it is open. */
  draft: VideoDraft | undefined;
  problems: MediaRefusal[];
  busy: boolean;
  /** The refusals above the form, and a file changed meanwhile. */
  notices: ReactNode;
  removal: Removal<RawVideo>;
  /** Opens the form, empty. */
  onAdd(): void;
  onChange(draft: VideoDraft): void;
  onSave(draft: VideoDraft): void;
  onCancel(): void;
}

/** A video's address as the band knows it. */
const videoAddress = (video: RawVideo) =>
  video.youtube !== undefined ? `YouTube: ${video.youtube}` : video.vimeo !== undefined ? `Vimeo: ${video.vimeo}` : '';

export function VideoSection(props: VideoSectionProps) {
  const { videos, photos, token, draft, problems, busy, notices, removal, onChange } = props;
  return (
    <section class="media-section" aria-labelledby="media-videos">
      <h3 id="media-videos">Videos</h3>
      <div class="media-add">
        <button type="button" onClick={props.onAdd}>
          Video hinzufügen
        </button>
      </div>
      {draft && (
        <MediaForm id="media-video" heading="Neues Video" notices={notices} onSave={() => props.onSave(draft)}>
          <Field
            id="media-video-address"
            label="Adresse"
            field="address"
            type="url"
            problems={problems}
            alert
            value={draft.address}
            onChange={(address) => onChange({ ...draft, address: String(address) })}
            hint="Die Adresse des Videos bei YouTube oder Vimeo, wie sie im Browser steht oder beim Teilen kopiert wird (https://youtu.be/…, https://www.youtube.com/watch?v=…, https://vimeo.com/…). Eine Playlist oder ein Kanal geht nicht, nur ein einzelnes Video."
          />
          <Field
            id="media-video-title"
            label="Titel"
            field="title"
            problems={problems}
            alert
            value={draft.title}
            onChange={(title) => onChange({ ...draft, title: String(title) })}
            hint="Steht auf dem Knopf zum Abspielen, etwa „Live im Kulturbahnhof 2025“."
          />
          <div class="field">
            <label for="media-video-poster">Vorschaubild</label>
            <select
              id="media-video-poster"
              value={draft.poster}
              aria-describedby="media-video-poster-hint"
              onChange={(event) => onChange({ ...draft, poster: event.currentTarget.value })}
            >
              <option value="">Gezeichnetes Bild</option>
              {photos.map(({ value: photo }) => (
                <option key={photo.file} value={photo.file}>
                  {photo.file}
                </option>
              ))}
            </select>
            <p id="media-video-poster-hint" class="hint">
              Zu sehen, bis jemand das Video startet; erst dann lädt es von YouTube oder Vimeo.
            </p>
            {draft.poster && <img class="media-preview" src={thumbnailPath(token, draft.poster)} alt="" width={160} height={120} />}
          </div>
          <FormButtons busy={busy} onCancel={props.onCancel} />
        </MediaForm>
      )}
      {videos.length === 0 ? (
        <p class="hint">Noch keine Videos.</p>
      ) : (
        <ul class="rows">
          {videos.map(({ index, value: video }) => (
            <li key={`${index}-${video.title}`} class="row media-row">
              <span class="what" id={`media-video-${index}`}>
                {video.title}
                <span class="more">
                  {videoAddress(video)}
                  {video.poster ? ` · Vorschaubild ${video.poster}` : ''}
                </span>
              </span>
              {removal.question(index, `Video „${video.title}“`) ?? removal.button(index, video, `media-video-${index}`)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
