// What a test goes on to read must be there: where it is not, the test fails saying what is missing,
// instead of a TypeError further down (or a type checker silenced with `!`).
import * as assert from 'uvu/assert';

/** `value` where it is there: `must(files['dist/index.html'], 'dist/index.html')`, `must(list[0], 'the first gig')`. */
export function must<T>(value: T, what: string): NonNullable<T> {
  assert.ok(value != null, `${what} is missing`);
  return value;
}

/** What the first group of `pattern` captured at its first match in `text`: `capture(html, /<title>(.*)<\/title>/)`. */
export function capture(text: string, pattern: RegExp): string {
  return must(pattern.exec(text)?.[1], `a match of ${pattern}`);
}

/** What the first group of `pattern` (with the g flag) captured at each of its matches in `text`, in order. */
export function captures(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => must(match[1], `the first group of ${pattern}`));
}

/**
 * What stands after the first `start` in `text` (up to a second `start`), cut at `end` where given:
 * `between(mail, 'Unsere Wunschliste:\r\n', '\r\n\r\n')`. The test fails where `start` is not in `text`.
 */
export function between(text: string, start: string, end?: string): string {
  const after = must(text.split(start)[1], JSON.stringify(start));
  const [part = ''] = end === undefined ? [after] : after.split(end);
  return part;
}
