/**
 * The shared repository on the page (issue 53): the bandmates' changes the editor just took in (who,
 * what, when), and the saves not yet shared with why („noch nicht geteilt“). Polite, not an alert:
 * nothing here asks the member to act, the editor shares by itself.
 */
import { describeIncoming, describeUnshared, type ShareStatus } from '../editor/describeShare';

interface ShareNoticeProps {
  status: ShareStatus | undefined;
}

export function ShareNotice({ status }: ShareNoticeProps) {
  if (!status?.remote) return null;
  const unshared = describeUnshared(status.pending, status.problem);
  return (
    <div class="share" aria-live="polite">
      {status.incoming.length > 0 && <p class="incoming">{describeIncoming(status.incoming)}</p>}
      {unshared && <p class="unshared">{unshared}</p>}
    </div>
  );
}
