/**
 * The forms of the parts Referenzen and Fragen (issue 47): each list's fields by the keys of its file,
 * with the hints the band reads, and how an entry shows in its list. The keys, their order and their
 * labels are src/editor/extrasFields.ts's, which src/editor/fieldLabel.ts reads too, so a refusal names
 * the field as the form does. One form is open at a time in a part, and the parts are never shown
 * together with Auftritte or Band: a label such as Name, Datum or Ort is on the page once.
 */
import type { ExtraEntries, ExtraList } from '../editor/extrasApi';
import { EXTRA_LABELS, extraKeys } from '../editor/extrasFields';
import { formatDate, parseDate } from '../domain/dates';

/** A field of a form: its key in the file, its label, how it is typed. */
export interface FieldSpec {
  key: string;
  label: string;
  type?: 'text' | 'date' | 'textarea' | 'number';
  hint?: string;
}

/** How a form types and explains a field; its key and label are the table's. */
type FieldLook = Omit<FieldSpec, 'key' | 'label'>;

/** The fields of a list (or of the press texts) in its table's order, each with its label there and its look here. */
function fieldsOf<Table extends keyof typeof EXTRA_LABELS>(
  table: Table,
  looks: { readonly [Key in keyof (typeof EXTRA_LABELS)[Table]]: FieldLook },
): readonly FieldSpec[] {
  const labels: Readonly<Record<string, string>> = EXTRA_LABELS[table];
  const byKey: Readonly<Record<string, FieldLook>> = looks;
  return extraKeys(table).map((key) => ({ key, label: labels[key] ?? key, ...byKey[key] }));
}

/** A list's form and rows. */
export interface ListForm<List extends ExtraList = ExtraList> {
  /** The section's heading in the part. */
  heading: string;
  /** The button that opens an empty form. */
  add: string;
  /** The form's heading: new, and for an entry. */
  fresh: string;
  editing: string;
  /** What the list says while it has no entry. */
  none: string;
  fields: readonly FieldSpec[];
  /** The entry as its row names it, and what the row adds in small print. */
  title(entry: ExtraEntries[List]): string;
  more(entry: ExtraEntries[List]): string;
  /** The entry as Entfernen's question names it: Stimme von „Familie S.“. */
  what(entry: ExtraEntries[List]): string;
}

/** A text cut to its start, for a row. */
const start = (text: string, length = 80) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1).trimEnd()}…` : line;
};

/** A day as the site shows it (14.06.2025); as written where it is none. */
const shownDay = (day: string | undefined) => {
  if (!day) return '';
  const date = parseDate(day);
  return Number.isNaN(date.getTime()) ? day : formatDate(date);
};

export const LIST_FORMS: { [List in ExtraList]: ListForm<List> } = {
  testimonials: {
    heading: 'Stimmen von Gästen',
    add: 'Stimme hinzufügen',
    fresh: 'Neue Stimme',
    editing: 'Stimme bearbeiten',
    none: 'Noch keine Stimmen.',
    fields: fieldsOf('testimonials', {
      quote: { type: 'textarea', hint: 'Was die Gastgeber geschrieben oder gesagt haben, Wort für Wort.' },
      name: { hint: 'Wer es gesagt hat, etwa „Julia und Markus“. Ein Name nur mit Einverständnis; sonst etwa „Familie S.“.' },
      occasion: { hint: 'Etwa „Hochzeit“ oder „Firmenfeier“; darf leer bleiben.' },
      date: { type: 'date', hint: 'Der Tag der Feier; darf leer bleiben.' },
      place: { hint: 'Etwa „Kassel“; darf leer bleiben.' },
    }),
    title: (entry) => `„${start(entry.quote)}“`,
    more: (entry) => [entry.name, entry.occasion, shownDay(entry.date), entry.place].filter(Boolean).join(' · '),
    what: (entry) => `Stimme von „${entry.name}“`,
  },
  references: {
    heading: 'Referenzen',
    add: 'Referenz hinzufügen',
    fresh: 'Neue Referenz',
    editing: 'Referenz bearbeiten',
    none: 'Noch keine Referenzen.',
    fields: fieldsOf('references', {
      name: { hint: 'Die Firma, der Veranstaltungsort oder das Fest, etwa „Stadtfest Hofgeismar“.' },
      year: { type: 'number', hint: 'Das Jahr, in dem die Band dort gespielt hat, etwa 2024.' },
    }),
    title: (entry) => entry.name,
    more: (entry) => String(entry.year),
    what: (entry) => `Referenz „${entry.name}“`,
  },
  faq: {
    heading: 'Häufige Fragen',
    add: 'Frage hinzufügen',
    fresh: 'Neue Frage',
    editing: 'Frage bearbeiten',
    none: 'Noch keine Fragen.',
    fields: fieldsOf('faq', {
      question: { hint: 'So, wie Kundinnen und Kunden fragen, etwa „Wie lange spielen Sie?“.' },
      answer: { type: 'textarea', hint: 'Eine Leerzeile trennt Absätze.' },
    }),
    title: (entry) => entry.question,
    more: (entry) => start(entry.answer),
    what: (entry) => `Frage „${start(entry.question, 40)}“`,
  },
  lineups: {
    heading: 'Besetzungen',
    add: 'Besetzung hinzufügen',
    fresh: 'Neue Besetzung',
    editing: 'Besetzung bearbeiten',
    none: 'Noch keine Besetzungen.',
    fields: fieldsOf('lineups', {
      name: { hint: 'Etwa „Volle Band“ oder „Akustik-Trio“.' },
      members: { type: 'number', hint: 'Wie viele Musikerinnen und Musiker spielen, etwa 5.' },
      description: { type: 'textarea', hint: 'Was diese Besetzung spielt und mitbringt.' },
    }),
    title: (entry) => entry.name,
    more: (entry) => `${entry.members} Musiker · ${start(entry.description)}`,
    what: (entry) => `Besetzung „${entry.name}“`,
  },
};

/** The press texts' form: the three fields and their hints. */
export const PRESS_FIELDS: readonly FieldSpec[] = fieldsOf('press', {
  short: { type: 'textarea', hint: 'Ein Absatz, den Agenturen und Presse unverändert übernehmen können.' },
  long: { type: 'textarea', hint: 'Eine Leerzeile trennt Absätze.' },
  rider: { type: 'textarea', hint: 'Was die Band vor Ort braucht, eine Angabe je Zeile, etwa „Bühnenfläche mindestens 6 × 4 m“.' },
});

/** The values of an entry as its form holds them: every field a text ('' for one left out). */
export const formValues = (list: ExtraList, entry?: object): Record<string, string> =>
  Object.fromEntries(
    LIST_FORMS[list].fields.map(({ key }) => {
      const value = (entry as Record<string, unknown> | undefined)?.[key];
      return [key, value === undefined || value === null ? '' : String(value)];
    }),
  );

/** The form's values as a save sends them: a number field typed as digits as that number, every other value the text typed. */
export const sentValues = (list: ExtraList, values: Record<string, string>): Record<string, string | number> =>
  Object.fromEntries(
    LIST_FORMS[list].fields.map(({ key, type }) => {
      const value = values[key] ?? '';
      return [key, type === 'number' && /^\s*\d+\s*$/.test(value) ? Number(value) : value];
    }),
  );

/** The rider as its field shows it (a line each) and as a save sends it (the lines that hold something). */
export const riderText = (rider: readonly string[]) => rider.join('\n');
export const riderLines = (text: string) => text.split(/\r?\n/).filter((line) => line.trim());
