/**
 * What the editor's server and its page say to each other about Veröffentlichen (issue 37, item 8):
 * POST /api/publish/plan answers a PublishPlan (the dry run), POST /api/publish streams
 * PublishEvents, one JSON object per line. Types only, so nothing of Node reaches the browser.
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

/** check-site's verdict: `ok` when it found nothing wrong (exit code 0), `text` its own output. */
export interface CheckSiteVerdict {
  ok: boolean;
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
  checkSite: CheckSiteVerdict | undefined;
  /** After publishing in a git repository: that the build is committed, or why not. */
  history?: string;
}

export type PublishEvent = PublishLine | PublishChecking | PublishDone;
