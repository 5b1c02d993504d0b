/**
 * The repository's sample details (src/data/band.ts as it ships): a site with them must not go
 * live by accident, since an Impressum with invented partners or a made-up address is a legal risk.
 *
 * One list: the samples are the shipped file's own values (src/data/bandSamples.ts, a snapshot of
 * band.ts at the commit it names; test/deploy/placeholders.test.ts holds the two together), never a
 * second list of patterns kept by hand. A value of band.ts still equal to its sample is refused,
 * named by its field, line and what belongs there. Fields whose shipped value may well be the band's
 * own (its name, its town, 7 days) say so in src/editor/bandFields.ts (`own`) and pass.
 */
import { BAND_SAMPLES, type SampleValues } from '../data/bandSamples';
import { LIST_FIELDS, SCALAR_FIELDS } from '../editor/bandFields';
import { readBandValues } from '../editor/readBandValues';

export interface Placeholder {
  /** The field's path in band.ts: `email`, `partners.2`, `lineup.0.name` (where band.ts is not literals: the field that ships the value). */
  path: string;
  /** 1-based line in band.ts. */
  line: number;
  value: string;
  /** What belongs there instead. */
  instead: string;
}

/** What the band puts in place of a sample, by field path (a list by its own path); any other: its real value. */
const INSTEAD: Record<string, string> = {
  'contact.firstName': 'the first name of the person who answers booking requests',
  'contact.lastName': 'the last name of the person who answers booking requests',
  lineup: 'the name of the member who plays this part',
  partners: "a partner's first and last name (the Impressum names every partner of the GbR)",
  'taxId.value': "the USt-IdNr. or Wirtschafts-Identifikationsnummer from the tax office's letter",
  'providers.webHost.name': 'the company that hosts the site (with a processing contract, Art. 28 GDPR)',
  'providers.mail.name': "the company that runs the band's e-mail (with a processing contract, Art. 28 GDPR)",
  'address.street': 'the street and number where the GbR receives post (Impressum)',
  email: 'the booking e-mail address the band reads',
  'phone.display': 'the booking phone number, as shown',
  'phone.dial': 'the booking phone number with +49, for dialling',
  instagram: "the band's Instagram profile, e.g. 'https://www.instagram.com/upgrade.kassel/'",
  siteUrl: "the site's real address, e.g. 'https://www.upgrade-band.de/'",
};

const insteadOf = (path: string) => INSTEAD[path] ?? INSTEAD[path.split('.')[0] ?? ''] ?? 'the real value';

/**
 * Every value band.ts's literals say, by path (`email`, `lineup.1.part`, `partners.0`): what the
 * snapshot of the shipped samples is made of. Throws where the file cannot be read as literals.
 */
export function samplesOf(text: string): SampleValues {
  const { values, places } = readBandValues(text);
  const samples: Record<string, string | number> = {};
  for (const path of Object.keys(places).sort()) {
    const value = valueOf(values, path);
    if (typeof value === 'string' || typeof value === 'number') samples[path] = value;
  }
  return samples;
}

/** Every sample detail in the text of band.ts, in line order; `samples` the shipped ones unless a test gives its own. */
export function findPlaceholders(text: string, samples: SampleValues = BAND_SAMPLES.values): Placeholder[] {
  let read: ReturnType<typeof readBandValues>;
  try {
    read = readBandValues(text);
  } catch {
    return quotedSamples(text, samples); // a band.ts the editor cannot read field by field
  }
  const { values, places, unreadable } = read;
  const found: Placeholder[] = [];
  const add = (path: string, value: unknown) => {
    const place = places[path];
    if (place && !unreadable.includes(path)) found.push({ path, line: place.line, value: String(value), instead: insteadOf(path) });
  };
  for (const field of SCALAR_FIELDS) {
    const value = valueOf(values, field.path);
    if (!field.own && isSample(value, samples[field.path])) add(field.path, value);
  }
  for (const field of LIST_FIELDS) {
    const shipped = entriesOf(samples, field.path);
    (valueOf(values, field.path) as unknown[]).forEach((entry, index) => {
      // An entry is a sample when it equals a shipped entry whole, wherever it stands now ('Tim' on bass
      // is invented; a real Tim on keyboard is not); it is marked at the keys that are not the band's own.
      if (!shipped.some((sample) => JSON.stringify(sample) === JSON.stringify(entry) && !isEmpty(entry))) return;
      if (!field.parts) return add(`${field.path}.${index}`, entry);
      for (const part of field.parts)
        if (!part.own) add(`${field.path}.${index}.${part.key}`, (entry as Record<string, unknown>)[part.key]);
    });
  }
  return found.sort((a, b) => a.line - b.line);
}

/** A value is its sample when both are the same text or number and not empty ('' means "none", never invented). */
const isSample = (value: unknown, sample: string | number | undefined) => sample !== undefined && sample !== '' && value === sample;

const isEmpty = (entry: unknown) =>
  entry === '' || (typeof entry === 'object' && entry !== null && Object.values(entry).every((v) => v === ''));

/** The shipped entries of the list `list`, each as band.ts holds it: a text, or a record of its keys. */
function entriesOf(samples: SampleValues, list: string): unknown[] {
  const entries: unknown[] = [];
  for (const [path, value] of Object.entries(samples)) {
    const [head, index, key] = path.split('.');
    if (head !== list || index === undefined) continue;
    const at = Number(index);
    if (key === undefined) entries[at] = value;
    else entries[at] = { ...(entries[at] as object), [key]: value };
  }
  return entries.filter((entry) => entry !== undefined);
}

function valueOf(values: unknown, path: string): unknown {
  let value = values;
  for (const key of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

/** Where band.ts is not literals the editor reads: each sample text of a field not the band's own still quoted in it, by line. */
function quotedSamples(text: string, samples: SampleValues): Placeholder[] {
  const own = new Set([
    ...SCALAR_FIELDS.filter((field) => field.own).map((field) => field.path),
    ...LIST_FIELDS.flatMap((field) => (field.parts ?? []).filter((part) => part.own).map((part) => `${field.path}.${part.key}`)),
  ]);
  // Each sample text once, with the first field that ships it.
  const texts = new Map<string, string>();
  for (const [path, value] of Object.entries(samples)) {
    if (typeof value === 'string' && value !== '' && !own.has(path.replace(/\.\d+/, '')) && !texts.has(value)) texts.set(value, path);
  }
  const found: Placeholder[] = [];
  text.split('\n').forEach((line, index) => {
    if (/^\s*(\*|\/\*|\/\/)/.test(line)) return; // comments describe, they do not go live
    const quoted = [...texts].flatMap(([value, path]) =>
      ['"', "'", '`']
        .map((quote) => ({ value, path, at: line.indexOf(`${quote}${value}${quote}`) }))
        .filter(({ at }) => at >= 0)
        .slice(0, 1),
    );
    for (const { value, path } of quoted.sort((a, b) => a.at - b.at))
      found.push({ path, line: index + 1, value, instead: insteadOf(path) });
  });
  return found;
}

/** The placeholders as lines: `src/data/band.ts:93: 'booking@…' – put in … (email)`. */
export const describePlaceholders = (file: string, found: Placeholder[]) =>
  found.map((p) => `  ${file}:${p.line}: '${p.value}' – put in ${p.instead} (${p.path})`).join('\n');
