/**
 * The build's day as the build reads it (rules in src/static/buildDay.ts):
 * SOURCE_DATE_EPOCH, else the time of the last commit that changed the sources,
 * else the clock.
 *
 * "The sources" are everything but what the build writes (dist/, demo.html): a
 * commit that only brings the built files up to date must not move the day, or
 * committing dist/ on a later day would make a fresh build of that very commit
 * differ from it. Sources with changes not yet committed will be committed from
 * now on, so their day is today's (the clock).
 */
import { execFileSync } from 'node:child_process';
import { buildDay } from '../static/buildDay';
import { ROOT } from './paths';

/** Every path but the build's output, for git. */
const SOURCES = ['--', '.', ':(exclude)dist', ':(exclude)demo.html'];

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** Seconds since 1970 of the last commit of the sources; null without git history or with uncommitted source changes. */
function lastSourceCommitTime(): string | null {
  try {
    if (git('status', '--porcelain', ...SOURCES).trim() !== '') return null;
    return git('log', '-1', '--format=%ct', ...SOURCES);
  } catch {
    return null;
  }
}

export const buildDayFromEnv = () => buildDay(process.env, lastSourceCommitTime);
