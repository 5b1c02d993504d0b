/**
 * Rückgängig in the page's header: what it would take back (the shared repository's last save, where
 * known), or why there is none without a git repository.
 */
import { describeUndoTarget, type ShareStatus } from '../editor/describeShare';

interface UndoBoxProps {
  /** Whether the data folder is in a git repository; undefined while the lists load. */
  hasHistory: boolean | undefined;
  undoing: boolean;
  share: ShareStatus | undefined;
  onUndo(): void;
}

export function UndoBox({ hasHistory, undoing, share, onUndo }: UndoBoxProps) {
  return (
    <div class="undo">
      <button type="button" onClick={onUndo} disabled={!hasHistory || undoing} aria-describedby={share?.undo ? 'undo-what' : undefined}>
        Rückgängig
      </button>
      {share?.undo && (
        <p class="what" id="undo-what">
          {describeUndoTarget(share.undo)}
        </p>
      )}
      {hasHistory === false && (
        <p class="hint">
          Kein git-Repository: Speicherungen werden nicht in einer Versionsgeschichte festgehalten, Rückgängig gibt es darum nicht.
        </p>
      )}
    </div>
  );
}
