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

/**
 * RGBA pixels of a PNG (8-bit RGB or RGBA, not interlaced: what Chromium writes). A test decodes
 * every frame of a recording (some hundreds of 1280 × 900 frames a file), so the rows are unfiltered
 * in typed arrays, the filter chosen once per row, without an allocation per byte.
 */
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
      channels = { 2: 3, 6: 4 }[chunk[9] ?? -1] ?? 0;
      if (chunk[8] !== 8 || !channels || chunk[12] !== 0) throw new Error('unexpected PNG format');
    }
    if (type === 'IDAT') idat.push(chunk);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  if (raw.length < height * (stride + 1)) throw new Error(`PNG too short: ${raw.length} bytes for ${height} rows of ${stride + 1}`);
  const out = new Uint8Array(width * height * 4);
  let previous = new Uint8Array(stride);
  let row = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const start = y * (stride + 1) + 1;
    const filter = raw[start - 1];
    // Each filter adds the byte to its left (a), above (b) or above-left (c), by its rule.
    const left = (x: number) => (x >= channels ? row[x - channels]! : 0);
    if (filter === 0) for (let x = 0; x < stride; x++) row[x] = raw[start + x]!;
    else if (filter === 1) for (let x = 0; x < stride; x++) row[x] = (raw[start + x]! + left(x)) & 255;
    else if (filter === 2) for (let x = 0; x < stride; x++) row[x] = (raw[start + x]! + previous[x]!) & 255;
    else if (filter === 3) for (let x = 0; x < stride; x++) row[x] = (raw[start + x]! + ((left(x) + previous[x]!) >> 1)) & 255;
    else if (filter === 4)
      for (let x = 0; x < stride; x++) {
        const a = left(x);
        const b = previous[x]!;
        const c = x >= channels ? previous[x - channels]! : 0;
        const pa = Math.abs(b - c);
        const pb = Math.abs(a - c);
        const pc = Math.abs(a + b - 2 * c);
        row[x] = (raw[start + x]! + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)) & 255;
      }
    else throw new Error(`unexpected PNG filter ${filter}`);
    for (let x = 0, o = y * width * 4; x < width; x++, o += 4) {
      const i = x * channels;
      out[o] = row[i]!;
      out[o + 1] = row[i + 1]!;
      out[o + 2] = row[i + 2]!;
      out[o + 3] = channels === 4 ? row[i + 3]! : 255;
    }
    [previous, row] = [row, previous];
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
export function contentful({ data }: Pixels): boolean {
  for (let i = 4; i < data.length; i++) if (data[i] !== data[i & 3]) return true;
  return false;
}

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
