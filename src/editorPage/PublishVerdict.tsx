/**
 * After the publish: check-site's verdict (a problem as an alert with its words under Einzelheiten,
 * or its output folded away), and whether the build is committed to the history.
 */
import type { PublishDone } from '../editor/publishApi';

export function PublishVerdict({ done }: { done: PublishDone }) {
  const { checkSite, history } = done;
  return (
    <>
      {checkSite && !checkSite.ok && (
        <div class="problems" role="alert">
          <p>{checkSite.summary}</p>
          <details>
            <summary>Einzelheiten</summary>
            <pre tabIndex={0}>{checkSite.text}</pre>
          </details>
        </div>
      )}
      {history && <p class="hint">{history}</p>}
      {checkSite?.ok && (
        <details class="publish-log">
          <summary>Ausgabe von check-site</summary>
          <pre tabIndex={0}>{checkSite.text}</pre>
        </details>
      )}
    </>
  );
}
