/**
 * The mark of a photo or recording that gives a person away (issue 53): what it carries, and the
 * button Metadaten entfernen, read with the file it cleans (aria-describedby). MetadataList holds the
 * files the part shows nowhere else (a poster, the portrait, a file media.ts does not name).
 */
import type { MetadataFinding } from '../editor/mediaApi';
import type { Metadata } from './useMetadata';

/** The line that says what `finding` carries, by its id. */
export function MetadataLine({ finding, id }: { finding: MetadataFinding; id: string }) {
  return (
    <span class="metadata-mark" id={id}>
      Enthält persönliche Metadaten: {finding.says}
    </span>
  );
}

export function MetadataButton({ finding, metadata, describedBy }: { finding: MetadataFinding; metadata: Metadata; describedBy: string }) {
  return (
    <button type="button" disabled={metadata.cleaning} aria-describedby={describedBy} onClick={() => metadata.clean(finding)}>
      Metadaten entfernen
    </button>
  );
}

/** The findings of `metadata` that `shown` (the part's thumbnails and recordings) leaves out. */
export function MetadataList({ metadata, shown }: { metadata: Metadata; shown: (finding: MetadataFinding) => boolean }) {
  const rest = metadata.findings.filter((finding) => !shown(finding));
  if (!rest.length) return null;
  return (
    <section class="media-section metadata" aria-labelledby="media-metadata">
      <h3 id="media-metadata">Dateien mit persönlichen Metadaten</h3>
      <p class="hint">
        Diese Dateien im Ordner verraten etwas über Personen; das Repository bewahrt sie für alle auf, die es lesen können.
      </p>
      <ul class="rows">
        {rest.map((finding, index) => (
          <li key={`${finding.folder}/${finding.file}`} class="row media-row">
            <span class="what" id={`media-metadata-${index}`}>
              {finding.folder}/{finding.file}
              <span class="more">
                <MetadataLine finding={finding} id={`media-metadata-${index}-says`} />
              </span>
            </span>
            <MetadataButton finding={finding} metadata={metadata} describedBy={`media-metadata-${index}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
