/**
 * What `npm run check-site -- --json` writes on stdout, one JSON object per line: what it checks,
 * then its verdict with its kind and values (issue 54, item 2), so the editor words it in German
 * from the values, never from the English (`text`, kept for the details).
 */
export type CheckVerdict =
  | { kind: 'ok'; site: string; checked: number; text: string }
  | { kind: 'problems'; site: string; problems: readonly string[]; text: string }
  /** The site could not be fetched at all (the error's words in `why`). */
  | { kind: 'could-not-run'; why: string; text: string }
  /** The address given is not an https one. */
  | { kind: 'usage'; text: string };

export type CheckSiteLine = { type: 'checking'; site: string; text: string } | ({ type: 'verdict' } & CheckVerdict);

/** check-site's verdict in what it wrote on stdout (`--json`), if it wrote one. */
export function verdictIn(stdout: string): CheckVerdict | undefined {
  for (const line of stdout.split(/\r?\n/)) {
    try {
      const value = JSON.parse(line) as CheckSiteLine;
      if (value?.type === 'verdict') {
        const { type: _, ...verdict } = value;
        return verdict;
      }
    } catch {
      // A line of words (an older check-site): no verdict in it.
    }
  }
  return undefined;
}
