/** Why the lists could not be read, and what the build refuses in the data files as they are (nothing is saved meanwhile). */
import type { EditorData } from '../editor/editorApi';

export function DataProblems({ loadError, data }: { loadError: string | undefined; data: EditorData | undefined }) {
  return (
    <>
      {loadError && (
        <div class="problems" role="alert">
          <p>{loadError}</p>
        </div>
      )}
      {data && data.problems.length > 0 && (
        <div class="problems" role="alert">
          <p>Die Datendateien bestehen die Prüfung des Builds nicht; so lange wird nichts gespeichert:</p>
          <pre>{data.problems.join('\n')}</pre>
        </div>
      )}
    </>
  );
}
