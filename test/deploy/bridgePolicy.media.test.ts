// The bridge .htaccess (src/deploy/bridgePolicy.ts) when the band adds or drops its videos (issue 38): the
// players' frame sources are the next build's alone, the bridge only adds the earlier build's hashes, and
// check-site reads such a bridge as a deploy under way, not as a wrong policy.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bridgeHtaccess } from '../../src/deploy/bridgePolicy';
import { bridged } from '../../src/deploy/checkSite';
import { hostingRules, htaccess, inlineHash } from '../../src/static/hosting';
import { captures, must } from '../setup/must';

const WIDGET = inlineHash('.band{}');
const build = (n: number, frames: string[]) =>
  htaccess(hostingRules(WIDGET, { style: inlineHash(`body{order:${n}}`), scripts: [inlineHash(`route(${n})`)] }, frames));
const policies = (text: string) => captures(text, /Content-Security-Policy "([^"]*)"/g);

const YOUTUBE = 'https://www.youtube-nocookie.com';
const VIMEO = 'https://player.vimeo.com';

const tests = suite('bridgeHtaccess and the players’ frame sources');

for (const [what, before, after] of [
  ['videos added', [], [YOUTUBE]],
  ['videos dropped', [YOUTUBE, VIMEO], []],
  ['a provider changed', [VIMEO], [YOUTUBE]],
] as [string, string[], string[]][]) {
  tests(`${what}: the bridge has the next build's frame sources exactly, and only hashes more`, () => {
    const next = build(2, after);
    const bridge = must(bridgeHtaccess(next, build(1, before)), 'a bridge');
    const [nextPolicies, bridgePolicies] = [policies(next), policies(bridge)];
    assert.is(bridgePolicies.length, nextPolicies.length);
    nextPolicies.forEach((policy, i) => {
      const got = must(bridgePolicies[i], `policy ${i}`);
      assert.is(/frame-src ([^;]*)/.exec(got)?.[1], /frame-src ([^;]*)/.exec(policy)?.[1], got);
      assert.ok(bridged(got, policy), `check-site reads it as a deploy under way: ${got}`);
    });
    for (const origin of before.filter((o) => !after.includes(o))) assert.not.ok(bridge.includes(origin), origin);
  });
}

tests.run();
