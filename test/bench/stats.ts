// The benches' summaries of their samples (bench.ts, photoPaint.ts, scriptTime.ts).

/** The median; NaN for no samples, printed as such. */
export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (i: number) => s[i] ?? NaN;
  return s.length % 2 ? at((s.length - 1) / 2) : (at(s.length / 2 - 1) + at(s.length / 2)) / 2;
};

/** The interquartile range as `p25–p75`, with `digits` decimals. */
export const quartiles = (xs: readonly number[], digits = 1): string => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
  return `${at(0.25).toFixed(digits)}–${at(0.75).toFixed(digits)}`;
};
