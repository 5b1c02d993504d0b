// "Teilen" and "kopieren" (src/domain/sharing.ts) with fake browsers: what each step answers,
// never a throw, whatever the browser does.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyText, shareSheet } from '../../src/domain/sharing';

const DATA = { title: 'Upgrade live am 14.07.2027: Kulturbahnhof, Kassel', url: 'https://upgrade-band.example/auftritte/x.html' };
const named = (name: string) => Object.assign(new Error(name), { name });
type Share = Navigator['share'];
type Clipboard = Navigator['clipboard'];

const share = suite('shareSheet');

const SHEETS: [what: string, share: Share, shown: boolean][] = [
  ['shared', async () => undefined, true],
  ['closed by the visitor (AbortError): nothing else is wanted', () => Promise.reject(named('AbortError')), true],
  ['refused, a frame without the permission (NotAllowedError)', () => Promise.reject(named('NotAllowedError')), false],
  ['no share sheet at all (the call throws at once)', undefined as unknown as Share, false],
];
for (const [what, sheet, shown] of SHEETS) {
  share(`${what}: ${shown}`, async () => {
    assert.is(await shareSheet({ share: sheet }, DATA), shown);
  });
}

share('hands the sheet the title and the address as given', async () => {
  const seen: ShareData[] = [];
  await shareSheet({ share: async (data) => void seen.push(data ?? {}) }, DATA);
  assert.equal(seen, [DATA]);
});

share.run();

const copy = suite('copyText');

const CLIPBOARDS: [what: string, clipboard: Clipboard, copied: boolean][] = [
  ['taken', { writeText: async () => undefined } as unknown as Clipboard, true],
  ['refused', { writeText: () => Promise.reject(named('NotAllowedError')) } as unknown as Clipboard, false],
  ['no clipboard (an http page)', undefined as unknown as Clipboard, false],
];
for (const [what, clipboard, copied] of CLIPBOARDS) {
  copy(`${what}: ${copied}`, async () => {
    assert.is(await copyText({ clipboard }, DATA.url), copied);
  });
}

copy.run();
