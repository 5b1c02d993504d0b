/**
 * A field of the part Band by the words the form shows at it, for messages to the band: a value's path
 * (`email`, `lineup.1.name`) means nothing to a member, its label does (`E-Mail-Adresse`,
 * `Mitglied 2: Name`). Pure, no Node: the page may use it for the same words.
 */
import { BAND_FIELDS } from './bandFields';

/**
 * The label of the field at `path`: a text's or a list's own (`E-Mail-Adresse`, `Besetzung`), an entry
 * of a list numbered from 1 with the part's label (`Gesellschafter 1`, `Mitglied 2: Name`); the path
 * itself where no field has it.
 */
export function bandFieldLabel(path: string): string {
  const [list = '', index, key] = path.split('.');
  const field = BAND_FIELDS.find((candidate) => candidate.path === path || (candidate.kind === 'list' && candidate.path === list));
  if (!field) return path;
  if (field.kind !== 'list' || field.path === path) return field.label;
  if (index === undefined || !/^\d+$/.test(index)) return path;
  const part = field.parts?.find((p) => p.key === key)?.label;
  if (key !== undefined && part === undefined) return path;
  return `${field.item} ${Number(index) + 1}${part ? `: ${part}` : ''}`;
}
