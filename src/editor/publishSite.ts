/**
 * The editor's Veröffentlichen (issue 37, item 8): the band's own scripts, run in the repository as
 * package.json runs them – `npm run deploy` is the build, then `src/deploy/deployCommand.ts`; then
 * `npm run check-site` – never a copy of their logic, so the editor publishes exactly what the
 * terminal would, with the same .env, and refuses in the same words. Their output is read for the
 * German summary only; what they say is passed on unchanged.
 *
 * The plan (the dry run) is made from a build into a temporary folder that starts as a copy of dist/
 * (`node build.mjs --out DIR`) and deploy's dry run of that folder (`--dry-run --from DIR/dist`), as
 * the preview is built apart: dist/ stays what was last published until the band publishes (issue
 * 45). Each script runs in node itself (process.execPath), never through npm or a shell: a word of
 * .env (CHECK_SITE's, passed on as arguments) is never read by a shell, on Windows neither.
 *
 * The commands run without a terminal (stdin closed): deploy then never waits for a typed password
 * but says what to set, and prints one line per file (`uploaded a.html (1.2 KB) [3/10]`, see
 * src/deploy/progress.ts), which the page gets as it comes. Secrets are never added to any output;
 * should a command ever print the password or passphrase, it is blotted out before it leaves here.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuildRefusal } from '../deploy/buildRefused';
import type { StopReport } from '../deploy/messages';
// The .env format is deploy's: one reader for both (CHECK_SITE, and the secrets to blot out).
import { parseEnvFile } from '../deploy/target';
import type { ApiError } from './editorApi';
import { commitPublished } from './history';
import { acceptHostKey, hostKeyLead, HostKeyOffers, readReport, REPORT_OPTION } from './hostKeyOffer';
import type {
  HostKeyAnswer,
  HostKeyOffer,
  MissingChanges,
  PlanEvent,
  PlanStage,
  PublishDone,
  PublishEvent,
  PublishLine,
  PublishPlan,
} from './publishApi';
import { names, takeInChanges } from './takeInChanges';

/** What a command ended with: its exit code and all it wrote, each stream apart. */
export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** A step of the band's scripts: `build` (npm run build), `deploy` (npm run deploy after its build), `check-site`. */
export type Step = 'build' | 'deploy' | 'check-site';

/**
 * Each step as node's arguments in the repository, as package.json's scripts have them (a test holds
 * the two together): "build" `node build.mjs`; "deploy" `npm run build && node --import tsx
 * src/deploy/deployCommand.ts`, so the build step, then this; "check-site" as written.
 */
export const STEPS: Record<Step, readonly string[]> = {
  build: ['build.mjs'],
  deploy: ['--import', 'tsx', 'src/deploy/deployCommand.ts'],
  'check-site': ['--import', 'tsx', 'src/deploy/checkSiteCommand.ts'],
};

/**
 * Runs the step `step` with `args` in `repo` with `env`, each line of its output (stdout and
 * stderr, in the order they came) to `onLine`. Injectable, so tests feed a fake deploy's output.
 */
export type RunScript = (
  step: Step,
  args: string[],
  options: { repo: string; env: NodeJS.ProcessEnv; onLine?: (line: string) => void },
) => Promise<Ran>;

/** The real thing: this node itself with the step's script (no npm, no shell), stdin closed, the output piped. */
export const runScript: RunScript = (step, args, { repo, env, onLine }) =>
  new Promise((done, fail) => {
    const child = spawn(process.execPath, [...STEPS[step], ...args], {
      cwd: repo,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const all = { stdout: '', stderr: '' };
    const read = (name: 'stdout' | 'stderr') => {
      let rest = '';
      child[name].setEncoding('utf8');
      child[name].on('data', (chunk: string) => {
        all[name] += chunk;
        const lines = (rest + chunk).split(/\r?\n/);
        rest = lines.pop() ?? '';
        for (const line of lines) onLine?.(line);
      });
      child[name].on('end', () => rest && onLine?.(rest));
    };
    read('stdout');
    read('stderr');
    child.on('error', fail);
    // 'close', not 'exit': both streams are read to their end by then.
    child.on('close', (code, signal) => done({ code: code ?? (signal ? 128 : 1), ...all }));
  });

// ---

/** "1 Datei" / "3 Dateien". */
const files = (count: number) => `${count} ${count === 1 ? 'Datei' : 'Dateien'}`;

/** Parts of a German count list: the first names the files, the others only their number ("3 Dateien neu, 2 geändert"). */
const countList = (parts: [number, string][]) =>
  parts
    .filter(([count]) => count > 0)
    .map(([count, what], index) => `${index === 0 ? files(count) : count} ${what}`)
    .join(', ');

/**
 * The dry run's output in German: "3 Dateien neu, 2 geändert, 1 gelöscht", or nothing to do.
 * Reads the headlines of src/deploy/plan.ts's describePlan.
 */
export function summarizeDryRun(output: string): Pick<PublishPlan, 'status' | 'summary'> {
  if (/^Nothing to do: the server already has this site\.$/m.test(output))
    return { status: 'nothing', summary: 'Nichts zu tun: Der Server hat diese Seite schon.' };
  const upload = /^Would upload (\d+) file\(s\), [^\n]*?(?: \((\d+) new, (\d+) changed\))?:$/m.exec(output);
  const remove = /^Would delete (\d+) file\(s\):$/m.exec(output);
  const deleted = Number(remove?.[1] ?? 0);
  const parts: [number, string][] =
    upload?.[2] !== undefined
      ? [
          [Number(upload[2]), 'neu'],
          [Number(upload[3]), 'geändert'],
        ]
      : [[Number(upload?.[1] ?? 0), 'neu oder geändert']];
  const summary = countList([...parts, [deleted, 'gelöscht']]);
  return summary
    ? { status: 'ready', summary }
    : { status: 'ready', summary: 'Die Probe lief durch; was hochginge, steht in den Einzelheiten.' };
}

/** deploy's last line after publishing, in German: "Veröffentlicht: 3 Dateien hochgeladen, 1 gelöscht." */
export function summarizePublished(output: string): string {
  if (/^Nothing to upload: the server already has this site/m.test(output))
    return 'Nichts hochzuladen: Der Server hatte diese Seite schon.';
  const published = /^Published: (\d+) file\(s\) uploaded \([^)]*\), (\d+) deleted/m.exec(output);
  if (!published) return 'Veröffentlicht.';
  const counts = countList([
    [Number(published[1]), 'hochgeladen'],
    [Number(published[2]), 'gelöscht'],
  ]);
  return counts ? `Veröffentlicht: ${counts}.` : 'Veröffentlicht.';
}

const SET_UP = 'docs/band/einrichten.md, Abschnitt „Erste Einrichtung (einmalig)“';
const NOTHING_SENT = 'Es wurde nichts gesendet, kein Passwort, keine Datei.';
const UNCHANGED = 'Auf dem Server wurde nichts geändert.';
const KEPT = 'Was davor hochging, ist online, Besucher sehen keine halben Dateien, und beim nächsten Mal geht nur der Rest hoch.';

/** A quoted word of deploy's message (`there is no computer named "x"`), or `fallback`. */
const quoted = (words: string, pattern: RegExp, fallback: string) => pattern.exec(words)?.[1] ?? fallback;

/** The option that has deploy write how it stopped as JSON (src/deploy/deployCommand.ts's --stop-report, a StopReport). */
export const STOP_OPTION = '--stop-report';

const changeCount = (count: number) => (count === 1 ? 'eine Änderung' : `${count} Änderungen`);
/** Up to three subjects, quoted: („Neuer Auftritt in Kassel“, „Foto vom Stadtfest“ …). */
const subjects = ({ commits, count }: MissingChanges) =>
  `${commits
    .slice(0, 3)
    .map((c) => `„${c.subject}“`)
    .join(', ')}${count > 3 ? ' …' : ''}`;

/**
 * A publish refused for the build's commit (issue 53, item 3), in one German sentence from deploy's
 * values (its --stop-report), never from its words: whose changes are missing, and what to do.
 */
export function explainRefusal(refusal: BuildRefusal): string {
  switch (refusal.kind) {
    case 'older': {
      const missing = missingOf(refusal)!;
      const who = names(refusal.lost.map((c) => c.author));
      return `Nicht veröffentlicht: Auf der Seite im Netz ${refusal.count === 1 ? 'ist' : 'sind'} ${changeCount(refusal.count)} von ${who} (${subjects(missing)}), die hier noch ${refusal.count === 1 ? 'fehlt' : 'fehlen'} – erst übernehmen, sonst ${refusal.count === 1 ? 'wäre' : 'wären'} sie nach dem Veröffentlichen wieder weg.`;
    }
    case 'live-unknown':
      return refusal.fetched.kind === 'failed'
        ? 'Nicht veröffentlicht: Die Seite im Netz wurde aus einem Stand gebaut, den dieser Computer nicht kennt, und das gemeinsame Repository ist gerade nicht erreichbar – später noch einmal versuchen.'
        : 'Nicht veröffentlicht: Die Seite im Netz wurde aus einem Stand gebaut, den weder dieser Computer noch das gemeinsame Repository kennt – wohl von einem Bandmitglied, das ihn noch nicht geteilt hat; es soll ihn teilen (git push), dann hier übernehmen und noch einmal veröffentlichen.';
    case 'unshared':
      return refusal.reason === 'rejected'
        ? 'Nicht veröffentlicht: Im gemeinsamen Repository sind Änderungen von Bandmitgliedern, die hier noch fehlen – erst übernehmen, dann gehen die eigenen Änderungen mit hinaus.'
        : refusal.reason === 'detached'
          ? 'Nicht veröffentlicht: Hier ist kein Zweig ausgewählt (git meldet „detached HEAD“), so kann der Editor die eigenen Änderungen nicht ins gemeinsame Repository schicken; im Terminal git switch main ausführen, dann noch einmal veröffentlichen.'
          : 'Nicht veröffentlicht: Die eigenen Änderungen ließen sich nicht ins gemeinsame Repository schicken (was git sagt, steht in den Einzelheiten); sobald es erreichbar ist, noch einmal veröffentlichen.';
  }
}

/** The changes Änderungen übernehmen takes in: those an older build lacks, or (origin ahead) unnamed ones. */
function missingOf(refusal: BuildRefusal): MissingChanges | undefined {
  if (refusal.kind === 'older')
    return { commits: refusal.lost.map(({ hash, subject, author }) => ({ hash, subject, author })), count: refusal.count };
  if (refusal.kind === 'unshared' && refusal.reason === 'rejected') return { commits: [], count: 0 };
  return undefined;
}

/**
 * The German sentence above deploy's words when it stopped: what happened and what to do, one for each
 * way deploy stops (src/deploy/messages.ts, deployCommand.ts; a table test holds them together). Exit
 * codes as src/deploy/deployCommand.ts sets them: 1 refused (nothing changed), 2 the line dropped, 3
 * stopped on a cause named. `words` is what deploy said (its stderr); they stay below, under Einzelheiten.
 */
export function explainStop(code: number, words: string): string {
  if (code === 1) {
    if (/^No target: set DEPLOY_TARGET/m.test(words))
      return (
        'Noch kein Ziel eingestellt: Deploy weiß nicht, wohin die Seite soll. Die Datei .env im Ordner der Seite anlegen ' +
        `(eine Kopie von .env.example) und dort DEPLOY_TARGET eintragen, z. B. DEPLOY_TARGET=sftp://name@host/~/www – Schritt für Schritt in ${SET_UP}. ` +
        'Danach noch einmal veröffentlichen.'
      );
    if (/^DEPLOY_TARGET /m.test(words))
      return `Nicht veröffentlicht: Die Adresse in DEPLOY_TARGET (Datei .env) ist so nicht brauchbar; was daran fehlt, steht in den Einzelheiten. Sie so schreiben: sftp://name@host/~/www oder ftps://name@host/pfad (${SET_UP}, Schritt 3). ${UNCHANGED}`;
    if (/still holds the repository's sample details/.test(words))
      return 'Nicht veröffentlicht: In band.ts stehen noch Beispielangaben, die nicht ins Netz dürfen (das Impressum wäre erfunden). Die in den Einzelheiten genannten Zeilen mit den echten Angaben füllen, dann noch einmal veröffentlichen. Auf dem Server wurde nichts geändert.';
    if (/showed a DIFFERENT host key/.test(words))
      return `Achtung, nicht veröffentlicht: Der Server zeigt einen anderen Schlüssel als den bekannten. Nicht weitermachen, erst beim Host fragen, ob er seinen Schlüssel geändert hat (docs/band/serverschluessel.md, Abschnitt „Der Schlüssel des Servers hat sich geändert“). ${NOTHING_SENT}`;
    if (/showed a host key this computer does not know yet/.test(words))
      return `Nicht veröffentlicht: Der Server zeigt einen Schlüssel (host key), den dieser Computer noch nicht kennt. Den Fingerabdruck (SHA256:…) mit dem vergleichen, den der Host nennt; nur wenn beide gleich sind, die genannte Zeile in deploy/known_hosts eintragen (docs/band/serverschluessel.md, Abschnitt „Den Schlüssel des Servers prüfen“). Dann noch einmal veröffentlichen. Es wurde nichts gesendet.`;
    if (/^No password: set DEPLOY_PASSWORD/m.test(words))
      return `Nicht veröffentlicht: Es fehlt das Passwort, und der Editor kann nicht danach fragen. DEPLOY_PASSWORD (bei SFTP auch DEPLOY_KEY) in .env eintragen (${SET_UP}, Schritt 4) oder npm run deploy im Terminal starten, das danach fragt.`;
    if (/locked with a passphrase/.test(words))
      return 'Nicht veröffentlicht: Der Schlüssel (DEPLOY_KEY) ist mit einer Passphrase gesperrt, und der Editor kann nicht danach fragen. DEPLOY_KEY_PASSPHRASE in .env eintragen, den Schlüssel mit ssh-add laden oder npm run deploy im Terminal starten.';
    if (/DEPLOY_KEY is neither a private key/.test(words))
      return `Nicht veröffentlicht: DEPLOY_KEY in .env ist weder ein privater Schlüssel noch der Pfad einer Schlüsseldatei, die sich lesen lässt. Den Pfad der Schlüsseldatei eintragen (z. B. ~/.ssh/id_ed25519) oder den ganzen Schlüssel von -----BEGIN bis -----END. ${UNCHANGED}`;
    if (/there is no computer named/.test(words))
      return `Nicht veröffentlicht: Einen Server namens „${quoted(words, /there is no computer named "([^"]*)"/, '…')}“ gibt es nicht – der Name in DEPLOY_TARGET ist wohl vertippt. Ihn mit den Zugangsdaten des Hosts vergleichen. ${UNCHANGED}`;
    if (/nothing answers at/.test(words))
      return `Nicht veröffentlicht: Unter ${quoted(words, /nothing answers at (\S+:\d+)\./, 'der Adresse')} antwortet nichts. Den Port in DEPLOY_TARGET prüfen (SFTP meist 22, FTPS 21) und ob das Paket des Hosts SFTP oder FTPS enthält; stimmt beides, ist der Server gerade nicht erreichbar: später noch einmal versuchen. ${UNCHANGED}`;
    if (/refused the login for/.test(words))
      return `Nicht veröffentlicht: Der Server hat die Anmeldung abgelehnt. Das Passwort (DEPLOY_PASSWORD), der Schlüssel (DEPLOY_KEY) oder der Benutzername in DEPLOY_TARGET stimmt nicht; in .env mit den Zugangsdaten des Hosts vergleichen, dann noch einmal veröffentlichen. ${UNCHANGED}`;
    // FTPS: deploy trusts a certificate as a browser does and pins none, so there is nothing to take with one click.
    if (/showed a certificate this computer does not trust/.test(words))
      return (
        `Nicht veröffentlicht: Der FTPS-Server zeigt ein Zertifikat, dem dieser Computer nicht traut. ${NOTHING_SENT} ` +
        'Meist nennt DEPLOY_TARGET den Server anders als sein Zertifikat: dort den FTP-Servernamen des Hosts eintragen (bei vielen Hosts nicht die eigene Domain, sondern z. B. ftp.example-host.de). ' +
        'Ein Zertifikat lässt sich im Editor nicht mit einem Klick übernehmen; hat der Server ein selbst ausgestelltes, den Host nach SFTP fragen (dessen Schlüssel der Editor übernehmen kann) oder die Datei seiner Zertifizierungsstelle mit NODE_EXTRA_CA_CERTS angeben (Einzelheiten).'
      );
    if (/does not offer encryption \(AUTH TLS\)/.test(words))
      return `Nicht veröffentlicht: Der FTP-Server bietet keine Verschlüsselung an; Passwort und Dateien gingen lesbar über das Netz. ${NOTHING_SENT} Den Host nach FTPS („FTP über TLS“) oder SFTP fragen und DEPLOY_TARGET mit ftps://… oder sftp://… schreiben.`;
    if (/does not exist on/.test(words))
      return `Nicht veröffentlicht: Den Ordner „${quoted(words, /the web root (.+?) does not exist on/, 'aus DEPLOY_TARGET')}“ gibt es auf dem Server nicht. Den Pfad in DEPLOY_TARGET prüfen: der Ordner, den die Domain zeigt, so wie der Server ihn nach der Anmeldung nennt. ${UNCHANGED}`;
    if (/Two deploys at once would get in each other's way/.test(words))
      return `Nicht veröffentlicht: Gerade läuft schon eine andere Veröffentlichung (von einem anderen Computer oder aus GitHub). Warten, bis sie fertig ist, dann noch einmal veröffentlichen. ${UNCHANGED}`;
    // deploy's fence (sync.ts): a dist/ that lost most of the site, or its front page, is not published.
    if (/--max-delete \d+/.test(words))
      return 'Nicht veröffentlicht: Diese Veröffentlichung würde mehr als die Hälfte der Dateien vom Server löschen, oder der Seite fehlt ihre Startseite (index.html). Das sieht nach einem unvollständigen Build aus; auf dem Server wurde nichts geändert. Die Einzelheiten zeigen, was gelöscht würde. Ist das wirklich so gewollt, im Terminal npm run deploy -- --max-delete mit der Zahl ausführen, die dort steht.';
    if (/--delete-unknown deletes only where/.test(words))
      return `Nicht veröffentlicht: Fremde Dateien löscht deploy erst, wenn es schon einmal auf diesen Server veröffentlicht hat. Erst ohne --delete-unknown veröffentlichen. ${UNCHANGED}`;
    return 'Nicht veröffentlicht, auf dem Server wurde nichts geändert. Was fehlt, sagt deploy in den Einzelheiten; das beheben, dann noch einmal veröffentlichen (docs/band/veroeffentlichen.md, Abschnitt „Was die Meldungen bedeuten“).';
  }
  if (code === 2)
    return 'Verbindung abgebrochen: Was schon oben ist, bleibt, und Besucher sehen keine halben Dateien. Noch einmal veröffentlichen, dann geht der Rest hoch.';
  if (code === 3) {
    if (/took over this run's lock|this run's lock on the server was removed/.test(words))
      return 'Angehalten: Eine andere Veröffentlichung hat übernommen, während diese lief (etwa weil der Computer geschlafen hat). Diese hat danach nichts mehr gelöscht. Warten, bis die andere fertig ist, dann noch einmal veröffentlichen.';
    if (/has no name for/.test(words))
      return 'Angehalten: Der Server hat unerwartet geantwortet, und deploy hat es nicht noch einmal versucht. Was davor hochging, ist online; die Einzelheiten bitte an die Person weitergeben, die sich um den Code oder den Host kümmert.';
    if (/the web space on \S+ is full/.test(words))
      return `Angehalten: Der Webspace auf dem Server ist voll. ${KEPT} Alte Dateien beim Host löschen oder mehr Platz buchen, dann noch einmal veröffentlichen.`;
    if (/does not let "[^"]*" write or delete it/.test(words))
      return `Angehalten: Der Server lässt diese Anmeldung eine Datei nicht schreiben oder löschen. ${KEPT} Im Kundenbereich des Hosts dieser Anmeldung Schreibrechte für den Ordner der Seite und seine Unterordner geben, dann noch einmal veröffentlichen.`;
    if (/refuses a file of this name/.test(words))
      return `Angehalten: Der Server lehnt eine Datei dieses Namens ab. ${KEPT} Den Host fragen, ob er solche Namen sperrt (manche sperren Dateien, die mit einem Punkt beginnen oder auf .ics enden), und ihm die Einzelheiten geben.`;
    if (/will neither replace the file there nor let deploy delete it first/.test(words))
      return `Angehalten: Der Server lässt eine vorhandene Datei weder ersetzen noch vorher löschen. ${KEPT} Den Host bitten, dieser Anmeldung das Überschreiben von Dateien zu erlauben (bei ProFTPD: AllowOverwrite on).`;
    if (/refused an operation deploy needs/.test(words))
      return `Angehalten: Der Server hat einen Schritt abgelehnt, den deploy braucht. ${KEPT} Noch einmal veröffentlichen; hält es wieder so an, die Einzelheiten an die Person weitergeben, die sich um den Code oder den Host kümmert.`;
    return 'Der Server hat eine Datei abgelehnt. Was davor hochging, ist online; den Grund nennt deploy in den Einzelheiten. Erst ihn beheben, dann noch einmal veröffentlichen.';
  }
  return `npm run deploy endete unerwartet (Exit-Code ${code}). Die Einzelheiten bitte an die Person weitergeben, die sich um den Code kümmert.`;
}

/**
 * check-site's verdict in German, above its own words: all well, the problems it lists, or why it
 * could not check (exit code 1 either way; its first words tell which).
 */
export function explainCheckSite(code: number, words: string): string {
  if (code === 0) return 'Geprüft: Die Seite im Netz ist die gebaute.';
  if (/^check-site could not run/m.test(words))
    return 'Veröffentlicht, aber check-site konnte die Seite im Netz nicht abrufen (die Einzelheiten sagen, woran es lag). Führt die Domain noch nicht zum Webspace, in .env CHECK_SITE= mit der Adresse eintragen, unter der die Seite schon zu sehen ist.';
  if (/^npm run check-site takes the site’s https address/m.test(words))
    return 'Veröffentlicht, aber nicht geprüft: CHECK_SITE in .env ist keine https-Adresse. Dort die Adresse der Seite eintragen, z. B. CHECK_SITE=https://www.example.de/.';
  const count = Number(/^(\d+) problem\(s\) on/m.exec(words)?.[1] ?? 0);
  return (
    `Veröffentlicht, aber check-site findet ${count === 1 ? 'ein Problem' : count ? `${count} Probleme` : 'Probleme'} mit der Seite im Netz. ` +
    `Jede Zeile der Einzelheiten nennt eine Datei und was zu tun ist (${SET_UP}, Schritt 7). ` +
    'Führt die Domain noch nicht zum Webspace, prüft check-site die falsche Seite: Dann in .env CHECK_SITE= mit der Adresse eintragen, unter der die Seite schon zu sehen ist.'
  );
}

/** The count in a line of deploy's progress (`uploaded a.html (1.2 KB) [3/10]`, `deleted old.html (3 B) [10/10]`). */
export function progressOf(line: string): PublishLine['progress'] {
  const match = /^(?:uploaded|deleted) .* \[(\d+)\/(\d+)\]$/.exec(line);
  return match ? { files: Number(match[1]), total: Number(match[2]) } : undefined;
}

// ---

/** What the commands need beyond deploy's own settings: CHECK_SITE, and the secrets to blot out. */
async function settingsOf(repo: string, env: NodeJS.ProcessEnv) {
  const file = parseEnvFile(await readFile(join(repo, '.env'), 'utf8').catch(() => ''));
  const pick = (name: string) => env[name] || file[name] || undefined;
  // Short values (a stray "1") would blot out innocent words; no real password is that short.
  const secrets = [pick('DEPLOY_PASSWORD'), pick('DEPLOY_KEY_PASSPHRASE')].filter((value): value is string => (value?.length ?? 0) >= 4);
  // DEPLOY_KEY may hold the key's text itself (a path is no secret): each of its lines, as a printed key would break them.
  const key = pick('DEPLOY_KEY') ?? '';
  if (key.includes('PRIVATE KEY')) secrets.push(...key.split(/\\n|\r?\n/).filter((line) => line.length >= 16 && !line.startsWith('-----')));
  const blot = (text: string) => secrets.reduce((out, secret) => out.split(secret).join('••••••'), text);
  // As the GitHub workflow passes it: split into words, so it may carry check-site's options after the address.
  const checkSite = (pick('CHECK_SITE') ?? '').split(/\s+/).filter(Boolean);
  return { blot, checkSite };
}

/** What a command said when it stopped: its stderr, or the end of its stdout when it wrote nothing there. */
const wordsOf = (ran: Ran) => (ran.stderr.trim() || ran.stdout.trim().split('\n').slice(-20).join('\n')).trim();

export interface PublishOptions {
  run?: RunScript;
  env?: NodeJS.ProcessEnv;
  /**
   * The host keys deploy refused in this editor session, which Schlüssel übernehmen may take (the
   * editor keeps one for its whole run); without it, each call keeps its own, and none can be taken.
   */
  hostKeys?: HostKeyOffers;
}

/** deploy's report of how it stopped (--stop-report), if it wrote one. */
async function readStop(file: string): Promise<StopReport | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as StopReport;
  } catch {
    return undefined;
  }
}

/**
 * How deploy stopped, for the page: the German lead (from deploy's reports where it wrote one: the
 * host key's question or warning, a refused build's sentence; explainStop's otherwise), its words for
 * the details, and the key or the missing changes offered.
 */
async function stopOf(ran: Ran, files: Reports, hostKeys: HostKeyOffers, blot: (text: string) => string) {
  const words = wordsOf(ran);
  const found = ran.code === 1 ? await readReport(files.hostKey) : undefined;
  const hostKey: HostKeyOffer | undefined = found && hostKeys.offer(found);
  const refusal = (await readStop(files.stop))?.refusal;
  const missing = refusal && missingOf(refusal);
  const summary = hostKey ? hostKeyLead(hostKey) : refusal ? explainRefusal(refusal) : explainStop(ran.code, words);
  return { summary, details: blot(words), ...(hostKey ? { hostKey } : {}), ...(missing ? { missing } : {}) };
}

/** Where deploy writes its reports in a run: a refused host key, and how it stopped. */
interface Reports {
  hostKey: string;
  stop: string;
}

/** The reports' files in `folder`, and deploy's options that name them. */
const reportsIn = (folder: string): Reports => ({ hostKey: join(folder, 'host-key.json'), stop: join(folder, 'stop.json') });
const reportOptions = (files: Reports) => [REPORT_OPTION, files.hostKey, STOP_OPTION, files.stop];

/** The output of steps that ran one after the other, as one text: stdout's, then the warnings and refusals of stderr. */
const joined = (ran: Ran[], stream: 'stdout' | 'stderr') =>
  ran
    .map((one) => one[stream].trim())
    .filter(Boolean)
    .join('\n');

/**
 * The dry run in German: the build into a temporary folder that starts as dist/ is, then deploy's
 * dry run of what the build made there. dist/ is left as it is: it stays what was last published.
 */
export async function planPublish(
  repo: string,
  { run = runScript, env = process.env, hostKeys = new HostKeyOffers() }: PublishOptions = {},
  onStage: (stage: PlanStage) => void = () => {},
): Promise<PublishPlan> {
  const { blot } = await settingsOf(repo, env);
  const out = await mkdtemp(join(tmpdir(), 'band-editor-plan-'));
  // Beside the build, not in it: where deploy writes its reports.
  const reports = reportsIn(out);
  const ran: Ran[] = [];
  try {
    onStage({ type: 'stage', step: 1, of: 2, what: 'build' });
    ran.push(await run('build', ['--out', out], { repo, env }));
    if (ran[0]!.code === 0) {
      onStage({ type: 'stage', step: 2, of: 2, what: 'compare' });
      ran.push(await run('deploy', ['--dry-run', '--from', join(out, 'dist'), ...reportOptions(reports)], { repo, env }));
    }
    const last = ran.at(-1)!;
    if (last.code !== 0) return { status: 'refused', ...(await stopOf(last, reports, hostKeys, blot)) };
  } catch (error) {
    return { status: 'refused', summary: 'npm run deploy ließ sich nicht starten.', details: blot((error as Error).message) };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
  const last = ran.at(-1)!;
  // The whole output: the build's report, then the listing (the build's warnings are on stderr).
  const details = blot([joined(ran, 'stdout'), joined(ran, 'stderr')].filter(Boolean).join('\n'));
  return { ...summarizeDryRun(last.stdout), details };
}

/**
 * Publishes: `npm run deploy` (the build into dist/, then deploy), each line to `send` as it comes,
 * then `npm run check-site`, then the end.
 */
export async function publish(
  repo: string,
  send: (event: PublishEvent) => void,
  { run = runScript, env = process.env, hostKeys = new HostKeyOffers() }: PublishOptions = {},
): Promise<PublishDone> {
  const { blot, checkSite } = await settingsOf(repo, env);
  // Where deploy writes its reports: a folder of this run's own, removed at the end.
  const folder = await mkdtemp(join(tmpdir(), 'band-editor-publish-'));
  try {
    return await publishWith(repo, send, { run, env, hostKeys, blot, checkSite, reports: reportsIn(folder) });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** publish's work, with the settings read and the report's file chosen. */
async function publishWith(
  repo: string,
  send: (event: PublishEvent) => void,
  {
    run,
    env,
    hostKeys,
    blot,
    checkSite,
    reports,
  }: Required<PublishOptions> & { blot: (text: string) => string; checkSite: string[]; reports: Reports },
): Promise<PublishDone> {
  const end = (done: Omit<PublishDone, 'type'>) => {
    const event: PublishDone = { type: 'done', ...done };
    send(event);
    return event;
  };
  const onLine = (line: string) => {
    const text = blot(line);
    const progress = progressOf(text);
    send(progress ? { type: 'line', text, progress } : { type: 'line', text });
  };
  let ran: Ran;
  try {
    // As `npm run build && …`: deploy runs only after a build that passed.
    ran = await run('build', [], { repo, env, onLine });
    if (ran.code === 0) ran = await run('deploy', reportOptions(reports), { repo, env, onLine });
  } catch (error) {
    return end({
      status: 'failed',
      summary: 'npm run deploy ließ sich nicht starten.',
      details: blot((error as Error).message),
      checkSite: undefined,
    });
  }
  if (ran.code !== 0)
    return end({ status: ran.code === 1 ? 'refused' : 'failed', ...(await stopOf(ran, reports, hostKeys, blot)), checkSite: undefined });
  send({ type: 'checking' });
  let verdict: PublishDone['checkSite'];
  try {
    const checked = await run('check-site', checkSite, { repo, env });
    const text = blot([checked.stdout.trim(), checked.stderr.trim()].filter(Boolean).join('\n'));
    verdict = { ok: checked.code === 0, summary: explainCheckSite(checked.code, text), text };
  } catch (error) {
    verdict = {
      ok: false,
      summary: 'Veröffentlicht, aber npm run check-site ließ sich nicht starten.',
      text: blot((error as Error).message),
    };
  }
  const summary = summarizePublished(ran.stdout);
  // As docs/band.md has the band do after npm run deploy: what the build changed, committed.
  let history: string | undefined;
  try {
    const commit = await commitPublished(repo, summary.replace(/\.$/, ''));
    if (commit) history = 'Die gebaute Seite (dist/, demo.html) ist als eigener Eintrag in der Versionsgeschichte.';
  } catch (error) {
    history = (error as Error).message;
  }
  return end({ status: 'published', summary, checkSite: verdict, ...(history ? { history } : {}) });
}

/**
 * POST /api/publish/plan (application/x-ndjson: the steps as they start, then the dry run), POST
 * /api/publish (application/x-ndjson: the lines of deploy as they come, then the end) and POST
 * /api/publish/take-in (JSON: Änderungen übernehmen). The caller has checked the token and Origin
 * and runs one at a time with saves (so the site is built from the files as saved).
 */
export async function answerPublish(path: string, res: ServerResponse, repo: string, options: PublishOptions = {}): Promise<void> {
  const json = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
  const stream = () => {
    res.writeHead(200, {
      'content-type': 'application/x-ndjson; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    // A page closed mid-way stops reading, never the deploy: it finishes (or stops) as on a terminal.
    return (event: PublishEvent | PlanEvent) => void (res.writableEnded || res.destroyed || res.write(`${JSON.stringify(event)}\n`));
  };
  if (path === '/api/publish/plan') {
    const send = stream();
    send({ type: 'plan', plan: await planPublish(repo, options, send) });
    return void res.end();
  }
  if (path === '/api/publish') {
    await publish(repo, stream(), options);
    return void res.end();
  }
  if (path === '/api/publish/take-in') return void res.writeHead(200, json).end(JSON.stringify(await takeInChanges(repo)));
  res.writeHead(404, json).end(JSON.stringify({ status: 'error', message: 'Unbekannte Anfrage.' } satisfies ApiError));
}

/**
 * POST /api/publish/host-key (JSON `{ id }`, HostKeyRequest): Schlüssel übernehmen for an offer of
 * `hostKeys`; the answer says what was done (HostKeyAnswer). The caller has checked the token and
 * Origin and runs it in turn with saves (it commits).
 */
export async function answerHostKey(body: unknown, res: ServerResponse, repo: string, hostKeys: HostKeyOffers): Promise<void> {
  const json = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
  const id = (body as { id?: unknown } | null | undefined)?.id;
  if (typeof id !== 'string')
    return void res.writeHead(400, json).end(
      JSON.stringify({
        status: 'error',
        message: 'Die Anfrage nennt keinen Schlüssel, den der Editor angeboten hat.',
      } satisfies ApiError),
    );
  const answer: HostKeyAnswer = await acceptHostKey(repo, id, hostKeys);
  res.writeHead(200, json).end(JSON.stringify(answer));
}
