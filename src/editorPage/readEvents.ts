/** A streamed answer of the editor's server (application/x-ndjson): one JSON object per line. */

/** The stream's events, one JSON object per line, to `onEvent` as they come; blank lines are none. */
export async function readEvents<Event>(body: ReadableStream<Uint8Array>, onEvent: (event: Event) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  for (;;) {
    const { done, value } = await reader.read();
    rest += decoder.decode(value, { stream: !done });
    const lines = rest.split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) onEvent(JSON.parse(line) as Event);
    if (done) break;
  }
  if (rest.trim()) onEvent(JSON.parse(rest) as Event);
}
