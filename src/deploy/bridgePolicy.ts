/**
 * The bridge between two builds' .htaccess (issue 36): the policy switches in two steps.
 *
 * The .htaccess holds, in each page's Content-Security-Policy, the hashes of index.html's inline
 * stylesheet and route script (src/static/hosting.ts). A deploy cannot replace it and index.html at
 * the same instant: whichever goes up first, for a while (and for good, where the line drops in
 * between) one page is served under the other build's policy, and its inline parts are blocked: the
 * page renders unstyled. So the engine first uploads this bridge, the next .htaccess with every hash
 * the server's current one allows added where it belongs, so both the old pages and the new ones are
 * allowed; then the other files, index.html last; then the next .htaccess itself, exactly.
 *
 * Only hash sources are ever added, each the hash of an inline part the band's own build wrote, and
 * only for the seconds (or, after a cut, the hours) until the switch: never 'unsafe-inline' or a host.
 *
 * dist/_headers needs no bridge: Netlify and Cloudflare Pages publish a deploy atomically, its headers
 * and its files switch together, and deploy never uploads to them.
 */

/** A policy header as hosting.ts writes it (`Header always set Content-Security-Policy "…"`): the value between the quotes. */
const POLICY_LINE = /^(\s*Header\s+(?:always\s+)?(?:set|add|append|merge)\s+Content-Security-Policy\s+")((?:[^"\\]|\\.)*)(".*)$/i;

/** A hash source ('sha256-…'): it allows one inline part and nothing else. */
const HASH_SOURCE = /^'sha(?:256|384|512)-[A-Za-z0-9+/_-]+={0,2}'$/;

/**
 * The first line of every .htaccess the build writes. A file without it is the host's own (or one a
 * person wrote): its hashes, if any, are not the band's inline parts, and it gets no bridge.
 */
const OURS = /^# Written by `npm run build`/;

/** Sections that only say whether the host has a module or a version: they never choose files, so they are not part of a policy's place. */
const CONDITIONS = new Set(['ifmodule', 'ifversion', 'ifdefine']);

interface Policy {
  /** The index of its line in the file. */
  line: number;
  /** The line around the value, and the value: `${before}${value}${after}`. */
  before: string;
  value: string;
  after: string;
  /** Where it stands: its sections' opening lines, outermost first, conditions left out ('<FilesMatch "^(index\.html)$">'). */
  place: string;
  /** Its directives by name ('style-src') → their sources, in order. */
  directives: Map<string, string[]>;
}

/** A directive's name ('style-src') and its sources. */
const parse = (directive: string): [string, string[]] => {
  const [name = '', ...sources] = directive.trim().split(/\s+/);
  return [name.toLowerCase(), sources];
};

/** Every Content-Security-Policy header of an .htaccess, with its place. */
function policiesOf(lines: readonly string[]): Policy[] {
  const sections: string[] = [];
  const policies: Policy[] = [];
  lines.forEach((raw, line) => {
    const text = raw.trim();
    const close = /^<\/(\w+)\s*>$/.exec(text);
    const [, name] = /^<(\w+)[\s>]/.exec(text) ?? [];
    if (close) sections.pop();
    else if (name) sections.push(CONDITIONS.has(name.toLowerCase()) ? '' : text);
    const [, before = '', value = '', after = ''] = POLICY_LINE.exec(raw) ?? [];
    if (value)
      policies.push({
        line,
        before,
        value,
        after,
        place: sections.filter(Boolean).join('\n'),
        directives: new Map(value.split(';').map(parse)),
      });
  });
  return policies;
}

/**
 * The directive of `policy` that governs what `directive` governed in the other file: the same one,
 * or default-src where the policy leaves it out; none where nothing restricts those parts at all.
 */
const governing = (policy: Policy, directive: string) =>
  policy.directives.has(directive) ? directive : policy.directives.has('default-src') ? 'default-src' : undefined;

/**
 * The bridge from the .htaccess now on the server (`current`) to the build's (`next`): `next` with
 * every hash source of `current`'s policies added to the same directive of the policy in the same
 * place (its <FilesMatch> block). A block that is new in `next` (or renamed) gets the hashes of every
 * policy of `current` for that directive: which old page it serves cannot be told, and all of them
 * are the band's own. Everything else stays byte for byte.
 *
 * Undefined where no bridge is needed: no file on the server, one that is not the build's, or one
 * whose every hash `next` already allows where it matters.
 */
export function bridgeHtaccess(next: string, current: string | undefined): string | undefined {
  if (current === undefined || !OURS.test(current)) return undefined;
  const old = policiesOf(current.split(/\r?\n/));
  const lines = next.split('\n');
  let changed = false;
  for (const policy of policiesOf(lines)) {
    const same = old.filter((o) => o.place === policy.place);
    const added = new Map<string, string[]>();
    for (const from of same.length ? same : old) {
      for (const [directive, sources] of from.directives) {
        const to = governing(policy, directive);
        if (!to) continue;
        const there = policy.directives.get(to) ?? [];
        const adding = added.get(to) ?? [];
        for (const source of sources)
          if (HASH_SOURCE.test(source) && !there.includes(source) && !adding.includes(source)) adding.push(source);
        added.set(to, adding);
      }
    }
    if (![...added.values()].some((a) => a.length)) continue;
    // Each directive keeps its text and the spaces around it: the hashes go at its end.
    const parts = policy.value.split(';').map((part) => {
      const adding = added.get(parse(part)[0]);
      return adding?.length ? part.replace(/\s*$/, (space) => `${adding.map((s) => ` ${s}`).join('')}${space}`) : part;
    });
    lines[policy.line] = `${policy.before}${parts.join(';')}${policy.after}`;
    changed = true;
  }
  return changed ? lines.join('\n') : undefined;
}
