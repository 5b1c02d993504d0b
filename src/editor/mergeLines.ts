/**
 * A three-way merge of a data file by its lines (issue 53): what one member changed since `base` is
 * put into what the other member made of it. Every entry of the band's lists is its own line (or its
 * own few lines), so two members changing different entries change different lines and never meet;
 * two members adding an entry at the same place (both at the list's end) both keep theirs, the
 * bandmate's first. Only lines changed on both sides, differently, are a conflict: the same entry
 * changed twice. Unlike git's own merge, changes to neighbouring lines are no conflict: a neighbour
 * is another entry.
 */

/** A run of base lines `[start, end)` that one side replaced with `lines` (empty: deleted; start = end: inserted). */
interface Hunk {
  start: number;
  end: number;
  lines: string[];
}

/** Where both sides changed the same lines: the base's lines, and each side's version of them. */
export interface LineConflict {
  /** The first line of the region in `theirs` (1-based), where the other member's version stands. */
  line: number;
  base: string[];
  ours: string[];
  theirs: string[];
}

export type Merged = { text: string } | { conflict: LineConflict };

/** The changes that make `to` of `from`, as hunks over `from`'s lines (a longest common subsequence). */
export function diffLines(from: readonly string[], to: readonly string[]): Hunk[] {
  let head = 0;
  while (head < from.length && head < to.length && from[head] === to[head]) head++;
  let tail = 0;
  while (tail < from.length - head && tail < to.length - head && from[from.length - 1 - tail] === to[to.length - 1 - tail]) tail++;
  const a = from.slice(head, from.length - tail);
  const b = to.slice(head, to.length - tail);
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..], kept in one flat array.
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i * width + j] =
        a[i] === b[j]
          ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
  const hunks: Hunk[] = [];
  let open: Hunk | undefined;
  let i = 0;
  let j = 0;
  const close = () => {
    if (open) hunks.push(open);
    open = undefined;
  };
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      close();
      i++;
      j++;
    } else if (j < b.length && (i >= a.length || (lengths[i * width + j + 1] ?? 0) >= (lengths[(i + 1) * width + j] ?? 0))) {
      open ??= { start: head + i, end: head + i, lines: [] };
      open.lines.push(b[j] as string);
      j++;
    } else {
      open ??= { start: head + i, end: head + i, lines: [] };
      open.end = head + i + 1;
      i++;
    }
  }
  close();
  return hunks;
}

/** Whether two hunks touch the same base lines (two insertions at one place count: they are sorted, not merged). */
function overlap(a: Hunk, b: Hunk): boolean {
  if (a.start === a.end && b.start === b.end) return a.start === b.start;
  if (a.start === a.end) return b.start < a.start && a.start < b.end;
  if (b.start === b.end) return a.start < b.start && b.start < a.end;
  return a.start < b.end && b.start < a.end;
}

const same = (a: Hunk, b: Hunk) => a.start === b.start && a.end === b.end && a.lines.join('\n') === b.lines.join('\n');

/** `base`'s lines [start, end) with the side's hunks inside them applied. */
function region(base: readonly string[], start: number, end: number, hunks: readonly Hunk[]): string[] {
  const out: string[] = [];
  let at = start;
  for (const hunk of hunks) {
    out.push(...base.slice(at, hunk.start), ...hunk.lines);
    at = hunk.end;
  }
  out.push(...base.slice(at, end));
  return out;
}

/**
 * `theirs` (the file as the bandmates left it) with what `ours` changed of `base` put in; a
 * conflict where both changed the same lines differently. Line ends stay as they are (a CRLF file's
 * lines keep their \r).
 */
export function mergeLines(base: string, ours: string, theirs: string): Merged {
  if (ours === base || ours === theirs) return { text: theirs };
  if (theirs === base) return { text: ours };
  const lines = base.split('\n');
  const tagged = [
    ...diffLines(lines, theirs.split('\n')).map((hunk) => ({ ...hunk, ours: false })),
    ...diffLines(lines, ours.split('\n')).map((hunk) => ({ ...hunk, ours: true })),
  ].sort((a, b) => a.start - b.start || a.end - b.end || Number(a.ours) - Number(b.ours));
  const out: string[] = [];
  let at = 0;
  // How far theirs' lines run ahead of the base's: where a conflict's lines stand in theirs.
  let shift = 0;
  for (let index = 0; index < tagged.length;) {
    const cluster = [tagged[index] as Hunk & { ours: boolean }];
    let end = cluster[0]?.end ?? 0;
    for (index++; index < tagged.length; index++) {
      const next = tagged[index] as Hunk & { ours: boolean };
      if (!cluster.some((hunk) => overlap(hunk, next))) break;
      cluster.push(next);
      end = Math.max(end, next.end);
    }
    const start = cluster[0]?.start ?? 0;
    const mine = cluster.filter((hunk) => hunk.ours);
    const other = cluster.filter((hunk) => !hunk.ours);
    out.push(...lines.slice(at, start));
    const theirsPart = region(lines, start, end, other);
    const oursPart = region(lines, start, end, mine);
    const insertions = cluster.every((hunk) => hunk.start === hunk.end);
    if (!mine.length || (mine.length === 1 && other.length === 1 && same(mine[0] as Hunk, other[0] as Hunk))) out.push(...theirsPart);
    else if (!other.length) out.push(...oursPart);
    // Both added at one place (two new gigs at the list's end): the bandmate's first, then ours.
    else if (insertions) out.push(...theirsPart, ...oursPart);
    else return { conflict: { line: start + shift + 1, base: lines.slice(start, end), ours: oursPart, theirs: theirsPart } };
    shift += theirsPart.length - (end - start);
    at = end;
  }
  out.push(...lines.slice(at));
  return { text: out.join('\n') };
}

const equal = (a: Buffer | undefined, b: Buffer | undefined) => (a && b ? a.equals(b) : a === b);

/**
 * What one commit's change to a file (`base` → `mine`, bytes; undefined: no file) makes of the file
 * as it stands now (`theirs`): bytes, undefined (the file deleted), or a conflict at a line of `theirs`.
 * A replayed save and an undone one both go this way.
 */
export function replayFile(
  base: Buffer | undefined,
  mine: Buffer | undefined,
  theirs: Buffer | undefined,
): { bytes: Buffer | undefined } | { line: number } {
  if (equal(mine, theirs) || equal(base, mine)) return { bytes: theirs };
  if (equal(base, theirs)) return { bytes: mine };
  // Both changed it: lines of text can be merged; a photo, or a file made or deleted on both sides, cannot.
  if (!base || !mine || !theirs || [base, mine, theirs].some((bytes) => bytes.includes(0))) return { line: 1 };
  const merged = mergeLines(base.toString('utf8'), mine.toString('utf8'), theirs.toString('utf8'));
  return 'text' in merged ? { bytes: Buffer.from(merged.text, 'utf8') } : { line: merged.conflict.line };
}
