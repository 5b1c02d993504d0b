// The lines docs/band.md gives the band to copy work when copied: each, added where the page says
// (a gig or a song at the end of its list, a detail in place of the sample), passes the data check.
// They are tried on the fixtures, never on the band's own data, which the band changes.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readData, type RawData } from '../../src/data/readData';
import { band } from '../fixtures/data/band';
import { gigs } from '../fixtures/data/gigs';
import { songs } from '../fixtures/data/songs';
import { captures, must } from '../setup/must';

const doc = readFileSync(new URL('../../docs/band.md', import.meta.url), 'utf8');

/** The text of docs/band.md's section `heading` (a `###` heading), up to the next heading. */
function section(heading: string): string {
  const [, text] = doc.split(`\n### ${heading}\n`);
  if (text === undefined) throw new Error(`docs/band.md has no section "### ${heading}": rename it here too`);
  return must(text.split(/\n##/)[0], heading);
}

/** The ```ts examples of a section, as written. */
const examples = (heading: string) => captures(section(heading), /```ts\n([\s\S]*?)```/g);

/** What the band's file would hold: its text is JavaScript, so the pasted lines are read as such (their comments included). */
const asCode = (lines: string): unknown => new Function(`return ${lines}`)();
/** One pasted entry line, with its trailing comma. */
const entry = (line: string) => asCode(`(${line.trim().replace(/,$/, '')})`);

const check = (raw: RawData) => {
  const { problems, warnings } = readData(raw);
  return [...problems, ...warnings];
};

// ---

const copied = suite('docs/band.md, copied');

copied('every gig line, added at the end of the list, is accepted', () => {
  const lines = examples('Auftritte eintragen');
  assert.ok(lines.length >= 5, 'the gig examples are found');
  for (const line of lines) assert.equal(check({ band, gigs: [...gigs, entry(line) as never], songs }), [], line);
});

copied('every song line, added at the end of the list, is accepted and listed', () => {
  const lines = examples('Songs eintragen');
  assert.ok(lines.length >= 2, 'the song examples are found');
  for (const line of lines) {
    const song = entry(line) as { title: string };
    const { data, problems, warnings } = readData({ band, gigs, songs: [...songs, song as never] });
    assert.equal([...problems, ...warnings], [], line);
    assert.ok(
      data.songs.some((s) => s.title === song.title),
      line,
    );
  }
});

copied('the details and a new member of the line-up, in place of the samples, are accepted', () => {
  const [details] = examples('Ihre Angaben und die Domain');
  const member = /`(\{ name: [^`]+\}),`/.exec(section('Was der Build prüft'))?.[1];
  assert.ok(details && member, 'the examples are found');
  const changed = {
    ...band,
    ...(asCode(`({${must(details, 'details')}})`) as object),
    lineup: [...band.lineup, entry(must(member, 'member')) as never],
  };
  assert.equal(check({ band: changed, gigs, songs }), []);
});

copied('every testimonial, reference, question and line-up line, and the press texts, in their files, are accepted and shown', () => {
  const [testimonials, references, faq, lineups, press] = examples('Stimmen, Fragen und Pressetexte von Hand eintragen');
  assert.ok(testimonials && references && faq && lineups && press, 'the five examples are found');
  const list = (lines: string) => asCode(`[${lines}]`) as object[];
  const raw = {
    band,
    gigs,
    songs,
    references: { testimonials: list(testimonials), references: list(references) },
    faq: { faq: list(faq) },
    lineups: { lineups: list(lineups) },
    // The whole `export const press: RawPress = { … };` as written: its object.
    press: { press: asCode(`(${must(/=\s*(\{[\s\S]*\});/.exec(press)?.[1], 'press')})`) },
  };
  const { data, problems, warnings } = readData(raw, undefined, { today: new Date(2026, 10, 28) });
  assert.equal([...problems, ...warnings], []);
  assert.equal(
    [data.testimonials?.length, data.references?.length, data.faq?.length, data.lineups?.length, data.press?.rider.length],
    [list(testimonials).length, list(references).length, list(faq).length, list(lineups).length, 3],
  );
});

copied.run();

// ---

const named = suite('docs/band.md, named');

named('every section the code sends the band to (docs/band.md, "…" or „…“) is a heading of the guide', () => {
  const headings = new Set(captures(doc, /^#{2,4} (.+)$/gm));
  const root = new URL('../../', import.meta.url).pathname;
  const files = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
    );
  const sent = files('src').flatMap((file) =>
    captures(readFileSync(join(root, file), 'utf8'), /docs\/band\.md, ["„]([^"“]+)["“]/g).map((name) => [file, name] as const),
  );
  assert.ok(sent.length > 3, `found ${sent.length}`);
  for (const [file, name] of sent) assert.ok(headings.has(name), `${file} names „${name}“, which docs/band.md has no heading of`);
});

named.run();
