/**
 * One deploy: dist/ onto the server named by the target, through the sync engine (sync.ts) and the
 * backend of the target's protocol (sftp.ts, ftps.ts).
 */
import { join } from 'node:path';
import type { Backend } from './backend';
import type { Report } from './deployLines';
import { endedRunsIn } from './endedRuns';
import { connectFtps } from './ftps';
import { localFiles } from './localFiles';
import { connectSftp } from './sftp';
import { sync, type SyncOptions, type SyncResult } from './sync';
import type { Target } from './target';

export interface DeployOptions {
  /** The repository: dist/ is published, deploy/known_hosts read. */
  repo: string;
  target: Target;
  password?: string | undefined;
  /** The private key's text (SFTP). */
  privateKey?: Buffer | undefined;
  passphrase?: string | undefined;
  dryRun?: boolean;
  /** The folder whose files are the site: dist/ of the repository unless given (a dry run of a build elsewhere). */
  dist?: string | undefined;
  deleteUnknown?: boolean;
  verify?: boolean;
  /** --max-delete: how many files this run may delete (sync.ts's fence). */
  maxDelete?: number | undefined;
  /** How long a connection may stay silent before it counts as dropped. */
  idleMs?: number;
  /** Reconnects after a dropped line, and the first wait between them. */
  retries?: number;
  backoffMs?: number;
  /** How long the lock must stand unchanged before this run counts it as its own (sync.ts's default: 1.5 s). */
  lockSettleMs?: number;
  out?: NodeJS.WriteStream;
  /** `--json`: each line as data (deployLines.ts) instead of words on `out`. */
  report?: Report | undefined;
  /** The commit dist/ was built from, and the check before anything changes (sync.ts's). */
  commit?: string | undefined;
  guard?: SyncOptions['guard'];
}

function connector(options: DeployOptions): () => Promise<Backend> {
  const { target, password, privateKey, passphrase, repo } = options;
  const idleMs = options.idleMs ?? 30_000;
  return () =>
    target.protocol === 'sftp'
      ? connectSftp(target, { password, privateKey, passphrase, repo, idleMs })
      : connectFtps(target, { password, idleMs });
}

export async function deploy(options: DeployOptions): Promise<SyncResult> {
  return sync({
    local: await localFiles(options.dist ?? join(options.repo, 'dist')),
    connect: connector(options),
    where: options.target.label,
    dryRun: options.dryRun,
    deleteUnknown: options.deleteUnknown,
    verify: options.verify,
    maxDelete: options.maxDelete,
    retries: options.retries,
    backoffMs: options.backoffMs,
    commit: options.commit,
    guard: options.guard,
    ended: endedRunsIn(options.repo),
    ...(options.lockSettleMs !== undefined && { lockSettleMs: options.lockSettleMs }),
    out: options.out ?? process.stdout,
    report: options.report,
  });
}
