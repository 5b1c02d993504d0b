/** The part's photos: Fotos hinzufügen, the open photo form, and the thumbnails in their order (the first leads the Home page). */
import type { ReactNode } from 'react';
import type { RawPhoto } from '../data/readMedia';
import { thumbnailPath, type MediaData } from '../editor/mediaApi';
import { FilePicker } from './FilePicker';
import { MetadataButton, MetadataLine } from './MetadataMark';
import type { Removal } from './RemoveQuestion';
import type { Metadata } from './useMetadata';

/**
 * JPEG first: Safari on a Mac hands a HEIC photo over converted to the first type listed that it can
 * write, and on an iPhone as a JPEG; HEIC itself is left out, since listing it makes Safari hand
 * over the HEIC as it is. A HEIC that arrives anyway (dropped from the Finder) the server converts.
 */
export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

interface PhotoSectionProps {
  photos: MediaData['photos'];
  token: string;
  busy: boolean;
  removal: Removal<RawPhoto>;
  /** The photos that give a person away: marked, with Metadaten entfernen. */
  metadata: Metadata;
  onFiles(files: File[]): void;
  onTitle(index: number, photo: RawPhoto): void;
  onEdit(index: number, photo: RawPhoto): void;
  /** Above the thumbnails: the open form of new photos or of one photo, or the part's notices. */
  children: ReactNode;
}

export function PhotoSection({ photos, token, busy, removal, metadata, onFiles, onTitle, onEdit, children }: PhotoSectionProps) {
  return (
    <section class="media-section" aria-labelledby="media-photos">
      <h3 id="media-photos">Fotos</h3>
      <div class="media-add">
        <FilePicker
          id="media-photo-files"
          label="Fotos hinzufügen"
          accept={PHOTO_TYPES}
          multiple
          describedBy="media-photo-hint"
          onFiles={onFiles}
        />
        <p id="media-photo-hint" class="hint">
          JPEG, PNG, WebP oder HEIC vom iPhone, bis 50 MB je Datei, mehrere auf einmal – oder die Dateien hierher ziehen.
        </p>
      </div>

      {children}

      {photos.length === 0 ? (
        <p class="hint">Noch keine Fotos: die Startseite zeigt dann das gezeichnete Bild.</p>
      ) : (
        <ul class="thumbs">
          {photos.map(({ index, value: photo }) => {
            const finding = metadata.of('photos', photo.file);
            return (
              <li key={`${index}-${photo.file}`} class="thumb">
                <img src={thumbnailPath(token, photo.file)} alt={photo.alt} width={320} height={240} loading="lazy" />
                <p class="thumb-text" id={`media-photo-${index}`}>
                  {index === 0 && <strong class="thumb-lead">Titelbild · </strong>}
                  <span class="thumb-file">{photo.file}</span>
                  <span class="more">Foto: {photo.credit}</span>
                  {finding && <MetadataLine finding={finding} id={`media-photo-${index}-metadata`} />}
                </p>
                {removal.question(index, `Foto „${photo.file}“`) ?? (
                  <div class="buttons">
                    {index > 0 && (
                      <button type="button" disabled={busy} onClick={() => onTitle(index, photo)} aria-describedby={`media-photo-${index}`}>
                        Als Titelbild
                      </button>
                    )}
                    <button type="button" onClick={() => onEdit(index, photo)} aria-describedby={`media-photo-${index}`}>
                      Bearbeiten
                    </button>
                    {finding && <MetadataButton finding={finding} metadata={metadata} describedBy={`media-photo-${index}`} />}
                    {removal.button(index, photo, `media-photo-${index}`)}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
