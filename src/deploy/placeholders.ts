/**
 * The repository's sample details (src/data/band.ts as it ships): a site with them must not go
 * live by accident, since an Impressum with fictional details is a legal risk. Found in the
 * file's text, so each is named by its line.
 */

export interface Placeholder {
  /** 1-based line in band.ts. */
  line: number;
  value: string;
  /** What belongs there instead. */
  instead: string;
}

/** The sample values and what the band puts there, by the field the line sets. */
const SAMPLES: { pattern: RegExp; instead: (line: string) => string }[] = [
  {
    // The reserved example domain (RFC 2606), in the site's address, e-mail and Instagram link.
    pattern: /['"`]([^'"`]*\.example\b[^'"`]*)['"`]/,
    instead: (line) =>
      /siteUrl/.test(line)
        ? "the site's real address, e.g. 'https://www.upgrade-band.de/'"
        : /email/.test(line)
          ? 'the booking e-mail address the band reads'
          : /instagram/.test(line)
            ? "the band's Instagram profile, e.g. 'https://www.instagram.com/upgrade.kassel/'"
            : 'the real value (not the .example domain)',
  },
  { pattern: /['"`]([^'"`]*Musterstraße[^'"`]*)['"`]/, instead: () => 'the street and number where the GbR receives post (Impressum)' },
  {
    pattern: /['"`](DE0{9}[^'"`]*|[^'"`]*\b0{9,}[^'"`]*)['"`]/,
    instead: () => "the USt-IdNr. or Wirtschafts-Identifikationsnummer from the tax office's letter",
  },
  {
    pattern: /['"`]([^'"`]*(?:069 ?90009|\+496990009)[^'"`]*)['"`]/,
    instead: (line) =>
      /dial/.test(line) ? 'the booking phone number, once as shown and once with +49 for dialling' : 'the booking phone number',
  },
];

/** Every sample detail in the text of band.ts, in line order. */
export function findPlaceholders(text: string): Placeholder[] {
  const found: Placeholder[] = [];
  text.split('\n').forEach((line, index) => {
    const code = line;
    if (/^\s*(\*|\/\*|\/\/)/.test(code)) return; // comments describe, they do not go live
    for (const { pattern, instead } of SAMPLES) {
      const global = new RegExp(pattern.source, 'g');
      for (const [, value = ''] of code.matchAll(global)) found.push({ line: index + 1, value, instead: instead(code) });
    }
  });
  return found;
}

/** The placeholders as lines: 'src/data/band.ts:93: 'booking@…' – put in …'. */
export const describePlaceholders = (file: string, found: Placeholder[]) =>
  found.map((p) => `  ${file}:${p.line}: '${p.value}' – put in ${p.instead}`).join('\n');
