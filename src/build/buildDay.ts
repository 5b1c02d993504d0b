/**
 * The build's day as the build reads it (rules in src/static/buildDay.ts):
 * SOURCE_DATE_EPOCH, else the last commit's time from git, else the clock.
 */
import { execFileSync } from 'node:child_process';
import { buildDay } from '../static/buildDay';
import { ROOT } from './paths';

/** The output of `git log -1 --format=%ct` in the repository, or null without git history. */
function lastCommitTime(): string | null {
  try {
    return execFileSync('git', ['log', '-1', '--format=%ct'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

export const buildDayFromEnv = () => buildDay(process.env, lastCommitTime);
