/**
 * The fields of the editor's part Band (issue 37): every value of src/data/band.ts the band fills in,
 * grouped as the band thinks of them, each with its label and its hint in the band's words (taken
 * from docs/band/angaben.md, „Ihre Angaben und die Domain“, and band.ts's comments). One place for these
 * texts: the form shows them, the commit message names the changed fields by their `short` name.
 * Pure, no Node: the page imports it too.
 */
import type { BandValues } from './bandValues';

/** A value of band.ts that is one text or number, by its path: `email`, `phone.dial`, `providers.mail.name`. */
export type BandScalarPath =
  | 'name'
  | 'slogan'
  | 'town'
  | 'contact.firstName'
  | 'contact.lastName'
  | 'contact.role'
  | 'company'
  | 'legalForm'
  | 'taxId.label'
  | 'taxId.value'
  | 'providers.webHost.name'
  | 'providers.webHost.servers'
  | 'providers.mail.name'
  | 'providers.mail.servers'
  | 'logDays'
  | 'privacyDate'
  | 'address.street'
  | 'address.postalCode'
  | 'address.town'
  | 'email'
  | 'phone.display'
  | 'phone.dial'
  | 'instagram'
  | 'portrait'
  | 'photoCredit'
  | 'siteUrl';

/** The lists of band.ts. */
export type BandListPath = 'lineup' | 'partners';

/** What an input of a field is: the browser's keyboard and checks follow it (the build's check decides). */
export type BandFieldKind = 'text' | 'number' | 'url' | 'email' | 'tel';

/** One text or number of band.ts. */
export interface BandField {
  kind: BandFieldKind;
  path: BandScalarPath;
  /** The label, in words a band member knows. */
  label: string;
  /** What goes in, from docs/band.md. */
  hint: string;
  /** The field in a commit message: `Banddaten geändert: E-Mail, Telefon`. */
  short: string;
  /** May stay empty (the build reads '' as "none"). */
  optional?: boolean;
  /** The browser's autofill hint, where one fits. */
  autoComplete?: string;
  /**
   * The shipped value may well be the band's own (its name, its town, a common choice such as 7 days):
   * equal to the shipped sample, it is not refused (src/deploy/placeholders.ts). Every other field is.
   */
  own?: true;
}

/** A list of band.ts: the line-up (name and instrument) or the GbR's partners (one name each). */
export interface BandListField {
  kind: 'list';
  path: BandListPath;
  label: string;
  hint: string;
  short: string;
  /** The button that adds an entry. */
  add: string;
  /** One entry, numbered: `Mitglied 2`, `Gesellschafter 3`. */
  item: string;
  /** For a list of records, the entry's fields (labels); for a list of texts, none. */
  parts?: { key: 'name' | 'part'; label: string; own?: true }[];
}

export type AnyBandField = BandField | BandListField;

/** A group of fields, shown as a fieldset with its legend. */
export interface BandGroup {
  legend: string;
  fields: AnyBandField[];
}

/** The part's groups, in the order the form shows them. */
export const BAND_GROUPS: BandGroup[] = [
  {
    legend: 'Die Band',
    fields: [
      { kind: 'text', path: 'name', label: 'Bandname', hint: 'So heißt die Band auf der ganzen Seite.', short: 'Bandname', own: true },
      {
        kind: 'text',
        path: 'slogan',
        label: 'Slogan',
        hint: 'Der kurze Satz zum Namen, z. B. „Upgrade your Event“.',
        short: 'Slogan',
        own: true,
      },
      {
        kind: 'text',
        path: 'town',
        label: 'Heimatstadt',
        hint: 'Wo die Band zu Hause ist, z. B. „Kassel“.',
        short: 'Heimatstadt',
        own: true,
      },
    ],
  },
  {
    legend: 'Besetzung',
    fields: [
      {
        kind: 'list',
        path: 'lineup',
        label: 'Besetzung',
        hint: 'Wer was spielt – so stellt die Startseite die Band vor. Mindestens ein Mitglied.',
        short: 'Besetzung',
        add: 'Mitglied hinzufügen',
        item: 'Mitglied',
        parts: [
          { key: 'name', label: 'Name' },
          { key: 'part', label: 'Instrument oder Gesang', own: true },
        ],
      },
    ],
  },
  {
    legend: 'Kontakt',
    fields: [
      {
        kind: 'text',
        path: 'contact.firstName',
        label: 'Vorname der Ansprechperson',
        hint: 'Wer Buchungsanfragen beantwortet; steht auch im Impressum.',
        short: 'Ansprechperson',
        autoComplete: 'given-name',
      },
      {
        kind: 'text',
        path: 'contact.lastName',
        label: 'Nachname der Ansprechperson',
        hint: 'Mit Vor- und Nachnamen nennt das Impressum die verantwortliche Person.',
        short: 'Ansprechperson',
        autoComplete: 'family-name',
      },
      {
        kind: 'text',
        path: 'contact.role',
        label: 'Aufgabe in der Band',
        hint: 'Was die Ansprechperson in der Band macht, z. B. „Gitarre und Booking“.',
        short: 'Aufgabe der Ansprechperson',
        own: true,
      },
      {
        kind: 'email',
        path: 'email',
        label: 'E-Mail-Adresse',
        hint: 'Die Adresse für Buchungen, die jemand liest, z. B. kontakt@upgrade-kassel.de.',
        short: 'E-Mail',
        autoComplete: 'email',
      },
      {
        kind: 'tel',
        path: 'phone.display',
        label: 'Telefon (wie angezeigt)',
        hint: 'Die Nummer für Buchungen, so wie sie auf der Seite stehen soll, z. B. „0561 7654321“.',
        short: 'Telefon',
        autoComplete: 'tel-national',
      },
      {
        kind: 'tel',
        path: 'phone.dial',
        label: 'Telefon (zum Wählen)',
        hint: 'Dieselbe Nummer in internationaler Form, mit +49 und ohne Leerzeichen, z. B. „+495617654321“.',
        short: 'Telefon',
        autoComplete: 'tel',
      },
      {
        kind: 'url',
        path: 'instagram',
        label: 'Instagram-Profil',
        hint: 'Die Adresse des Profils mit https://, z. B. https://www.instagram.com/upgrade.kassel/.',
        short: 'Instagram',
      },
    ],
  },
  {
    legend: 'Impressum',
    fields: [
      {
        kind: 'text',
        path: 'company',
        label: 'Name der GbR',
        hint: 'Der Anbieter der Seite im Impressum, z. B. „Upgrade GbR“. Eine eingetragene GbR ist eine „eGbR“ mit Registereintrag – dafür braucht band.ts eine Zeile mehr.',
        short: 'Name der GbR',
        own: true,
      },
      {
        kind: 'text',
        path: 'legalForm',
        label: 'Rechtsform',
        hint: 'Für das Impressum, z. B. „Gesellschaft bürgerlichen Rechts (GbR)“.',
        short: 'Rechtsform',
        own: true,
      },
      {
        kind: 'list',
        path: 'partners',
        label: 'Gesellschafter',
        hint: 'Alle Gesellschafter der GbR mit Vor- und Nachnamen: seit 2024 vertreten sie die GbR gemeinsam (§ 720 BGB), darum nennt das Impressum alle.',
        short: 'Gesellschafter',
        add: 'Gesellschafter hinzufügen',
        item: 'Gesellschafter',
      },
      {
        kind: 'text',
        path: 'address.street',
        label: 'Straße und Hausnummer',
        hint: 'Wo die GbR Post bekommt; steht im Impressum.',
        short: 'Anschrift',
        autoComplete: 'street-address',
      },
      {
        kind: 'text',
        path: 'address.postalCode',
        label: 'Postleitzahl',
        hint: 'Die Postleitzahl dieser Anschrift.',
        short: 'Anschrift',
        own: true,
        autoComplete: 'postal-code',
      },
      {
        kind: 'text',
        path: 'address.town',
        label: 'Stadt',
        hint: 'Der Ort dieser Anschrift.',
        short: 'Anschrift',
        own: true,
        autoComplete: 'address-level2',
      },
      {
        kind: 'text',
        path: 'taxId.label',
        label: 'Art der Steuernummer',
        hint: '„Umsatzsteuer-Identifikationsnummer“, wenn die GbR eine hat, sonst „Wirtschafts-Identifikationsnummer“ – passend zur Nummer darunter.',
        short: 'Steuernummer',
        own: true,
      },
      {
        kind: 'text',
        path: 'taxId.value',
        label: 'Steuernummer',
        hint: 'Die USt-IdNr. oder die Wirtschafts-Identifikationsnummer aus dem Brief des Finanzamts (§ 5 Abs. 1 Nr. 6 DDG).',
        short: 'Steuernummer',
      },
      {
        kind: 'text',
        path: 'portrait',
        label: 'Porträtfoto (Dateiname)',
        hint: 'Der Name eines Fotos im Ordner src/data/photos/, etwa portrait.jpg (JPEG, PNG, WebP oder HEIC vom iPhone). Leer lassen: dann zeigt die Seite das gezeichnete Bild.',
        short: 'Porträtfoto',
        optional: true,
      },
      {
        kind: 'text',
        path: 'photoCredit',
        label: 'Foto von',
        hint: 'Wer das Porträtfoto gemacht hat; das Impressum nennt die Person (§ 13 UrhG). Nötig, sobald ein echtes Foto eingetragen ist.',
        short: 'Fotonachweis',
        optional: true,
      },
    ],
  },
  {
    legend: 'Datenschutz',
    fields: [
      {
        kind: 'text',
        path: 'providers.webHost.name',
        label: 'Webhoster',
        hint: 'Die Firma, bei der die Website liegt. Nur eintragen, was stimmt: mit ihr muss ein Vertrag zur Auftragsverarbeitung bestehen (Art. 28 DSGVO, meist im Kundenbereich).',
        short: 'Webhoster',
      },
      {
        kind: 'text',
        path: 'providers.webHost.servers',
        label: 'Wo stehen die Server des Webhosters?',
        hint: 'Wo dessen Server stehen, z. B. „in Deutschland“; nichts darf die EU verlassen.',
        short: 'Webhoster',
        own: true,
      },
      {
        kind: 'text',
        path: 'providers.mail.name',
        label: 'E-Mail-Anbieter',
        hint: 'Die Firma, die die E-Mail der Band betreibt – auch mit ihr ein Vertrag zur Auftragsverarbeitung.',
        short: 'E-Mail-Anbieter',
      },
      {
        kind: 'text',
        path: 'providers.mail.servers',
        label: 'Wo stehen die Server des E-Mail-Anbieters?',
        hint: 'Wo dessen Server stehen, z. B. „in Deutschland“.',
        short: 'E-Mail-Anbieter',
        own: true,
      },
      {
        kind: 'number',
        path: 'logDays',
        label: 'Speicherdauer der Zugriffsprotokolle (Tage)',
        hint: 'Wie viele Tage der Webhoster seine Zugriffsprotokolle aufbewahrt – beim Hoster erfragen; 7 ist üblich.',
        short: 'Speicherdauer der Protokolle',
        own: true,
      },
      {
        kind: 'text',
        path: 'privacyDate',
        label: 'Datenschutzerklärung zuletzt geprüft',
        hint: 'Monat und Jahr, z. B. „November 2026“; die Seite zeigt „Stand: November 2026“.',
        short: 'Stand der Datenschutzerklärung',
        own: true,
      },
    ],
  },
  {
    legend: 'Website',
    fields: [
      {
        kind: 'url',
        path: 'siteUrl',
        label: 'Adresse der Website',
        hint: 'Mit https:// und dem / am Ende, z. B. https://upgrade-kassel.de/. Alle Links auf die Seite, die Feeds und der Kalender richten sich danach.',
        short: 'Adresse der Website',
      },
    ],
  },
];

/** Every field, in the form's order. */
export const BAND_FIELDS: AnyBandField[] = BAND_GROUPS.flatMap((group) => group.fields);

/** The texts and numbers, in the form's order. */
export const SCALAR_FIELDS: BandField[] = BAND_FIELDS.filter((field): field is BandField => field.kind !== 'list');

/** The lists, in the form's order. */
export const LIST_FIELDS: BandListField[] = BAND_FIELDS.filter((field): field is BandListField => field.kind === 'list');

/** The value at `path` (`phone.dial`) of `values`; undefined where there is none. */
export function valueAt(values: unknown, path: string): unknown {
  let value = values;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** `values` with `value` at the scalar field `path`; the rest shared. */
export function withValue(values: BandValues, path: BandScalarPath, value: string | number): BandValues {
  const [first, ...rest] = path.split('.') as [string, ...string[]];
  const set = (record: Record<string, unknown>, key: string, keys: string[]): Record<string, unknown> => {
    const [next, ...more] = keys;
    if (next === undefined) return { ...record, [key]: value };
    const inner = record[key];
    return { ...record, [key]: set(typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>) : {}, next, more) };
  };
  return set(values as unknown as Record<string, unknown>, first, rest) as unknown as BandValues;
}

/** The commit message's list of what changed: each `short` name once, in the form's order. */
export function describeFields(paths: readonly string[]): string {
  const names: string[] = [];
  for (const field of BAND_FIELDS) {
    if (paths.includes(field.path) && !names.includes(field.short)) names.push(field.short);
  }
  return names.join(', ');
}
