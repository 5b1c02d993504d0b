// The band details as the build reads them from the file the band edits: each
// mistake named with the file, the line and the key (src/build/loadData.ts, as
// `npm run build` and `npm run build -- --check` use it).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { relative } from 'node:path';
import { loadData } from '../../src/build/loadData';
import { ROOT } from '../../src/build/paths';
import { copyRepo } from '../setup/repoCopy';

/** The build's reading of the fixture data with band.ts changed: its message, '' when it passes. */
async function check(change: (source: string) => string): Promise<{ message: string; lineOf: (needle: string) => number }> {
  const copy = await copyRepo(['band.ts', 'gigs.ts', 'songs.ts'], { prefix: 'band-data-', from: 'test/fixtures/data' });
  try {
    const source = change((await copy.read('band.ts')).toString('utf8'));
    await copy.write('band.ts', source);
    const lineOf = (needle: string) => source.split('\n').findIndex((line) => line.includes(needle)) + 1;
    try {
      await loadData(relative(ROOT, copy.dir));
      return { message: '', lineOf };
    } catch (error) {
      return { message: (error as Error).message, lineOf };
    }
  } finally {
    await copy.remove();
  }
}

const file = suite('band.ts as the build reads it');

file('the fixture band passes', async () => {
  assert.is((await check((source) => source)).message, '');
});

file('every mistake with file, line and key, none dropped', async () => {
  const { message, lineOf } = await check((source) =>
    source
      .replace("slogan: 'Upgrade your Event',", "slogan: '   ',\n  webseite: 'https://upgrade-kassel.de/',")
      .replace("role: 'Gitarre und Booking'", "rolle: 'Gitarre und Booking'")
      .replace("{ name: 'Lea', part: 'Keyboard' },", "{\n      name: 'Lea',\n      part: '',\n    },")
      .replace(
        "mail: { name: 'Beispiel-Mail GmbH', servers: 'in Deutschland' },",
        "mail: { name: 'Beispiel-Mail GmbH', server: 'in Deutschland' },",
      )
      .replace(/partners: \[[^\]]*\],/, 'partners: [],'),
  );
  const expected = [
    [lineOf('webseite:'), "unknown key 'webseite' (did you mean 'siteUrl'?)"],
    [lineOf('slogan:'), 'slogan is empty'],
    [lineOf('rolle:'), "contact: unknown key 'rolle' (did you mean 'role'?)"],
    [lineOf('contact:'), 'contact.role is missing'],
    [lineOf("part: '',"), 'lineup entry 3: part is empty'],
    [lineOf('partners:'), 'partners is empty: the Impressum names every partner'],
    [lineOf('server:'), "providers.mail: unknown key 'server' (did you mean 'servers'?)"],
    [lineOf('server:'), 'providers.mail.servers is missing'],
  ] as const;
  const lines = message.split('\n').filter((line) => line.startsWith('  '));
  assert.is(lines.length, expected.length, message);
  for (const [line, text] of expected) {
    assert.ok(line > 0);
    assert.ok(
      lines.some((found) => new RegExp(`band-data-\\w+/band\\.ts:${line}: `).test(found) && found.includes(text)),
      `band.ts:${line}: ${text}\nin\n${message}`,
    );
  }
  assert.match(message, /^8 problems in the band data; nothing was written:/);
});

file('a one-member lineup and a single partner pass', async () => {
  const { message } = await check((source) =>
    source
      .replace(/lineup: \[[^\]]*\],/, "lineup: [{ name: 'Miriam', part: 'Gesang' }],")
      .replace(/partners: \[[^\]]*\],/, "partners: ['Miriam Muster'],"),
  );
  assert.is(message, '');
});

file.run();
