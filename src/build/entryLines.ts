/**
 * Where the entries and keys of a data file stand, for the build's messages that name the line the
 * band edited (`src/data/gigs.ts:41: gig on …`). The places are the parser's (dataSource.ts), as the
 * editor's; a file that does not parse (the build has refused it already) has no lines.
 */
import type { ExtraFile, Locate, LocateExtra } from '../data/locate';
import type { LocateMedia } from '../data/readMedia';
import { memberAt, readSource, type DataSource, type Node } from './dataSource';

/** The file parsed; undefined where it is no TypeScript. */
function sourceOf(source: string): DataSource | undefined {
  try {
    return readSource(source);
  } catch {
    return undefined;
  }
}

/**
 * 1-based line of each top-level entry of `export const <name> ... = [ ... ]`; empty when not found,
 * and for a list with code after its `]` (`.reverse()`), whose entries are not in the order written.
 */
export function entryLines(source: string, name: string): number[] {
  const file = sourceOf(source);
  const value = file?.declared(name)?.value;
  if (!file || value?.kind !== 'list') return [];
  return value.items.map((item) => file.lineAt(item.node.start));
}

/**
 * 1-based line of a key in `export const <name> = { ... }`, given as its path
 * (`['contact', 'role']`, `['lineup', 1, 'part']` for the second entry's part).
 * Where the path ends early (a key that is missing) it is the line of the
 * deepest part that is there; 0 when the declaration is not found.
 */
export function keyLine(source: string, name: string, path: readonly (string | number)[]): number {
  const file = sourceOf(source);
  const declared = file?.declared(name);
  if (!file || !declared) return 0;
  let node: Node = declared.value;
  let line = file.lineAt(node.start);
  for (const part of path) {
    const member = memberAt(node, part);
    if (!member) break;
    line = file.lineAt(member.start);
    node = member.node;
  }
  return line;
}

/**
 * A locator for the build's messages: `src/data/gigs.ts:41` for an entry,
 * `src/data/band.ts:12` for a key path of the band details (`'contact.role'`,
 * `'lineup.1.part'`). `files` gives each data file's path and its source.
 */
export function locateInSources(files: Record<'band' | 'gigs' | 'songs', { path: string; source: string }>): Locate {
  const lines: Partial<Record<'gigs' | 'songs', number[]>> = {};
  return (file, index) => {
    const { path, source } = files[file];
    let line: number;
    if (typeof index === 'number' && file !== 'band') {
      line = (lines[file] ??= entryLines(source, file))[index] ?? 0;
    } else {
      const parts = String(index)
        .split('.')
        .filter(Boolean)
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      line = keyLine(source, file, parts);
    }
    return line ? `${path}:${line}` : path;
  };
}

/** The build's locator for media.ts: lines found in its text as for the other files; `path` as the band sees it. */
export function locateMediaInSource(path: string, source: string): LocateMedia {
  const lines = new Map<string, number[]>();
  return (name, index) => {
    if (!lines.has(name)) lines.set(name, entryLines(source, name));
    const line = !name ? 0 : index === undefined ? keyLine(source, name, []) : lines.get(name)?.[index];
    return line ? `${path}:${line}` : path;
  };
}

/**
 * The build's locator for the optional files (issue 47), from the texts of those there (`extras`): an
 * entry's line in its list, a key path's line inside an export (`press`, `'rider.2'`), as for the other files.
 */
export function locateExtrasInSources(extras: Partial<Record<ExtraFile, { path: string; source: string }>>): LocateExtra {
  const lines = new Map<string, number[]>();
  return (file, name, at) => {
    const given = extras[file];
    if (!given) return `src/data/${file}.ts`;
    const { path, source } = given;
    let line = 0;
    if (name && typeof at === 'number') {
      const key = `${file}:${name}`;
      if (!lines.has(key)) lines.set(key, entryLines(source, name));
      line = lines.get(key)?.[at] ?? 0;
    } else if (name) {
      const parts = String(at ?? '')
        .split('.')
        .filter(Boolean)
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      line = keyLine(source, name, parts);
    }
    return line ? `${path}:${line}` : path;
  };
}
