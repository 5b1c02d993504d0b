/**
 * What the editor's server and its page say to each other about Veröffentlichen (issue 37, item 8):
 * POST /api/publish/plan streams PlanEvents (the steps, then the dry run), POST /api/publish streams
 * PublishEvents, one JSON object per line; POST /api/publish/take-in takes in the bandmates' changes
 * a refused publish named (issue 53). Types only, so nothing of Node reaches the browser.
 */

/**
 * The dry run (deploy's `--dry-run` of a build into a temporary folder, so dist/ stays as published):
 * `summary` in German ("3 Dateien neu, 1 gelöscht"),
 * `details` deploy's own listing; refused: what to do in German, `details` deploy's words unchanged.
 */
export interface PublishPlan {
  status: 'ready' | 'nothing' | 'refused';
  summary: string;
  details: string;
  /** Refused for the server's SSH host key: the key, for the band to compare (and, when new, to take). */
  hostKey?: HostKeyOffer;
  /** Refused because the site online has bandmates' changes this clone lacks: Änderungen übernehmen takes them in. */
  missing?: MissingChanges;
}

/** A commit as the band recognises it: its short hash, its subject, who made it. */
export interface CommitInfo {
  hash: string;
  subject: string;
  author: string;
}

/**
 * The bandmates' changes a publish would take off the site (issue 53, item 3): the newest commits
 * (`commits`), and how many in all (`count`); none named where deploy only knows that origin has more.
 */
export interface MissingChanges {
  commits: CommitInfo[];
  count: number;
}

/** The plan's progress: the step under way (1 the build, 2 the comparison with the server). */
export interface PlanStage {
  type: 'stage';
  step: 1 | 2;
  of: 2;
  what: 'build' | 'compare';
}

/** The plan's end: the dry run. */
export interface PlanEnd {
  type: 'plan';
  plan: PublishPlan;
}

export type PlanEvent = PlanStage | PlanEnd;

/** POST /api/publish/take-in's answer: the bandmates' changes taken in (`taken`), or why not (`refused`); `message` in German. */
export interface TakeInAnswer {
  status: 'taken' | 'refused';
  message: string;
}

/** A key as the band compares it, as `ssh-keygen -lf` prints it: `256 SHA256:… (ED25519)`. */
export interface KeyPrint {
  /** 'SHA256:…'. */
  fingerprint: string;
  /** 'ED25519', 'ECDSA', 'RSA'. */
  label: string;
  bits: number;
}

/**
 * The server's SSH host key, which deploy refused. `new`: no key is recorded for the host; the page
 * offers Schlüssel übernehmen, naming the offer by `id` (the key itself stays on the editor's server,
 * which takes only a key deploy reported to it). `changed`: the key differs from the one recorded
 * (`known`, with where it is): never taken with one click.
 */
export type HostKeyOffer =
  | { status: 'new'; id: string; host: string; port: number; key: KeyPrint }
  | { status: 'changed'; host: string; port: number; key: KeyPrint; known: (KeyPrint & { where: string })[] };

/** POST /api/publish/host-key: Schlüssel übernehmen for the offer `id`. */
export interface HostKeyRequest {
  id: string;
}

/**
 * The answer to Schlüssel übernehmen: `accepted` (the key is in deploy/known_hosts, committed where
 * the repository allows; the page publishes again), or `refused`; `message` in German either way.
 */
export interface HostKeyAnswer {
  status: 'accepted' | 'refused';
  message: string;
}

/** A line of `npm run deploy`'s output as it came; `progress` when the line counts a file (`uploaded a.html (1.2 KB) [3/10]`). */
export interface PublishLine {
  type: 'line';
  text: string;
  progress?: { files: number; total: number };
}

/** Deploy has finished and published: `npm run check-site` compares the live site with dist/ now. */
export interface PublishChecking {
  type: 'checking';
}

/** check-site's verdict: `ok` when it found nothing wrong (exit code 0), `summary` in German, `text` its own output. */
export interface CheckSiteVerdict {
  ok: boolean;
  summary: string;
  text: string;
}

/**
 * The end: published (then `checkSite` holds check-site's verdict); refused (nothing changed on the
 * server); failed (stopped part way, or deploy did not run). `summary` says in German what happened
 * and what to do, `details` holds deploy's own words when it stopped.
 */
export interface PublishDone {
  type: 'done';
  status: 'published' | 'refused' | 'failed';
  summary: string;
  details?: string;
  /** Refused for the server's SSH host key (as PublishPlan's). */
  hostKey?: HostKeyOffer;
  /** Refused for the bandmates' changes this clone lacks (as PublishPlan's). */
  missing?: MissingChanges;
  checkSite: CheckSiteVerdict | undefined;
  /** After publishing in a git repository: that the build is committed, or why not. */
  history?: string;
}

export type PublishEvent = PublishLine | PublishChecking | PublishDone;
