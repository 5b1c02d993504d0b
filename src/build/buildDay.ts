/**
 * The build's day, reproducibly: SOURCE_DATE_EPOCH when set, otherwise the time of
 * the last commit, so rebuilding a commit gives the same files on any later day.
 * A copy without its git history (a downloaded archive) builds with today.
 */
import { execFileSync } from 'node:child_process';
import { ROOT } from './paths';

export function buildDayFromEnv(): Date {
  if (process.env.SOURCE_DATE_EPOCH) return new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000);
  try {
    const seconds = execFileSync('git', ['log', '-1', '--format=%ct'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (seconds) return new Date(Number(seconds) * 1000);
  } catch {
    // no git, or not a repository
  }
  return new Date();
}
