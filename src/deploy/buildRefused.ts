/**
 * A publish refused for the build's commit (issue 53, item 3), as data: the kind and its values,
 * which messages.ts words in English for the command line and the editor in German
 * (src/editor/publishSite.ts, from the report deployCommand.ts writes with --stop-report).
 */
import type { CommitLine, Fetched } from './buildCommits';
import { ServerError } from './failures';

export type BuildRefusal =
  /** The build lacks commits the live site was built from: publishing would take them off the site. */
  | { kind: 'older'; live: string; build: string; lost: CommitLine[]; count: number }
  /** The live site's commit is not in this clone, not even after fetching (how the fetch went: `fetched`). */
  | { kind: 'live-unknown'; live: string; build: string; fetched: Fetched }
  /**
   * The build's commit is not on origin and could not be pushed: no branch checked out (`detached`),
   * origin has commits this clone lacks (`rejected`), or git failed (`failed`, its words).
   */
  | { kind: 'unshared'; build: string; branch?: string; reason: 'detached' | 'rejected' | 'failed'; words?: string };

export class BuildRefused extends ServerError {
  constructor(readonly refusal: BuildRefusal) {
    super(refusal.kind, refusal.kind);
  }
}
