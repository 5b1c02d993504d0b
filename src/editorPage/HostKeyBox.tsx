/**
 * The server's SSH host key, which deploy refused (issue 46, item 2), in Veröffentlichen: its
 * fingerprint as `ssh-keygen -lf` prints it (SHA256:…, the type and size), to compare with the one
 * the host shows in its customer area, and Schlüssel übernehmen for a key never seen. A key that
 * changed shows both fingerprints and where the guide says what that means: no button, never one click.
 * Deploy's own words stay under Einzelheiten.
 */
import { guideLink } from '../editor/guideLink';
import type { HostKeyOffer, KeyPrint } from '../editor/publishApi';
import { Details } from './Details';

/** The guide's sections (docs/band.md) the box links, by their headings. */
export const CHECK_SECTION = 'Den Schlüssel des Servers prüfen';
export const CHANGED_SECTION = 'Der Schlüssel des Servers hat sich geändert';

/** A section of the guide, as a link that opens it beside the editor (the panel stays as it is). */
function Section({ title }: { title: string }) {
  return (
    <a href={guideLink(title)} target="_blank" rel="noopener">
      Anleitung: {title}
    </a>
  );
}

const server = (offer: HostKeyOffer) => (offer.port === 22 ? offer.host : `${offer.host}, Port ${offer.port}`);

/** The fingerprint as ssh-keygen prints it, its type and size beside it. */
function Print({ print, where }: { print: KeyPrint; where?: string }) {
  return (
    <dd>
      <code class="fingerprint">{print.fingerprint}</code>{' '}
      <span class="key-type">
        ({print.label}, {print.bits} Bit{where ? `; ${where}` : ''})
      </span>
    </dd>
  );
}

export interface HostKeyBoxProps {
  offer: HostKeyOffer;
  /** The German lead (what happened). */
  summary: string;
  /** Deploy's own words. */
  details: string | undefined;
  /** Schlüssel übernehmen (a new key only). */
  onAccept: () => void;
  /** While the editor writes the key: the button says so and takes no second click. */
  accepting: boolean;
  /** Why the editor did not take the key, when it did not. */
  refused: string | undefined;
}

/**
 * A new key is a question (the first connection to a server always asks it: nothing went wrong), in
 * the look of the editor's questions; a changed key is a warning, in the look of its problems.
 */
export function HostKeyBox({ offer, summary, details, onAccept, accepting, refused }: HostKeyBoxProps) {
  return (
    <div class={offer.status === 'new' ? 'question host-key' : 'problems host-key'} role="alert">
      <p>{summary}</p>
      <dl class="host-key-prints">
        <dt>Server</dt>
        <dd>{server(offer)}</dd>
        {offer.status === 'new' ? (
          <>
            <dt>Fingerabdruck seines Schlüssels</dt>
            <Print print={offer.key} />
          </>
        ) : (
          <>
            <dt>Eingetragener Schlüssel</dt>
            {offer.known.map((known) => (
              <Print key={known.where} print={known} where={known.where} />
            ))}
            <dt>Schlüssel, den der Server jetzt zeigt</dt>
            <Print print={offer.key} />
          </>
        )}
      </dl>
      {offer.status === 'new' ? (
        <>
          <p>
            Diesen Fingerabdruck Zeichen für Zeichen mit dem vergleichen, den der Host in seinem Kundenbereich für den SSH-Zugang nennt, und
            den Schlüssel nur übernehmen, wenn beide gleich sind; wo die üblichen Hosts ihn zeigen, sagt die{' '}
            <Section title={CHECK_SECTION} />.
          </p>
          <div class="buttons">
            <button type="button" aria-disabled={accepting ? 'true' : undefined} onClick={() => accepting || onAccept()}>
              Schlüssel übernehmen
            </button>
          </div>
          {refused && <p class="refused">{refused}</p>}
        </>
      ) : (
        <p>
          Nicht weitermachen: Entweder hat der Host den Schlüssel geändert (etwa beim Umzug auf einen neuen Server), oder jemand hat sich
          dazwischengeschaltet und will das Passwort abfangen. Erst beim Host nachfragen; was zu tun ist, steht in der{' '}
          <Section title={CHANGED_SECTION} />.
        </p>
      )}
      <Details text={details} />
    </div>
  );
}
