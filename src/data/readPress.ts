/**
 * src/data/press.ts (issue 47): the press kit's texts, read as strictly as the band details, each
 * problem at the line of its key or rider line, e.g.
 *   src/data/press.ts:6: rider entry 2 is empty (write the line, e.g. '…', or delete it)
 * `export const press = undefined` (or no file) is no press data: no press page.
 */
import type { Press } from '../domain/press';
import type { Problem } from '../domain/refusals';
import { typeset } from '../domain/typography';
import type { LocateExtra } from './locate';
import { exportsOf } from './readExtra';
import { advised, isObject, paragraphs, record, text, type Reader, type Report } from './readRecord';

/** The press texts as written: `long`'s paragraphs separated by a blank line (`\n\n`); `rider` one line each, none empty. */
export interface RawPress {
  short: string;
  long: string;
  rider: string[];
}

/** The rider: a list, maybe empty (then the page has no "Technik"), of lines none of which is blank. */
const rider: Reader<string[]> = (value, path, report) => {
  if (!Array.isArray(value)) {
    report(
      path,
      value === undefined ? { kind: 'listMissing', path, needs: 'rider' } : { kind: 'listNotList', path, needs: 'rider', got: value },
    );
    return [];
  }
  const line = text({ then: typeset, ifBlank: 'riderLine' });
  return value.map((item: unknown, index) => line(item, `${path}.${index}`, report));
};

const PRESS = record((field): Press => ({
  short: field('short', advised(text({ then: typeset }), 'pressShort')),
  long: field('long', advised(paragraphs(typeset), 'pressLong')),
  rider: field('rider', rider),
}));

/**
 * press.ts's texts as the press page shows them; undefined where there are none (no file, or
 * `press` undefined). `raw` is the file's exports. The result is safe to use when nothing was pushed.
 */
export function readPress(raw: unknown, locate: LocateExtra, problems: Problem[]): Press | undefined {
  const { press } = exportsOf('press', raw, ['press'], locate, problems);
  if (press === undefined) return undefined;
  if (!isObject(press)) {
    problems.push({ where: locate('press', 'press'), said: { kind: 'pressNotRecord', got: press } });
    return undefined;
  }
  // Each problem at its own line: a rider line's, a key's.
  const report: Report = (path, said, advice) => {
    problems.push({ where: locate('press', 'press', path), said, path, ...(advice ? { advice } : {}) });
  };
  return PRESS(press, '', report);
}
