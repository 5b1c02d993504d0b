/**
 * What `npm run deploy` says when it stops, by the failure's cause (failures.ts), in the band's
 * words: what happened, whether anything changed, what to do. One place for all of them, so
 * docs/band.md's table can follow it line by line. Exit codes: 1 refused before anything changed,
 * 2 the line dropped (run again), 3 stopped on a cause a new run does not mend by itself (a refused
 * file, an answer deploy has no name for, a lock another run took).
 */
import { BuildRefused, type BuildRefusal } from './buildRefused';
import type { FailureKind, ServerError } from './failures';
import type { Target } from './target';

export interface Stop {
  text: string;
  code: 1 | 2 | 3;
}

/**
 * How a run stopped, as data for a program that runs deploy (deployCommand.ts's --stop-report; the
 * editor words it in German): the failure's kind, the exit code, and a refused build's values.
 */
export interface StopReport {
  kind: FailureKind;
  code: Stop['code'];
  refusal?: BuildRefusal;
}

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
  const { host, port, user, root } = target;
  // '' is the web root itself (looking for it, listing it).
  const file = error.path === '' ? `the web root ${root}` : (error.path ?? 'a file');
  const said = `(the server said: ${error.detail})`;
  const KEPT = kept(error);
  switch (error.kind) {
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
