// Frames as the screen shows them, for the tests and the bench that compare what a page paints:
// PNGs decoded to pixels (Chromium's screenshots and screencast frames), compared pixel by pixel.
import { inflateSync } from 'node:zlib';
import type { CDPSession } from 'playwright-core';

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, row by row. */
  data: Uint8Array;
}

/** The byte at `i`; one past the end is a broken PNG. */
function byte(bytes: Uint8Array, i: number): number {
  const value = bytes[i];
  if (value === undefined) throw new Error(`PNG too short: no byte ${i}`);
  return value;
}

/** RGBA pixels of a PNG (8-bit RGB or RGBA, not interlaced: what Chromium writes). */
export function pixels(png: Buffer): Pixels {
  let at = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const chunk = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = chunk.readUInt32BE(0);
      height = chunk.readUInt32BE(4);
      channels = { 2: 3, 6: 4 }[byte(chunk, 9)] ?? 0;
      if (chunk[8] !== 8 || !channels || chunk[12] !== 0) throw new Error('unexpected PNG format');
    }
    if (type === 'IDAT') idat.push(chunk);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = new Uint8Array(width * height * 4);
  let previous = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = byte(raw, y * (stride + 1));
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = new Uint8Array(stride);
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? byte(row, x - channels) : 0;
      const b = byte(previous, x);
      const c = x >= channels ? byte(previous, x - channels) : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predicted = [0, a, b, (a + b) >> 1, paeth][filter];
      if (predicted === undefined) throw new Error(`unexpected PNG filter ${filter}`);
      row[x] = (byte(line, x) + predicted) & 255;
    }
    for (let x = 0; x < width; x++) {
      for (let ch = 0; ch < 3; ch++) out[(y * width + x) * 4 + ch] = byte(row, x * channels + ch);
      out[(y * width + x) * 4 + 3] = channels === 4 ? byte(row, x * channels + 3) : 255;
    }
    previous = row;
  }
  return { width, height, data: out };
}

/** How many pixels differ between two frames of the same size. */
export function differing(a: Pixels, b: Pixels): number {
  if (a.width !== b.width || a.height !== b.height) return Infinity;
  let count = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2]) count++;
  }
  return count;
}

/** A frame with anything on it but the background (the first pixel's colour). */
export const contentful = ({ data }: Pixels) => data.some((v, i) => v !== data[i % 4]);

/** Slow 4G as the bench uses it: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export async function slow4g(cdp: CDPSession) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  });
}

/** Records every frame Chromium paints (its screencast, as PNGs) until `stop()`. */
export async function recordFrames(cdp: CDPSession): Promise<{ frames: Buffer[]; stop(): Promise<void> }> {
  const frames: Buffer[] = [];
  cdp.on('Page.screencastFrame', ({ data, sessionId }) => {
    frames.push(Buffer.from(data, 'base64'));
    void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
  });
  await cdp.send('Page.startScreencast', { format: 'png' });
  return { frames, stop: () => cdp.send('Page.stopScreencast').then(() => {}) };
}
