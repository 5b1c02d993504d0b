/** A data file changed outside the editor since it was read: what changed, and Neu laden. */
interface ChangedNoticeProps {
  message: string;
  onReload(): void;
}

export function ChangedNotice({ message, onReload }: ChangedNoticeProps) {
  return (
    <div class="changed" role="alert">
      <p>{message}</p>
      <button type="button" onClick={onReload}>
        Neu laden
      </button>
    </div>
  );
}
