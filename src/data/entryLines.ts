/**
 * Where the entries of a data file start, for messages that name the line the
 * band edited. A small scanner, not a parser: it walks the array assigned to
 * `export const <name>` and skips strings and comments, so a comma or bracket
 * inside a text cannot confuse it. The build runs it only on files esbuild has
 * already parsed, so the source is valid TypeScript.
 */

/** 1-based line of each top-level entry of `export const <name> ... = [ ... ]`; empty when not found. */
export function entryLines(source: string, name: string): number[] {
  const declaration = new RegExp(`export\\s+const\\s+${name}\\b[^=]*=\\s*\\[`).exec(source);
  if (!declaration) return [];
  const lines: number[] = [];
  let line = 1 + (source.slice(0, declaration.index + declaration[0].length).match(/\n/g)?.length ?? 0);
  let depth = 1;
  let expectEntry = true;
  for (let i = declaration.index + declaration[0].length; i < source.length && depth > 0; i++) {
    const c = source[i];
    if (c === '\n') {
      line++;
      continue;
    }
    if (/\s/.test(c)) continue;
    if (c === '/' && (source[i + 1] === '/' || source[i + 1] === '*')) {
      const end = source[i + 1] === '/' ? source.indexOf('\n', i) : source.indexOf('*/', i + 2) + 1;
      const stop = end <= 0 ? source.length : end;
      line += source.slice(i, stop).match(/\n/g)?.length ?? 0;
      // a line comment's newline is counted by the loop
      i = source[i + 1] === '/' ? stop - 1 : stop;
      continue;
    }
    if (depth === 1 && expectEntry && c !== ',' && c !== ']') {
      lines.push(line);
      expectEntry = false;
    }
    if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== c) j += source[j] === '\\' ? 2 : 1;
      line += source.slice(i, j).match(/\n/g)?.length ?? 0;
      i = j;
    } else if ('([{'.includes(c)) {
      depth++;
    } else if (')]}'.includes(c)) {
      depth--;
    } else if (c === ',' && depth === 1) {
      expectEntry = true;
    }
  }
  return lines;
}

/** 1-based line of the first `key:` in the source (for band details); 0 when not found. */
export function keyLine(source: string, key: string): number {
  const match = new RegExp(`^[ \\t]*['"]?${key}['"]?\\s*:`, 'm').exec(source);
  return match ? source.slice(0, match.index).split('\n').length : 0;
}
