// The lines the band's guide (docs/band.md, docs/band/*.md) gives the band to copy work when copied: each, added where the page says
// (a gig or a song at the end of its list, a detail in place of the sample), passes the data check.
// They are tried on the fixtures, never on the band's own data, which the band changes.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { readData, type RawData } from '../../src/data/readData';
import { band } from '../fixtures/data/band';
import { gigs } from '../fixtures/data/gigs';
import { songs } from '../fixtures/data/songs';
import { guidePages, guideSection, headingIds, headings, links } from '../setup/guide';
import { captures, must } from '../setup/must';

/** The text of the guide's section `heading`, on whichever page it is, up to the next heading. */
const section = (heading: string) => guideSection(heading).text;

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

const copied = suite('the guide, copied');

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

const named = suite('the guide, named and linked');

const root = new URL('../../', import.meta.url).pathname;
const files = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
/** Each page of the guide by its file, with its headings. */
const pages = new Map(guidePages().map(({ file, text }) => [file, new Set(headings(text))]));

named('every section the code sends the band to (docs/band.md, "…" or docs/band/<page>.md, „…“) is a heading of that page', () => {
  const sent = [...files('src'), '.github/workflows/publish.yml'].flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(/(docs\/band(?:\/[\w-]+)?\.md), (?:Abschnitt )?["„]([^"“]+)["“]/g)].map(
      ([, page, name]) => [file, page!, name!] as const,
    ),
  );
  assert.ok(sent.length > 3, `found ${sent.length}`);
  for (const [file, page, name] of sent) {
    assert.ok(pages.has(page), `${file} names ${page}, which is no page of the guide`);
    assert.ok(pages.get(page)?.has(name), `${file} names „${name}“, which ${page} has no heading of`);
  }
});

named('every link of the guide to a file of the repository finds it, and every #section its heading', () => {
  let checked = 0;
  for (const { file, text } of guidePages())
    for (const href of links(text).filter((href) => !/^https?:\/\//.test(href))) {
      const [target = '', anchor] = href.split('#', 2);
      const to = target ? posix.join(posix.dirname(file), target) : file;
      assert.ok(existsSync(join(root, to)), `${file} links ${href}: there is no ${to}`);
      if (anchor !== undefined) {
        assert.ok(to.endsWith('.md'), `${file} links ${href}: a section of a file that is no page`);
        assert.ok(
          headingIds(readFileSync(join(root, to), 'utf8')).has(decodeURIComponent(anchor)),
          `${file} links ${href}: ${to} has no such heading`,
        );
      }
      checked++;
    }
  assert.ok(checked > 50, `checked ${checked} links`);
});

named('the start page stays a start page: at most 200 lines, and it links every task page', () => {
  const [start, ...tasks] = guidePages();
  assert.ok(must(start, 'docs/band.md').text.split('\n').length <= 201, 'docs/band.md is longer than 200 lines');
  const linked = new Set(links(start!.text).map((href) => href.split('#')[0]));
  for (const { file } of tasks) assert.ok(linked.has(file.slice('docs/'.length)), `docs/band.md links no ${file}`);
});

named.run();
