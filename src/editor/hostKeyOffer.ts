/**
 * The first publish in the editor (issue 46, item 2): the SSH host key deploy refused, shown to the
 * band and, when the host has no key recorded yet, taken with one click (Schlüssel übernehmen) into
 * deploy/known_hosts, committed. A key that changed is shown with the one recorded, never taken.
 *
 * The editor learns the key from deploy itself, as data: the stop line of `--json` carries the key it
 * refused (src/deploy/hostKeys.ts's HostKeyReport, in deployLines.ts's StopLine), never read from its words.
 * The key stays on the editor's server: the page gets the fingerprint and an offer's id, and
 * Schlüssel übernehmen sends the id back. Only a key a deploy run of this editor reported can be
 * taken, never one the page names, and each offer once.
 */
import { randomBytes } from 'node:crypto';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { knownKeys, type HostKeyReport } from '../deploy/hostKeys';
import { commitHostKey, hasHistory, hasUncommitted, HistoryError, unfinishedWork } from './history';
import type { HostKeyAnswer, HostKeyOffer, KeyPrint } from './publishApi';

/** The file the band's deploy reads besides ~/.ssh/known_hosts, and the editor writes: committed, so every member's computer trusts the key. */
export const KNOWN_HOSTS = 'deploy/known_hosts';

const print = ({ fingerprint, label, bits }: KeyPrint): KeyPrint => ({ fingerprint, label, bits });

/** The keys deploy reported in this editor session, by offer id: what Schlüssel übernehmen may take. */
export class HostKeyOffers {
  private readonly offers = new Map<string, HostKeyReport>();

  /** The page's view of `report`: a new key with an id to take it by; a changed one with the keys recorded, and no id. */
  offer(report: HostKeyReport): HostKeyOffer {
    const { host, port } = report;
    if (report.known.length)
      return { status: 'changed', host, port, key: print(report), known: report.known.map((k) => ({ ...print(k), where: k.where })) };
    const id = randomBytes(18).toString('base64url');
    this.offers.set(id, report);
    return { status: 'new', id, host, port, key: print(report) };
  }

  /** The report offered as `id`, once: a second take finds nothing. */
  take(id: string): HostKeyReport | undefined {
    const report = this.offers.get(id);
    this.offers.delete(id);
    return report;
  }
}

/** Whether `value` has the shape deploy writes (a line that is not deploy's is no report). */
export function isHostKeyReport(value: unknown): value is HostKeyReport {
  const r = value as Partial<HostKeyReport> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.host === 'string' &&
    typeof r.port === 'number' &&
    typeof r.type === 'string' &&
    typeof r.key === 'string' &&
    typeof r.line === 'string' &&
    typeof r.fingerprint === 'string' &&
    Array.isArray(r.known) &&
    // One line of known_hosts, nothing more: the editor appends it as it is.
    /^\S+ \S+ [A-Za-z0-9+/=]+$/.test(r.line) &&
    r.line === `${r.name} ${r.type} ${r.key}`
  );
}

/** The German lead above the key: what happened; the page adds the fingerprints and what to do. */
export function hostKeyLead(offer: HostKeyOffer): string {
  return offer.status === 'new' ? HOST_KEY_QUESTION : HOST_KEY_CHANGED;
}

/**
 * The first key of a server is a question, not an error (issue 53, item 8): nothing went wrong, every
 * first connection asks it; the band compares the fingerprint and takes the key.
 */
export const HOST_KEY_QUESTION =
  'Zum ersten Mal mit diesem Server verbunden: Ist das wirklich sein Schlüssel? Den Fingerabdruck mit dem vergleichen, den der Host nennt; bis der Schlüssel übernommen ist, geht nichts hinaus, kein Passwort, keine Datei.';

/** A key that changed is a warning: never taken with one click. */
const HOST_KEY_CHANGED =
  'Achtung, nicht veröffentlicht: Der Server zeigt einen anderen Schlüssel als den, der für ihn eingetragen ist. Es wurde nichts gesendet, kein Passwort, keine Datei.';

/**
 * Schlüssel übernehmen: the key offered as `id` appended to deploy/known_hosts in `repo` (the file
 * made if missing; its lines kept byte for byte), then committed alone as the editor's ("Serverschlüssel
 * übernommen: host"). Refused for an id this session never offered (or offered and took), and when
 * deploy/known_hosts meanwhile holds another key for the host. The file with a member's changes not yet
 * committed gets the line but no commit: the editor's commit would take those changes along.
 */
export async function acceptHostKey(repo: string, id: string, offers: HostKeyOffers): Promise<HostKeyAnswer> {
  const report = offers.take(id);
  if (!report)
    return {
      status: 'refused',
      message:
        'Nicht übernommen: Dieser Schlüssel ist dem Editor nicht (mehr) bekannt, etwa weil er inzwischen neu gestartet wurde oder der Schlüssel schon übernommen ist. Noch einmal veröffentlichen; dann zeigt der Editor den Schlüssel des Servers wieder.',
    };
  const file = join(repo, KNOWN_HOSTS);
  const before = await readFile(file, 'utf8').catch(() => undefined);
  const recorded = knownKeys(before ?? '', KNOWN_HOSTS, report.host, report.port);
  if (recorded.some((k) => k.type === report.type && k.key === report.key))
    return { status: 'accepted', message: `Der Schlüssel steht schon in ${KNOWN_HOSTS}.` };
  if (recorded.length)
    return {
      status: 'refused',
      message: `Nicht übernommen: In ${KNOWN_HOSTS} steht inzwischen ein anderer Schlüssel für diesen Server (${recorded.map((k) => k.where).join(', ')}). Noch einmal veröffentlichen und die Fingerabdrücke vergleichen.`,
    };
  const history = await hasHistory(repo);
  // Asked before the write: afterwards the file differs from the last commit by the editor's line too.
  const members = history && before !== undefined && (await hasUncommitted(repo, file));
  await mkdir(join(repo, 'deploy'), { recursive: true });
  // Appended, so every byte before stays; a last line without its line break gets one first.
  await appendFile(file, `${before && !before.endsWith('\n') ? '\n' : ''}${report.line}\n`);
  const written = `Schlüssel übernommen und in ${KNOWN_HOSTS} eingetragen.`;
  if (!history) return { status: 'accepted', message: written };
  if (members)
    return {
      status: 'accepted',
      message: `${written} Die Datei hatte schon Änderungen, die nicht in der Versionsgeschichte sind; der Editor hat sie darum nicht committet (sie zusammen mit diesen Änderungen committen).`,
    };
  const busy = await unfinishedWork(repo);
  if (busy) return { status: 'accepted', message: `${written} Nicht in der Versionsgeschichte: ${busy}` };
  try {
    await commitHostKey(repo, file, `Serverschlüssel übernommen: ${report.host}`);
    return { status: 'accepted', message: `${written} Er steht auch in der Versionsgeschichte.` };
  } catch (error) {
    if (!(error instanceof HistoryError)) throw error;
    return { status: 'accepted', message: `${written} ${error.message}` };
  }
}
