/** The part's recordings: Aufnahme hinzufügen with the form of the file chosen, and the list of recordings with Entfernen. */
import type { ReactNode } from 'react';
import type { RawAudio } from '../data/readMedia';
import type { MediaData, MediaRefusal } from '../editor/mediaApi';
import { Field } from './Field';
import { FilePicker } from './FilePicker';
import { FormButtons } from './FormButtons';
import { MediaForm } from './MediaForm';
import { MetadataButton, MetadataLine } from './MetadataMark';
import type { Removal } from './RemoveQuestion';
import { UploadState, type Upload } from './UploadState';
import type { Metadata } from './useMetadata';

export const AUDIO_TYPES = '.mp3,.opus,audio/mpeg,audio/ogg';

interface AudioSectionProps {
  recordings: MediaData['audio'];
  /** The file chosen, while its form is open. */
  upload: Upload | undefined;
  /** The title typed in the form, while it is open. */
  title: string | undefined;
  problems: MediaRefusal[];
  busy: boolean;
  /** The refusals above the form, and a file changed meanwhile. */
  notices: ReactNode;
  removal: Removal<RawAudio>;
  /** The recordings that give a person away: marked, with Metadaten entfernen. */
  metadata: Metadata;
  onFile(file: File): void;
  onTitle(title: string): void;
  onSave(): void;
  onCancel(): void;
}

export function AudioSection(props: AudioSectionProps) {
  const { recordings, upload, title, problems, busy, removal, metadata } = props;
  return (
    <section class="media-section" aria-labelledby="media-audio">
      <h3 id="media-audio">Aufnahmen</h3>
      <div class="media-add">
        <FilePicker
          id="media-audio-file"
          label="Aufnahme hinzufügen"
          accept={AUDIO_TYPES}
          describedBy="media-audio-hint"
          onFiles={(files) => props.onFile(files[0]!)}
        />
        <p id="media-audio-hint" class="hint">
          Eine MP3- oder Opus-Datei, bis 50 MB.
        </p>
      </div>
      {title !== undefined && upload && (
        <MediaForm id="media-audio" heading={`Neue Aufnahme: ${upload.name}`} notices={props.notices} onSave={props.onSave}>
          <UploadState upload={upload} problems={problems.filter((problem) => problem.field === 'file')} />
          <Field
            id="media-audio-title"
            label="Titel"
            field="title"
            problems={problems}
            alert
            value={title}
            onChange={(value) => props.onTitle(String(value))}
            hint="Steht über dem Player, etwa „Medley 80er (live)“."
          />
          <FormButtons busy={busy} canSave={upload.state !== 'refused'} onCancel={props.onCancel} />
        </MediaForm>
      )}
      {recordings.length === 0 ? (
        <p class="hint">Noch keine Aufnahmen.</p>
      ) : (
        <ul class="rows">
          {recordings.map(({ index, value: recording }) => {
            const finding = metadata.of('audio', recording.file);
            return (
              <li key={`${index}-${recording.file}`} class="row media-row">
                <span class="what" id={`media-recording-${index}`}>
                  {recording.title}
                  <span class="more">{recording.file}</span>
                  {finding && (
                    <span class="more">
                      <MetadataLine finding={finding} id={`media-recording-${index}-metadata`} />
                    </span>
                  )}
                </span>
                {removal.question(index, `Aufnahme „${recording.title}“`) ?? (
                  <span class="buttons">
                    {finding && <MetadataButton finding={finding} metadata={metadata} describedBy={`media-recording-${index}`} />}
                    {removal.button(index, recording, `media-recording-${index}`)}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
