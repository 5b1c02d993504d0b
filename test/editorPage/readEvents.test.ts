// The editor's streamed answers read line by line, however the bytes are cut into chunks.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readEvents } from '../../src/editorPage/readEvents';

/** A stream of these chunks, as fetch's body gives them. */
const streamOf = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

const CASES: [name: string, chunks: string[], events: unknown[]][] = [
  ['one event a chunk', ['{"a":1}\n', '{"b":2}\n'], [{ a: 1 }, { b: 2 }]],
  ['an event cut across chunks', ['{"text":"hal', 'lo"}\n{"n":', '3}\n'], [{ text: 'hallo' }, { n: 3 }]],
  ['the last line without its newline', ['{"a":1}\n{"b":2}'], [{ a: 1 }, { b: 2 }]],
  ['blank lines are no events', ['\n{"a":1}\n\n  \n', '{"b":2}\n\n'], [{ a: 1 }, { b: 2 }]],
  ['nothing at all', [], []],
  ['a word cut across three chunks', ['{"t":"Gr', 'ü', 'ße"}\n'], [{ t: 'Grüße' }]],
];

for (const [name, chunks, events] of CASES) {
  test(name, async () => {
    const seen: unknown[] = [];
    await readEvents(streamOf(chunks), (event) => seen.push(event));
    assert.equal(seen, events);
  });
}

test('a multi-byte character split between two chunks', async () => {
  const bytes = new TextEncoder().encode('{"t":"ü"}\n');
  const cut = bytes.indexOf(0xc3) + 1;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, cut));
      controller.enqueue(bytes.slice(cut));
      controller.close();
    },
  });
  const seen: unknown[] = [];
  await readEvents(stream, (event) => seen.push(event));
  assert.equal(seen, [{ t: 'ü' }]);
});

test('a line that is no JSON throws', async () => {
  try {
    await readEvents(streamOf(['{"a":1}\n', 'kaputt\n']), () => {});
    assert.unreachable('no error');
  } catch (error) {
    assert.instance(error, SyntaxError);
  }
});

test.run();
