/**
 * A refusal of the plan or the publish: the German lead, deploy's words under Einzelheiten; for the
 * server's host key, its fingerprints (HostKeyBox); for the bandmates' changes missing here,
 * Änderungen übernehmen.
 */
import type { HostKeyOffer, MissingChanges, TakeInAnswer } from '../editor/publishApi';
import { Details } from './Details';
import { HostKeyBox } from './HostKeyBox';

/** What a refused plan or publish says (PublishPlan's and PublishDone's fields). */
export interface Refused {
  summary: string;
  details?: string | undefined;
  hostKey?: HostKeyOffer | undefined;
  missing?: MissingChanges | undefined;
}

interface PublishRefusalProps {
  refused: Refused;
  /** Schlüssel übernehmen: under way, refused with why, and the click. */
  hostKey: { accepting: boolean; refused: string | undefined; accept(offer: HostKeyOffer): Promise<void> };
  /** Änderungen übernehmen: under way, what the editor said, and the click. */
  takeIn: { takingIn: boolean; takenIn: TakeInAnswer | undefined; takeIn(): Promise<void> };
}

export function PublishRefusal({ refused: { summary, details, hostKey: offer, missing }, hostKey, takeIn }: PublishRefusalProps) {
  if (offer) {
    return (
      <HostKeyBox
        offer={offer}
        summary={summary}
        details={details}
        accepting={hostKey.accepting}
        refused={hostKey.refused}
        onAccept={() => void hostKey.accept(offer)}
      />
    );
  }
  return (
    <div class="problems" role="alert">
      <p>{summary}</p>
      {missing && (
        <div class="buttons">
          <button type="button" aria-disabled={takeIn.takingIn ? 'true' : undefined} onClick={() => void takeIn.takeIn()}>
            {takeIn.takingIn ? 'Änderungen werden übernommen …' : 'Änderungen übernehmen'}
          </button>
        </div>
      )}
      {takeIn.takenIn?.status === 'refused' && <p class="refused">{takeIn.takenIn.message}</p>}
      <Details text={details} />
    </div>
  );
}
