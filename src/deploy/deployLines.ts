/**
 * What `npm run deploy -- --json` writes on stdout: one JSON object per line, and nothing else (issue
 * 54, item 2). A program that runs deploy (the editor) reads these values, never deploy's English;
 * each line still carries the English words (`text`) for a person to read in the details.
 */
import type { BuildRefusal } from './buildRefused';
import type { HostKeyReport } from './hostKeys';
import type { BuildNote, StopKind } from './messages';
import type { Plan } from './plan';
import type { Verb } from './progress';
import type { EnvLine } from './target';

/** A file that went up, came down, or was prepared (a bridge .htaccess): counted as the progress line counts it. */
export interface ProgressLine {
  type: 'progress';
  verb: Verb;
  path: string;
  bytes: number;
  /** Files done so far, and of how many. */
  files: number;
  total: number;
  text: string;
}

/** A dry run's plan: what would go up (new or changed) and come down, with the sizes. */
export interface PlanLine {
  type: 'plan';
  uploads: { path: string; size: number; fresh: boolean; replaces: boolean }[];
  deletes: { path: string; size: number; why: 'removed' | 'unknown' | 'leftover' }[];
  bytes: number;
  text: string;
}

/** How a run ended well: published (with its counts), nothing to upload, or a dry run that changed nothing. */
export type DoneLine =
  | { type: 'done'; kind: 'published'; uploaded: number; deleted: number; unchanged: number; bytes: number; text: string }
  | { type: 'done'; kind: 'nothing'; files: number; text: string }
  | { type: 'done'; kind: 'dry-run'; text: string };

/**
 * How a run stopped: its kind (messages.ts's StopKind), the exit code, the values the wording needs,
 * and the English words. `refusal` for a refused build, `hostKey` for a refused host key.
 */
export interface StopLine {
  type: 'stop';
  kind: StopKind;
  code: 1 | 2 | 3;
  text: string;
  /** The target's host and port, where a target was read. */
  host?: string;
  port?: number;
  /** The web root named in DEPLOY_TARGET. */
  root?: string;
  /** The file at stake, where the server refused one ('' is the web root). */
  path?: string;
  /** Whether a passphrase was given (kind 'passphrase'). */
  passphraseGiven?: boolean;
  /** The sample details still in band.ts (kind 'placeholders'): file, line and field. */
  samples?: { file: string; line: number; field: string }[];
  refusal?: BuildRefusal;
  hostKey?: HostKeyReport;
}

export type DeployLine =
  /** A line deploy says on the way that has no values of its own (connecting, what the survey found). */
  | { type: 'say'; text: string }
  /** A warning: the run goes on, but the band should know (sample details allowed, files left alone). */
  | { type: 'warning'; kind: 'placeholders-allowed'; count: number; text: string }
  | { type: 'warning'; kind: 'left-alone'; replaced: string[]; unknown: string[]; othersTemps: string[]; text: string }
  /** A line of .env that gives no setting as written (target.ts's EnvLine): by its number and key, never its value. */
  | { type: 'warning'; kind: 'env-line'; problem: EnvLine['kind']; line: number; key?: string; text: string }
  /** What deploy says about the build's commit on the way (messages.ts's BuildNote). */
  | { type: 'note'; note: BuildNote; text: string }
  | ProgressLine
  | PlanLine
  | DoneLine
  | StopLine;

/** The plan's values, as a dry run reports them. */
export function planLine(plan: Plan, text: string): PlanLine {
  const added = new Set(plan.added);
  const foreign = new Set(plan.foreign);
  return {
    type: 'plan',
    uploads: plan.uploads.map((f) => ({ path: f.path, size: f.size, fresh: added.has(f.path), replaces: foreign.has(f.path) })),
    deletes: plan.deletes.map(({ path, size, why }) => ({ path, size, why })),
    bytes: plan.uploads.reduce((sum, f) => sum + f.size, 0),
    text,
  };
}

/** Where deploy's lines go: `--json` gives each its own line of JSON; a person reads only the words. */
export type Report = (line: DeployLine) => void;

/** One line of JSON per line reported, on `out`. */
export const jsonReport =
  (out: NodeJS.WritableStream): Report =>
  (line) =>
    void out.write(`${JSON.stringify(line)}\n`);

/** Deploy's lines read back (the editor): each line of `stdout` that is a JSON object; any other line is said as it is. */
export function parseDeployLine(line: string): DeployLine | undefined {
  if (!line.trim()) return undefined;
  try {
    const value = JSON.parse(line) as unknown;
    if (value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string') return value as DeployLine;
  } catch {
    // Not deploy's JSON (a line of an older deploy, or a library's): passed on as words.
  }
  return { type: 'say', text: line };
}
