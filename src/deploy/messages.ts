/**
 * What `npm run deploy` says when it stops, by the failure's cause (failures.ts), in the band's
 * words: what happened, whether anything changed, what to do. One place for all of them, so
 * docs/band.md's table can follow it line by line. Exit codes: 1 refused before anything changed,
 * 2 the line dropped (run again), 3 stopped on a cause a new run does not mend by itself (a refused
 * file, an answer deploy has no name for, a lock another run took).
 */
import { BuildRefused, type BuildRefusal } from './buildRefused';
import type { FailureKind, ServerError } from './failures';
import type { EnvLine, Target } from './target';

export interface Stop {
  text: string;
  code: 1 | 2 | 3;
}

/**
 * How a run stopped, as data for a program that runs deploy (deployCommand.ts's --stop-report; the
 * editor words it in German): the failure's kind, the exit code, and a refused build's values.
 */
export interface StopReport {
  kind: StopKind;
  code: Stop['code'];
  refusal?: BuildRefusal;
}

/**
 * Every way `npm run deploy` stops: a server's or the build's cause (FailureKind), or the command's
 * own refusal before it connects: an unknown option (`args`), sample details in band.ts
 * (`placeholders`), no DEPLOY_TARGET (`no-target`) or one that cannot be read (`target`), no password
 * without a terminal to ask on (`no-password`), an error deploy has no name for (`internal`).
 */
export type StopKind = FailureKind | 'args' | 'placeholders' | 'no-target' | 'target' | 'no-password' | 'internal';

const UNCHANGED = 'Nothing was changed on the server.';

/**
 * What is online after a stop. Files go up under temporary names and are renamed into place, so
 * nothing half is online; only where the server made deploy delete a file first or write it in
 * place does the failure carry the file at stake (`exposed`, set by placer.ts), and the band is told.
 */
function kept(error: ServerError): string {
  const rest = 'Everything before it is online and recorded on the server, and the next run sends only what is missing.';
  if (error.exposed === 'part')
    return `${error.path} may be online only in part at this moment: this server has deploy write files in place. ${rest}`;
  if (error.exposed === 'missing')
    return `${error.path} is missing from the site at this moment: this server has deploy delete a file before it puts the new one in place. ${rest}`;
  return 'Everything before it is online and recorded on the server, nothing half-sent is visible to visitors, and the next run sends only what is missing.';
}

const short = (commit: string) => commit.slice(0, 7);

/** A publish refused for the build's commit (issue 53, item 3), from its values: what the site would lose, and what to do. */
export function describeRefusal(refusal: BuildRefusal): Stop {
  const ANYWAY = 'To publish this build anyway (the commits named go off the site): npm run deploy -- --allow-older.';
  switch (refusal.kind) {
    case 'older': {
      const { live, build, lost, count } = refusal;
      const lines = lost.map((c) => `  ${c.hash}  ${c.subject}  (${c.author})`);
      if (count > lost.length) lines.push(`  … and ${count - lost.length} more (git log ${short(build)}..${short(live)})`);
      return {
        code: 1,
        text:
          `Not published: the site online was built from ${short(live)}, and this build (${short(build)}) lacks ${count} commit(s) of it. ` +
          `Publishing it would take these changes off the site:\n${lines.join('\n')}\n` +
          `Take in the bandmates' changes first: \`git pull\` (in the editor: Änderungen übernehmen), then run \`npm run deploy\` again. ${ANYWAY} ${UNCHANGED}`,
      };
    }
    case 'live-unknown': {
      const { live, fetched } = refusal;
      const why =
        fetched.kind === 'fetched'
          ? 'not even after fetching from origin'
          : fetched.kind === 'no-remote'
            ? 'and it has no origin to fetch it from'
            : `and fetching from origin failed (git said: ${fetched.words})`;
      return {
        code: 1,
        text:
          `Not published: the site online was built from commit ${short(live)}, which this clone does not have, ${why}. ` +
          `It is probably a bandmate's build not shared yet: have them push it (their editor does when it can), then \`git pull\` and run \`npm run deploy\` again. ${ANYWAY} ${UNCHANGED}`,
      };
    }
    case 'unshared': {
      const { build, branch, reason, words } = refusal;
      const lead = `Not published: this build's commit ${short(build)} is not in the shared repository (origin) yet, and deploy could not push it`;
      const text =
        reason === 'detached'
          ? `${lead}: no branch is checked out (a detached HEAD). Switch to the band's branch (git switch main), then run \`npm run deploy\` again.`
          : reason === 'rejected'
            ? `${lead}: origin's ${branch} has commits of the bandmates this clone lacks. Take them in (\`git pull\`), then run \`npm run deploy\` again.`
            : `${lead} (git said: ${words}). Push it (\`git push\`) once origin can be reached, then run \`npm run deploy\` again.`;
      return { code: 1, text: `${text} ${UNCHANGED}` };
    }
  }
}

/** What deploy says on the way about the build's commit (deployCommand.ts), as kinds with their values. */
export type BuildNote =
  | { kind: 'no-git' }
  | { kind: 'unrecorded'; build: string }
  | { kind: 'allowed-older'; build: string; live: string; count: number | undefined }
  | { kind: 'pushed'; build: string; branch: string }
  | { kind: 'would-push'; build: string }
  | { kind: 'allowed-unshared'; build: string; why: string };

/** A line of .env that gives no setting as written: by its number and key, never its value (it may be a password). */
export function describeEnvLine(problem: EnvLine): string {
  switch (problem.kind) {
    case 'not-a-setting':
      return `.env, line ${problem.line}: not a setting (KEY=value), so deploy passes over it. Write it as KEY=value, or begin it with # to keep it as a note.`;
    case 'cut-at-hash':
      return `.env, line ${problem.line}: the value of ${problem.key} holds a #, where a value without quotes ends, so deploy reads only what stands before it. Put the value in quotes: ${problem.key}='…'.`;
  }
}

export function describeNote(note: BuildNote): string {
  switch (note.kind) {
    case 'no-git':
      return 'Not a git repository (or no commit yet): the site is published without a commit recorded.';
    case 'unrecorded':
      return `The site online has no commit recorded (published before deploy recorded one): this run records ${short(note.build)}.`;
    case 'allowed-older':
      return `Publishing ${short(note.build)} although it lacks ${note.count === undefined ? 'the commit' : `${note.count} commit(s)`} of the site online (${short(note.live)}): --allow-older.`;
    case 'pushed':
      return `Pushed ${short(note.build)} to origin (${note.branch}) first, so the bandmates have what goes online.`;
    case 'would-push':
      return `This build's commit ${short(note.build)} is not on origin yet: publishing pushes it first.`;
    case 'allowed-unshared':
      return `Publishing anyway (--allow-older): ${short(note.build)} is not on origin, and pushing it failed (${note.why}).`;
  }
}

export function describeFailure(error: ServerError, target: Target, context: { passphraseGiven?: boolean } = {}): Stop {
  if (error instanceof BuildRefused) return describeRefusal(error.refusal);
  return isStopped(error.kind) ? describeStop(error.kind, error, target) : describeRefused(error.kind, error, target, context);
}

/** The kinds of failure met once the upload began (exit code 3, or 2 for a line lost for good): what went up stays. */
const STOPPED: Record<StoppedKind, true> = {
  quota: true,
  permission: true,
  name: true,
  exists: true,
  missing: true,
  unsupported: true,
  unknown: true,
  'lock-lost': true,
  dropped: true,
};
type StoppedKind = Extract<
  FailureKind,
  'quota' | 'permission' | 'name' | 'exists' | 'missing' | 'unsupported' | 'unknown' | 'lock-lost' | 'dropped'
>;
const isStopped = (kind: FailureKind): kind is StoppedKind => kind in STOPPED;
/** The kinds of failure met before anything on the server changed (exit code 1): connecting, logging in, the checks before the upload. */
type RefusedKind = Exclude<FailureKind, StoppedKind>;

function describeRefused(kind: RefusedKind, error: ServerError, target: Target, context: { passphraseGiven?: boolean }): Stop {
  const { host, port, user, root } = target;
  const said = `(the server said: ${error.detail})`;
  switch (kind) {
    case 'host-not-found':
      return {
        code: 1,
        text: `Not published: there is no computer named "${host}" (DEPLOY_TARGET) – the name is probably mistyped. Check it against the host's details (e.g. ssh.example-host.de). ${UNCHANGED}`,
      };
    case 'unreachable':
      return {
        code: 1,
        text: `Not published: nothing answers at ${host}:${port}. Check the port in DEPLOY_TARGET (SFTP is usually 22, FTPS 21) and that your package includes ${target.protocol.toUpperCase()}; if both are right, the server is down for the moment: try again later. ${UNCHANGED}`,
      };
    case 'login':
      return {
        code: 1,
        text: `Not published: the server at ${host} refused the login for "${user}": the password (DEPLOY_PASSWORD), the key (DEPLOY_KEY) or the user name in DEPLOY_TARGET is wrong. ${UNCHANGED}`,
      };
    case 'passphrase':
      return {
        code: 1,
        text:
          `Not published: the private key (DEPLOY_KEY) is locked with a passphrase, and ${context.passphraseGiven ? 'the passphrase given (DEPLOY_KEY_PASSPHRASE) does not open it' : 'none was given'}. ` +
          `Run deploy on a terminal (it asks for it), set DEPLOY_KEY_PASSPHRASE, or load the key into ssh-agent (ssh-add) and leave DEPLOY_KEY out. ${UNCHANGED}`,
      };
    case 'key-file':
      return {
        code: 1,
        text: `Not published: DEPLOY_KEY is neither a private key nor the path of one that can be read (${error.detail}). Give the path of the key file (e.g. ~/.ssh/id_ed25519) or the key's whole text, from -----BEGIN to -----END. ${UNCHANGED}`,
      };
    case 'host-key':
      return { code: 1, text: error.detail };
    case 'certificate':
      return {
        code: 1,
        text:
          `Not published: the FTPS server at ${host}:${port} showed a certificate this computer does not trust (${error.detail}). Nothing was sent: no password, no file.\n` +
          'A host with a valid certificate (Let’s Encrypt, say) needs nothing more; check that DEPLOY_TARGET names the host as its certificate does (the host’s FTP server name, not your domain, on many hosts).\n' +
          'For a server with a certificate of your own, give its CA file as NODE_EXTRA_CA_CERTS=/path/to/ca.pem.',
      };
    case 'no-tls':
      return {
        code: 1,
        text: `Not published: the FTP server at ${host}:${port} does not offer encryption (AUTH TLS), so the password and every file would travel in clear text ${said}. Nothing was sent. Ask the host for FTPS ("FTP über TLS") or SFTP and write ftps://… or sftp://… in DEPLOY_TARGET.`,
      };
    case 'no-root':
      return {
        code: 1,
        text: `Not published: the web root ${root} does not exist on ${host}. Check the path in DEPLOY_TARGET (the folder your domain shows, as the server names it after login). ${UNCHANGED}`,
      };
    case 'locked':
      return {
        code: 1,
        text: `Not published: ${error.detail}. Two deploys at once would get in each other's way: wait until the other one has finished, then run \`npm run deploy\` again. ${UNCHANGED}`,
      };
    case 'usage':
      return { code: 1, text: `Not published: ${error.detail} ${UNCHANGED}` };
    case 'older':
    case 'live-unknown':
    case 'unshared':
      // Always a BuildRefused, worded above from its values.
      return { code: 1, text: `Not published: ${error.detail}. ${UNCHANGED}` };
    case 'deletes':
      return { code: 1, text: `Not published: ${error.detail}\n${UNCHANGED}` };
  }
}

function describeStop(kind: StoppedKind, error: ServerError, target: Target): Stop {
  const { host, user, root } = target;
  // '' is the web root itself (looking for it, listing it).
  const file = error.path === '' ? `the web root ${root}` : (error.path ?? 'a file');
  const said = `(the server said: ${error.detail})`;
  const KEPT = kept(error);
  switch (kind) {
    case 'quota':
      return {
        code: 3,
        text: `Stopped at ${file}: the web space on ${host} is full ${said}. ${KEPT} Delete old files on the host or ask it for more space, then run \`npm run deploy\` again.`,
      };
    case 'permission':
      return {
        code: 3,
        text: `Stopped at ${file}: the server does not let "${user}" write or delete it ${said}. ${KEPT} In the host's control panel, give this login write access to the web root (${root}) and its folders, then run \`npm run deploy\` again.`,
      };
    case 'name':
      return {
        code: 3,
        text: `Stopped at ${file}: the server refuses a file of this name ${said}. ${KEPT} Ask the host whether it blocks such names (some block files starting with a dot or ending in .ics); pass this message on.`,
      };
    case 'exists':
      return {
        code: 3,
        text: `Stopped at ${file}: the server will neither replace the file there nor let deploy delete it first ${said}. ${KEPT} Ask the host to allow overwriting files for this login (on ProFTPD: AllowOverwrite on).`,
      };
    case 'missing':
    case 'unsupported':
      return {
        code: 3,
        text: `Stopped at ${file}: the server refused an operation deploy needs ${said}. ${KEPT} Run \`npm run deploy\` again; if it stops the same way, pass this message on.`,
      };
    case 'unknown':
      return {
        code: 3,
        text: `${error.path === undefined ? `Stopped at ${host}` : `Stopped at ${file}`}: the server answered in a way deploy has no name for ${said}. It is not a dropped line, so deploy did not try again. ${KEPT} Pass this message on to whoever looks after the code or the host; running again is worth a try only once the cause is known.`,
      };
    case 'lock-lost':
      return {
        code: 3,
        text: `Stopped: ${error.detail}. So that two deploys never mix, this run stopped before its next step and deleted nothing once the lock was no longer its own. ${KEPT} Wait until the other deploy has finished, then run \`npm run deploy\` again.`,
      };
    case 'dropped':
      return {
        code: 2,
        text: `\nStopped: ${error.path ? `${error.path}: ` : ''}${error.detail}.\nThe connection was lost or stayed silent, also after connecting again. ${KEPT} Run \`npm run deploy\` again to finish.`,
      };
  }
}

// ---- The band's German (the editor), from the same kinds and values.

const SET_UP = 'docs/band/einrichten.md, Abschnitt „Erste Einrichtung (einmalig)“';
const NOTHING_SENT = 'Es wurde nichts gesendet, kein Passwort, keine Datei.';
const UNVERÄNDERT = 'Auf dem Server wurde nichts geändert.';
const KEPT_DE = 'Was davor hochging, ist online, Besucher sehen keine halben Dateien, und beim nächsten Mal geht nur der Rest hoch.';

/** "Anna", "Anna und Ben", "Anna, Ben und Cem". */
export function names(people: string[]): string {
  const unique = [...new Set(people)];
  return unique.length <= 1 ? (unique[0] ?? '') : `${unique.slice(0, -1).join(', ')} und ${unique.at(-1)}`;
}

const changeCount = (count: number) => (count === 1 ? 'eine Änderung' : `${count} Änderungen`);

/** A publish refused for the build's commit, in one German sentence: whose changes are missing, and what to do. */
export function refusalInGerman(refusal: BuildRefusal): string {
  switch (refusal.kind) {
    case 'older': {
      const { count, lost } = refusal;
      const quoted = `${lost
        .slice(0, 3)
        .map((c) => `„${c.subject}“`)
        .join(', ')}${count > 3 ? ' …' : ''}`;
      const one = count === 1;
      return `Nicht veröffentlicht: Auf der Seite im Netz ${one ? 'ist' : 'sind'} ${changeCount(count)} von ${names(lost.map((c) => c.author))} (${quoted}), die hier noch ${one ? 'fehlt' : 'fehlen'} – erst übernehmen, sonst ${one ? 'wäre' : 'wären'} sie nach dem Veröffentlichen wieder weg.`;
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

/** The values of a stop the German wording uses (deployLines.ts's StopLine has them all). */
export interface StopValues {
  kind: StopKind;
  host?: string | undefined;
  port?: number | undefined;
  root?: string | undefined;
  passphraseGiven?: boolean | undefined;
  refusal?: BuildRefusal | undefined;
  hostKey?: { known: unknown[] } | undefined;
}

/**
 * How deploy stopped, in the band's German (the editor's lead above deploy's own words): what
 * happened and what to do, for each kind, from its values.
 */
export function stopInGerman(stop: StopValues): string {
  if (stop.refusal) return refusalInGerman(stop.refusal);
  return GERMAN[stop.kind](stop);
}

const GERMAN: Record<StopKind, (stop: StopValues) => string> = {
  args: () =>
    `Nicht veröffentlicht: deploy kennt eine der Angaben nicht, mit denen es gestartet wurde (die Einzelheiten sagen welche). ${UNVERÄNDERT}`,
  'no-target': () =>
    'Noch kein Ziel eingestellt: Deploy weiß nicht, wohin die Seite soll. Die Datei .env im Ordner der Seite anlegen ' +
    `(eine Kopie von .env.example) und dort DEPLOY_TARGET eintragen, z. B. DEPLOY_TARGET=sftp://name@host/~/www – Schritt für Schritt in ${SET_UP}. ` +
    'Danach noch einmal veröffentlichen.',
  target: () =>
    `Nicht veröffentlicht: Die Adresse in DEPLOY_TARGET (Datei .env) ist so nicht brauchbar; was daran fehlt, steht in den Einzelheiten. Sie so schreiben: sftp://name@host/~/www oder ftps://name@host/pfad (${SET_UP}, Schritt 3). ${UNVERÄNDERT}`,
  placeholders: () =>
    `Nicht veröffentlicht: In band.ts stehen noch Beispielangaben, die nicht ins Netz dürfen (das Impressum wäre erfunden). Die in den Einzelheiten genannten Zeilen mit den echten Angaben füllen, dann noch einmal veröffentlichen. ${UNVERÄNDERT}`,
  'host-key': ({ hostKey }) =>
    hostKey?.known.length
      ? `Achtung, nicht veröffentlicht: Der Server zeigt einen anderen Schlüssel als den bekannten. Nicht weitermachen, erst beim Host fragen, ob er seinen Schlüssel geändert hat (docs/band/serverschluessel.md, Abschnitt „Der Schlüssel des Servers hat sich geändert“). ${NOTHING_SENT}`
      : 'Nicht veröffentlicht: Der Server zeigt einen Schlüssel (host key), den dieser Computer noch nicht kennt. Den Fingerabdruck (SHA256:…) mit dem vergleichen, den der Host nennt; nur wenn beide gleich sind, die genannte Zeile in deploy/known_hosts eintragen (docs/band/serverschluessel.md, Abschnitt „Den Schlüssel des Servers prüfen“). Dann noch einmal veröffentlichen. Es wurde nichts gesendet.',
  'no-password': () =>
    `Nicht veröffentlicht: Es fehlt das Passwort, und der Editor kann nicht danach fragen. DEPLOY_PASSWORD (bei SFTP auch DEPLOY_KEY) in .env eintragen (${SET_UP}, Schritt 4) oder npm run deploy im Terminal starten, das danach fragt.`,
  passphrase: () =>
    'Nicht veröffentlicht: Der Schlüssel (DEPLOY_KEY) ist mit einer Passphrase gesperrt, und der Editor kann nicht danach fragen. DEPLOY_KEY_PASSPHRASE in .env eintragen, den Schlüssel mit ssh-add laden oder npm run deploy im Terminal starten.',
  'key-file': () =>
    `Nicht veröffentlicht: DEPLOY_KEY in .env ist weder ein privater Schlüssel noch der Pfad einer Schlüsseldatei, die sich lesen lässt. Den Pfad der Schlüsseldatei eintragen (z. B. ~/.ssh/id_ed25519) oder den ganzen Schlüssel von -----BEGIN bis -----END. ${UNVERÄNDERT}`,
  'host-not-found': ({ host }) =>
    `Nicht veröffentlicht: Einen Server namens „${host ?? '…'}“ gibt es nicht – der Name in DEPLOY_TARGET ist wohl vertippt. Ihn mit den Zugangsdaten des Hosts vergleichen. ${UNVERÄNDERT}`,
  unreachable: ({ host, port }) =>
    `Nicht veröffentlicht: Unter ${host === undefined ? 'der Adresse' : `${host}:${port}`} antwortet nichts. Den Port in DEPLOY_TARGET prüfen (SFTP meist 22, FTPS 21) und ob das Paket des Hosts SFTP oder FTPS enthält; stimmt beides, ist der Server gerade nicht erreichbar: später noch einmal versuchen. ${UNVERÄNDERT}`,
  login: () =>
    `Nicht veröffentlicht: Der Server hat die Anmeldung abgelehnt. Das Passwort (DEPLOY_PASSWORD), der Schlüssel (DEPLOY_KEY) oder der Benutzername in DEPLOY_TARGET stimmt nicht; in .env mit den Zugangsdaten des Hosts vergleichen, dann noch einmal veröffentlichen. ${UNVERÄNDERT}`,
  // FTPS: deploy trusts a certificate as a browser does and pins none, so there is nothing to take with one click.
  certificate: () =>
    `Nicht veröffentlicht: Der FTPS-Server zeigt ein Zertifikat, dem dieser Computer nicht traut. ${NOTHING_SENT} ` +
    'Meist nennt DEPLOY_TARGET den Server anders als sein Zertifikat: dort den FTP-Servernamen des Hosts eintragen (bei vielen Hosts nicht die eigene Domain, sondern z. B. ftp.example-host.de). ' +
    'Ein Zertifikat lässt sich im Editor nicht mit einem Klick übernehmen; hat der Server ein selbst ausgestelltes, den Host nach SFTP fragen (dessen Schlüssel der Editor übernehmen kann) oder die Datei seiner Zertifizierungsstelle mit NODE_EXTRA_CA_CERTS angeben (Einzelheiten).',
  'no-tls': () =>
    `Nicht veröffentlicht: Der FTP-Server bietet keine Verschlüsselung an; Passwort und Dateien gingen lesbar über das Netz. ${NOTHING_SENT} Den Host nach FTPS („FTP über TLS“) oder SFTP fragen und DEPLOY_TARGET mit ftps://… oder sftp://… schreiben.`,
  'no-root': ({ root }) =>
    `Nicht veröffentlicht: Den Ordner „${root ?? 'aus DEPLOY_TARGET'}“ gibt es auf dem Server nicht. Den Pfad in DEPLOY_TARGET prüfen: der Ordner, den die Domain zeigt, so wie der Server ihn nach der Anmeldung nennt. ${UNVERÄNDERT}`,
  locked: () =>
    `Nicht veröffentlicht: Gerade läuft schon eine andere Veröffentlichung (von einem anderen Computer oder aus GitHub). Warten, bis sie fertig ist, dann noch einmal veröffentlichen. ${UNVERÄNDERT}`,
  // deploy's fence (sync.ts): a dist/ that lost most of the site, or its front page, is not published.
  deletes: () =>
    'Nicht veröffentlicht: Diese Veröffentlichung würde mehr als die Hälfte der Dateien vom Server löschen, oder der Seite fehlt ihre Startseite (index.html). Das sieht nach einem unvollständigen Build aus; auf dem Server wurde nichts geändert. Die Einzelheiten zeigen, was gelöscht würde. Ist das wirklich so gewollt, im Terminal npm run deploy -- --max-delete mit der Zahl ausführen, die dort steht.',
  // The one option that cannot be carried out on a server (sync.ts): --delete-unknown before a first publish.
  usage: () =>
    `Nicht veröffentlicht: Fremde Dateien löscht deploy erst, wenn es schon einmal auf diesen Server veröffentlicht hat. Erst ohne --delete-unknown veröffentlichen. ${UNVERÄNDERT}`,
  // Always with their refusal (stopInGerman words it); these only if one came without.
  older: () => 'Nicht veröffentlicht: Auf der Seite im Netz sind Änderungen, die hier noch fehlen – erst übernehmen.',
  'live-unknown': () => 'Nicht veröffentlicht: Die Seite im Netz wurde aus einem Stand gebaut, den dieser Computer nicht kennt.',
  unshared: () => 'Nicht veröffentlicht: Die eigenen Änderungen ließen sich nicht ins gemeinsame Repository schicken.',
  dropped: () =>
    'Verbindung abgebrochen: Was schon oben ist, bleibt, und Besucher sehen keine halben Dateien. Noch einmal veröffentlichen, dann geht der Rest hoch.',
  'lock-lost': () =>
    'Angehalten: Eine andere Veröffentlichung hat übernommen, während diese lief (etwa weil der Computer geschlafen hat). Diese hat danach nichts mehr gelöscht. Warten, bis die andere fertig ist, dann noch einmal veröffentlichen.',
  unknown: () =>
    'Angehalten: Der Server hat unerwartet geantwortet, und deploy hat es nicht noch einmal versucht. Was davor hochging, ist online; die Einzelheiten bitte an die Person weitergeben, die sich um den Code oder den Host kümmert.',
  quota: () =>
    `Angehalten: Der Webspace auf dem Server ist voll. ${KEPT_DE} Alte Dateien beim Host löschen oder mehr Platz buchen, dann noch einmal veröffentlichen.`,
  permission: () =>
    `Angehalten: Der Server lässt diese Anmeldung eine Datei nicht schreiben oder löschen. ${KEPT_DE} Im Kundenbereich des Hosts dieser Anmeldung Schreibrechte für den Ordner der Seite und seine Unterordner geben, dann noch einmal veröffentlichen.`,
  name: () =>
    `Angehalten: Der Server lehnt eine Datei dieses Namens ab. ${KEPT_DE} Den Host fragen, ob er solche Namen sperrt (manche sperren Dateien, die mit einem Punkt beginnen oder auf .ics enden), und ihm die Einzelheiten geben.`,
  exists: () =>
    `Angehalten: Der Server lässt eine vorhandene Datei weder ersetzen noch vorher löschen. ${KEPT_DE} Den Host bitten, dieser Anmeldung das Überschreiben von Dateien zu erlauben (bei ProFTPD: AllowOverwrite on).`,
  missing: () =>
    `Angehalten: Der Server hat einen Schritt abgelehnt, den deploy braucht. ${KEPT_DE} Noch einmal veröffentlichen; hält es wieder so an, die Einzelheiten an die Person weitergeben, die sich um den Code oder den Host kümmert.`,
  unsupported: (stop) => GERMAN.missing(stop),
  internal: () =>
    'Angehalten: deploy ist auf einen Fehler gestoßen, den es nicht benennen kann. Was davor hochging, ist online; die Einzelheiten bitte an die Person weitergeben, die sich um den Code kümmert.',
};
