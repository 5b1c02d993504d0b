// The bridge .htaccess (src/deploy/bridgePolicy.ts), as tables: which hashes each policy of the bridge
// gains over the build's .htaccess, written by the build's own generator (src/static/hosting.ts) for
// two builds; and for every bridge, that it is the build's file but for those hashes, with none twice.
// test/deploy/styled.servers.test.ts runs a deploy with it against Apache and Chromium.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bridgeHtaccess } from '../../src/deploy/bridgePolicy';
import { hostingRules, htaccess, inlineHash, type HostingRule } from '../../src/static/hosting';
import { capture } from '../setup/must';

/** The hashes of two builds' inline parts: the widget's stylesheet, the band's page's stylesheet and route script. */
const W1 = inlineHash('.band{color:#f3f3f3}');
const W2 = inlineHash('.band{color:#ffffff}');
const S1 = inlineHash('html,body{background:#141414}');
const S2 = inlineHash('html,body{background:#202020}');
const S3 = inlineHash('html,body{background:#2a2a2a}');
const X1 = inlineHash('route(1)');
const X2 = inlineHash('route(2)');

const INDEX = String.raw`^(index\.html)$`;
const START = String.raw`^(start\.html)$`;
/** The blocks whose policy carries the widget's hash alone: every page but the band's. */
const WIDGET_ONLY = [
  String.raw`^(konfigurator\.html)$`,
  String.raw`^(gigs\.html)$`,
  String.raw`^(\d{4}(-\d\d-\d\d-[a-z0-9-]*)?\.html)$`,
  String.raw`^(songs\.html)$`,
];

/** The build's .htaccess for these hashes; `change` alters its rules first (a renamed page, one left out). */
const built = (widget: string, style: string, script: string, change = (rules: HostingRule[]) => rules) =>
  htaccess(change(hostingRules(widget, { style, scripts: [script] })));

const renamed = (rules: HostingRule[]) =>
  rules.map((rule) => (rule.files[0] === 'index.html' ? { ...rule, files: ['start.html'], names: String.raw`start\.html` } : rule));
const withoutIndex = (rules: HostingRule[]) => rules.filter((rule) => rule.files[0] !== 'index.html');

/** The policy line of the band's page. */
const INDEX_POLICY =
  /(<FilesMatch "\^\(index\\\.html\)\$">\n[^<]*<IfModule mod_headers\.c>\n[^\n]*\n\s*Header always set Content-Security-Policy "[^"]*)/;

/** A host's own file, as WordPress writes it: no policy. */
const WORDPRESS = `# BEGIN WordPress
<IfModule mod_rewrite.c>
RewriteEngine On
RewriteBase /
RewriteRule ^index\\.php$ - [L]
RewriteCond %{REQUEST_FILENAME} !-f
RewriteRule . /index.php [L]
</IfModule>
# END WordPress
`;

/** A host's own file with a policy of its own, hashes and all: not the band's inline parts. */
const HOST_POLICY = `Header always set Content-Security-Policy "default-src 'self'; style-src 'self' '${S3}'"
`;

/** Every policy's hashes (its hash sources without their quotes): the <FilesMatch> pattern → directive → hashes, in order. */
function hashesIn(text: string): Record<string, Record<string, string[]>> {
  const found: Record<string, Record<string, string[]>> = {};
  let block = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('<FilesMatch ')) block = capture(line, /^<FilesMatch "(.*)">$/);
    const value = /Content-Security-Policy "(.*)"$/.exec(line)?.[1];
    if (!value) continue;
    for (const [name = '', ...sources] of value.split(';').map((d) => d.trim().split(/\s+/)))
      (found[block] ??= {})[name] = sources.filter((s) => s.startsWith("'sha")).map((s) => s.slice(1, -1));
  }
  return found;
}

/** What the bridge's policies allow beyond `next`'s: each block and directive whose hashes differ, with the bridge's hashes there. */
function gained(bridge: string, next: string): Record<string, Record<string, string[]>> {
  const [ours, theirs] = [hashesIn(bridge), hashesIn(next)];
  const more: Record<string, Record<string, string[]>> = {};
  for (const [block, directives] of Object.entries(ours))
    for (const [name, hashes] of Object.entries(directives))
      if (hashes.join() !== theirs[block]?.[name]?.join()) (more[block] ??= {})[name] = hashes;
  return more;
}

type Row = [what: string, next: string, current: string | undefined, gains: Record<string, Record<string, string[]>> | undefined];

const ROWS: Row[] = [
  ['no file on the server (a first deploy)', built(W1, S1, X1), undefined, undefined],
  ['the same file', built(W1, S1, X1), built(W1, S1, X1), undefined],
  [
    'a changed stylesheet: its old hash beside the new one, in the band page’s style-src',
    built(W1, S2, X1),
    built(W1, S1, X1),
    { [INDEX]: { 'style-src': [W1, S2, S1] } },
  ],
  [
    'a changed route script: the old hash beside the new, in script-src',
    built(W1, S1, X2),
    built(W1, S1, X1),
    { [INDEX]: { 'script-src': [X2, X1] } },
  ],
  [
    'a changed widget stylesheet: every page’s policy gets the old one',
    built(W2, S2, X1),
    built(W1, S1, X1),
    {
      [INDEX]: { 'style-src': [W2, S2, W1, S1] },
      ...Object.fromEntries(WIDGET_ONLY.map((block) => [block, { 'style-src': [W2, W1] }])),
    },
  ],
  [
    'a block new in the next file (the page renamed): every old hash of each directive',
    built(W1, S2, X2, renamed),
    built(W1, S1, X1),
    { [START]: { 'script-src': [X2, X1], 'style-src': [W1, S2, S1] } },
  ],
  [
    'a renamed page and a changed widget stylesheet: the old widget hash, in every old policy, is added once to each',
    built(W2, S2, X1, renamed),
    built(W1, S1, X1),
    {
      [START]: { 'style-src': [W2, S2, W1, S1] },
      ...Object.fromEntries(WIDGET_ONLY.map((block) => [block, { 'style-src': [W2, W1] }])),
    },
  ],
  [
    'a block only in the current file (the page gone): no policy of the next file needs its hashes',
    built(W1, S2, X1, withoutIndex),
    built(W1, S1, X1),
    undefined,
  ],
  [
    'a policy without style-src: the old hashes go where the browser looks then, default-src',
    built(W1, S2, X1).replace(INDEX_POLICY, (line) => line.replace(/ style-src [^;]*;/, '')),
    built(W1, S1, X1),
    { [INDEX]: { 'default-src': [W1, S1] } },
  ],
  [
    'the current file with Windows line ends (an FTP client in text mode)',
    built(W1, S2, X1),
    built(W1, S1, X1).replace(/\n/g, '\r\n'),
    { [INDEX]: { 'style-src': [W1, S2, S1] } },
  ],
  ['a host’s own file (WordPress), no policy: no bridge', built(W1, S2, X1), WORDPRESS, undefined],
  ['a host’s own file with a policy and hashes of its own: not the band’s, no bridge', built(W1, S2, X1), HOST_POLICY, undefined],
  [
    'the bridge of a bridge (a cut, then the stylesheet changed again): the hashes of all three builds',
    built(W1, S3, X1),
    bridgeHtaccess(built(W1, S2, X1), built(W1, S1, X1)),
    { [INDEX]: { 'style-src': [W1, S3, S2, S1] } },
  ],
];

const tests = suite('bridgeHtaccess');

for (const [what, next, current, gains] of ROWS) {
  tests(what, () => {
    const bridge = bridgeHtaccess(next, current);
    if (!gains) return assert.is(bridge, undefined);
    assert.ok(bridge, 'a bridge');
    assert.equal(gained(bridge, next), gains);
  });
}

tests('every bridge is the next file but for hash sources added at the ends of directives, each source once in its directive', () => {
  for (const [what, next, current] of ROWS) {
    const bridge = bridgeHtaccess(next, current);
    if (!bridge) continue;
    const [ours, theirs] = [bridge.split('\n'), next.split('\n')];
    assert.is(ours.length, theirs.length, what);
    ours.forEach((line, i) => {
      const own = theirs[i] ?? '';
      if (line === own) return;
      // The same directives in the same order, each the next file's followed by hashes alone.
      const [longer, shorter] = [line, own].map((l) => capture(l, /Content-Security-Policy "(.*)"$/).split(';'));
      assert.is(line.replace(/".*"/, ''), own.replace(/".*"/, ''), `${what}: only the policy's value changes`);
      assert.is(longer?.length, shorter?.length, what);
      longer?.forEach((directive, d) => {
        const base = shorter?.[d] ?? '';
        assert.ok(directive.trimEnd().startsWith(base.trimEnd()), `${what}: ${base} is kept as it was`);
        const added = directive.trimEnd().slice(base.trimEnd().length).trim().split(/\s+/).filter(Boolean);
        for (const source of added) assert.match(source, /^'sha256-[A-Za-z0-9+/]+={0,2}'$/, `${what}: only hash sources are added`);
        const sources = directive.trim().split(/\s+/);
        assert.equal(sources, [...new Set(sources)], `${what}: no source twice in ${directive}`);
      });
    });
  }
});

tests('a bridge needs no bridge from itself, nor from the file it bridges to; bridging again gives the same file', () => {
  for (const [what, next, current] of ROWS) {
    const bridge = bridgeHtaccess(next, current);
    if (!bridge) continue;
    assert.is(bridgeHtaccess(bridge, bridge), undefined, what);
    assert.is(bridgeHtaccess(bridge, next), undefined, what);
    // A run cut after the bridge, run again: the same bridge goes up, byte for byte.
    assert.is(bridgeHtaccess(next, bridge), bridge, what);
  }
});

tests.run();
