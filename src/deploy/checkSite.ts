/**
 * npm run check-site: the live site compared with dist/ and with what the site promises. Every
 * file of dist/ must come with the same bytes (a stale or half upload shows, by name), with its
 * type, the headers of dist/_headers and compression; .htaccess, _headers and deploy's manifest
 * must not be served, nor the page of a gig that was removed; http must lead to https. The band's
 * photos and recordings (issue 38) come with their types too, which _headers leaves to the static
 * hosts and .htaccess forces (src/static/hosting.ts), and a recording answers a range request, which
 * a browser's player seeks with.
 * Each problem is one line the band can act on.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AUDIO_FOLDER, COMPRESSED, NOT_SERVED, PHOTO_FOLDER, ruleFor } from '../static/hosting';
import { localFiles } from './localFiles';
import type { LocalFile } from './plan';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const TIMEOUT_MS = 15_000;
const MEDIA_FOLDERS = [PHOTO_FOLDER, AUDIO_FOLDER];
const UPLOAD = 'run `npm run deploy`';
const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

/** One request as it goes over the wire: no redirect followed, nothing decoded; bounded in time. */
function fetchRaw(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const https = url.startsWith('https:');
  return new Promise((resolve, reject) => {
    const req = (https ? httpsRequest : httpRequest)(
      url,
      { headers, agent: https ? agents.https : agents.http, timeout: TIMEOUT_MS },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    req.on('error', reject);
    req.end();
  });
}

function decode({ headers, body }: Answer): Buffer {
  if (headers['content-encoding'] === 'br') return brotliDecompressSync(body);
  if (headers['content-encoding'] === 'gzip') return gunzipSync(body);
  return body;
}

/** What dist/_headers gives each file ('index.html', 'auftritte/*'), header names in lower case. */
export function parseHeaders(text: string): Record<string, Record<string, string>> {
  const blocks: Record<string, Record<string, string>> = {};
  // The block of the last path line; an indented line before any path belongs to none.
  let block: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) blocks[line.trim()] = block = {};
    else if (block) {
      const at = line.indexOf(':');
      block[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
    }
  }
  const files: Record<string, Record<string, string>> = {};
  for (const [p, own] of Object.entries(blocks)) if (p !== '/*') files[p === '/' ? 'index.html' : p.slice(1)] = { ...blocks['/*'], ...own };
  return files;
}

const headersAt = (all: Record<string, Record<string, string>>, path: string) =>
  all[path] ?? (path.includes('/') ? all[`${path.slice(0, path.lastIndexOf('/') + 1)}*`] : undefined);

/** Files the repository's history had in dist/'s gig folders and no longer has: removed gigs' pages. */
async function removedGigFiles(repo: string, present: Set<string>): Promise<string[]> {
  try {
    const { stdout } = await promisify(execFile)(
      'git',
      ['log', '--format=', '--name-only', '--diff-filter=D', '--', 'dist/auftritte', 'dist/kalender'],
      {
        cwd: repo,
        timeout: TIMEOUT_MS,
      },
    );
    return [...new Set(stdout.split('\n').filter(Boolean))].map((p) => p.slice('dist/'.length)).filter((p) => !present.has(p));
  } catch {
    return []; // no git history: nothing known to have been removed
  }
}

export interface CheckOptions {
  /** The live site's https address, with a closing /. */
  url: string;
  repo: string;
  /** Where http is answered; by default the same host on port 80. */
  httpUrl?: string | undefined;
}

export interface CheckResult {
  checked: number;
  problems: string[];
  /** The recording whose range request was checked: dist/ holds the band's sound (issue 38). */
  seekable?: string;
}

/** A policy's directives by name → their sources. */
const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name.toLowerCase(), sources]),
  );

/**
 * Whether `got` is `expected` with hash sources added and nothing else: the bridge a deploy puts up
 * while it switches the policy (src/deploy/bridgePolicy.ts), which the final .htaccess replaces.
 */
export function bridged(got: string, expected: string): boolean {
  const have = directives(got);
  const want = directives(expected);
  if ([...have.keys()].sort().join() !== [...want.keys()].sort().join()) return false;
  return [...want].every(([name, sources]) => {
    const extra = (have.get(name) ?? []).filter((source) => !sources.includes(source));
    return sources.every((source) => have.get(name)?.includes(source)) && extra.every((source) => /^'sha(256|384|512)-/.test(source));
  });
}

export async function checkSite({ url, repo, httpUrl }: CheckOptions): Promise<CheckResult> {
  const base = new URL(url);
  const at = (path: string) => new URL(path, base).href;
  const dist = join(repo, 'dist');
  const files = await localFiles(dist);
  const promised = parseHeaders(await readFile(join(dist, '_headers'), 'utf8').catch(() => ''));
  const problems: string[] = [];
  let checked = 0;

  const hidden = new Set(['.htaccess', ...NOT_SERVED]);
  for (const file of files.filter((f) => !hidden.has(f.path))) {
    let answer: Answer;
    try {
      answer = await fetchRaw(at(file.path), { 'accept-encoding': 'gzip, br' });
    } catch (error) {
      problems.push(`${file.path}: could not be fetched (${(error as Error).message}). Check the address and that the site is online.`);
      continue;
    }
    checked += 1;
    problems.push(...servedProblems(file, answer, promised));
  }

  const seekable = await checkRange(files, at, problems);
  await checkHidden(at, problems);
  await checkRemovedGigs(repo, files, at, problems);
  await checkHttps(base, httpUrl, problems);
  agents.http.destroy();
  agents.https.destroy();
  return { checked, problems, ...(seekable && { seekable }) };
}

/** What is wrong with the way the site served `file` (`answer`): missing, other bytes, headers that `_headers` promised, no compression. */
function servedProblems(file: LocalFile, answer: Answer, promised: Record<string, Record<string, string>>): string[] {
  const problems: string[] = [];
  if (answer.status !== 200) return [`${file.path} is missing on the site (HTTP ${answer.status}): ${UPLOAD}.`];
  if (!decode(answer).equals(Buffer.from(file.content)))
    problems.push(
      `${file.path} on the site differs from dist/: run \`npm run deploy\` (it finishes a deploy that was cut off); if it stays (changed on the host, an older upload), \`npm run deploy -- --verify\`, which reads back every file and sends again what differs.`,
    );
  const expected = { ...headersAt(promised, file.path) };
  // A media folder's block in _headers leaves the type to the static host (it cannot tell AVIF from JPEG by the path);
  // .htaccess forces each by the file's name, and that is the type a browser needs.
  const forced = MEDIA_FOLDERS.some((folder) => file.path.startsWith(folder)) ? ruleFor(file.path)?.type : undefined;
  if (!expected['content-type'] && forced) expected['content-type'] = forced;
  for (const [name, value] of Object.entries(expected)) {
    const got = answer.headers[name];
    if (got === value) continue;
    if (name === 'content-security-policy' && typeof got === 'string' && bridged(got, value)) {
      problems.push(
        `${file.path} is served with the policy of a deploy under way (it also allows an earlier build's inline parts): a deploy is running, or was cut off before its end. Run \`npm run deploy\` to finish it.`,
      );
      continue;
    }
    problems.push(
      name === 'content-type'
        ? `${file.path} comes as "${got ?? 'no type'}" instead of "${value}": the host ignores dist/.htaccess (see docs/band/einrichten.md, „Was der Host bieten muss“).`
        : `${file.path} lacks the header ${name}: ${value}${got ? ` (it sends "${got}")` : ''}: the host ignores .htaccess or lacks mod_headers (docs/band/einrichten.md, „Was der Host bieten muss“).`,
    );
  }
  const [type = ''] = String(expected['content-type'] ?? answer.headers['content-type'] ?? '').split(';');
  if (COMPRESSED.includes(type) && !['br', 'gzip'].includes(String(answer.headers['content-encoding']))) {
    problems.push(
      `${file.path} is sent uncompressed: the host lacks mod_deflate or mod_filter (docs/band/einrichten.md, „Was der Host bieten muss“).`,
    );
  }
  return problems;
}

/**
 * A browser's <audio> seeks, and resumes a cut download, with range requests: Apache answers them for
 * any static file, but a host's cache or a script in between may not. One recording tells; its path when it seeks.
 */
async function checkRange(files: LocalFile[], at: (path: string) => string, problems: string[]): Promise<string | undefined> {
  const recording = files.find((f) => f.path.startsWith(AUDIO_FOLDER) && f.content.length > 1);
  if (!recording) return undefined;
  const answer = await fetchRaw(at(recording.path), { range: 'bytes=1-1' }).catch((error: Error) => error);
  if (answer instanceof Error) {
    problems.push(`${recording.path}: a range request could not be fetched (${answer.message}).`);
  } else if (answer.status !== 206 || answer.body.length !== 1 || answer.body[0] !== recording.content[1]) {
    problems.push(
      `${recording.path} answers a range request with HTTP ${answer.status}${answer.status === 206 ? ' but other bytes' : ''} instead of 206 and the byte asked for: visitors cannot skip ahead in the recordings. Ask the host to allow range requests (Apache does by default).`,
    );
  } else return recording.path;
  return undefined;
}

/** The files the host must not serve (.htaccess and the like) are not served. */
async function checkHidden(at: (path: string) => string, problems: string[]): Promise<void> {
  for (const name of ['.htaccess', ...NOT_SERVED]) {
    const answer = await fetchRaw(at(name)).catch(() => undefined);
    if (answer?.status === 200) {
      problems.push(
        `${name} is readable by anyone at ${at(name)}: it must not be served. Upload dist/.htaccess (npm run deploy does) and check that the host has mod_alias.`,
      );
    }
  }
}

/** The pages of gigs removed from the data are gone from the site too. */
async function checkRemovedGigs(repo: string, files: LocalFile[], at: (path: string) => string, problems: string[]): Promise<void> {
  const present = new Set(files.map((f) => f.path));
  for (const path of await removedGigFiles(repo, present)) {
    const answer = await fetchRaw(at(path)).catch(() => undefined);
    if (answer?.status === 200)
      problems.push(
        `${path} is still online, but that gig was removed: ${UPLOAD} (it deletes the files it put there), or delete it on the host.`,
      );
  }
}

/** The address without https leads to the site with https. */
async function checkHttps(base: URL, httpUrl: string | undefined, problems: string[]): Promise<void> {
  const http = httpUrl ? new URL(httpUrl) : new URL(`http://${base.hostname}/`);
  try {
    const answer = await fetchRaw(new URL(base.pathname, http).href, { host: base.host });
    const location = String(answer.headers.location ?? '');
    if (![301, 302, 307, 308].includes(answer.status) || !location.startsWith(`https://${base.host}${base.pathname}`)) {
      problems.push(
        `http://${base.host}${base.pathname} does not lead to https (HTTP ${answer.status}${location ? `, to ${location}` : ''}): upload dist/.htaccess; the host needs mod_alias and Apache 2.4.19 or later.`,
      );
    }
  } catch (error) {
    problems.push(
      `http://${base.host}/ could not be fetched (${(error as Error).message}): visitors who type the address without https may not reach the site.`,
    );
  }
}
