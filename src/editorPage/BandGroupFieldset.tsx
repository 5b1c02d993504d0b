/** A group of the part Band (Die Band, Besetzung, Kontakt, …): its fieldset and legend, and its fields. */
import type { BandGroup } from '../editor/bandFields';
import { BandField, type BandFieldsProps } from './BandField';
import { inputId } from './inputId';

interface BandGroupFieldsetProps {
  group: BandGroup;
  fields: BandFieldsProps;
}

export function BandGroupFieldset({ group, fields }: BandGroupFieldsetProps) {
  const [only] = group.fields;
  // A group that is one list of its name (Besetzung) is that list's fieldset.
  const single = group.fields.length === 1 && only?.kind === 'list' && only.label === group.legend ? only : undefined;
  const refused = single && fields.problems.some((problem) => problem.field === single.path);
  const describedBy = single
    ? [`${inputId(single.path)}-hint`, refused ? `${inputId(single.path)}-error` : ''].filter(Boolean).join(' ')
    : undefined;
  return (
    <fieldset class="band-group" {...(describedBy ? { 'aria-describedby': describedBy } : {})}>
      <legend>{group.legend}</legend>
      {group.fields.map((field) => (
        <BandField key={field.path} field={field} ownFieldset={!single} {...fields} />
      ))}
    </fieldset>
  );
}
