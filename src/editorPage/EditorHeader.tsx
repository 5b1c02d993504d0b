/** The page's header: its heading, the parts' tabs, Rückgängig and Veröffentlichen. */
import type { ShareStatus } from '../editor/describeShare';
import { PARTS, type Part } from './parts';
import { PublishPanel } from './PublishPanel';
import { UndoBox } from './UndoBox';

interface EditorHeaderProps {
  part: Part;
  onPart(part: Part): void;
  hasHistory: boolean | undefined;
  undoing: boolean;
  share: ShareStatus | undefined;
  onUndo(): void;
  token: string;
}

export function EditorHeader({ part, onPart, hasHistory, undoing, share, onUndo, token }: EditorHeaderProps) {
  return (
    <header class="top">
      <h1>Editor</h1>
      <div class="tabs" role="group" aria-label="Teil">
        {PARTS.map((entry) => (
          <button key={entry.part} type="button" aria-pressed={part === entry.part} onClick={() => onPart(entry.part)}>
            {entry.name}
          </button>
        ))}
      </div>
      <UndoBox hasHistory={hasHistory} undoing={undoing} share={share} onUndo={onUndo} />
      <PublishPanel token={token} />
    </header>
  );
}
