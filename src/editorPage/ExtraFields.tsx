/** The fields of a form of the parts Referenzen and Fragen, drawn from their specs (extrasForms.ts). */
import type { ExtrasRefusal } from '../editor/extrasApi';
import type { FieldSpec } from './extrasForms';
import { Field } from './Field';

interface ExtraFieldsProps {
  /** The start of the fields' ids: `${id}-quote`. */
  id: string;
  fields: readonly FieldSpec[];
  values: Record<string, string>;
  problems: ExtrasRefusal[];
  onChange(key: string, value: string): void;
}

export function ExtraFields({ id, fields, values, problems, onChange }: ExtraFieldsProps) {
  return (
    <>
      {fields.map(({ key, label, type, hint }) => (
        <Field
          key={key}
          id={`${id}-${key}`}
          label={label}
          field={key}
          type={type ?? 'text'}
          problems={problems}
          alert
          value={values[key] ?? ''}
          onChange={(value) => onChange(key, String(value))}
          {...(hint ? { hint } : {})}
        />
      ))}
    </>
  );
}
