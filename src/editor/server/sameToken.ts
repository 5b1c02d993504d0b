import { timingSafeEqual } from 'node:crypto';

/**
 * Whether `given` is the token `own`, compared in constant time over the whole of both: the same
 * length first (a length is no secret: every token has the same), then every byte.
 */
export function sameToken(given: string, own: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(own);
  return a.length === b.length && timingSafeEqual(a, b);
}
