/** A photo's two texts, Bildbeschreibung and Fotograf/in, as a new photo and a photo being edited both ask for them. */
import type { MediaRefusal } from '../editor/mediaApi';
import { Field } from './Field';

const ALT_HINT =
  'Was auf dem Foto zu sehen ist, für alle, die es nicht sehen: wer, was, wo – etwa „Die Band auf der Bühne im Kulturbahnhof Kassel, Sängerin Anna am Mikrofon“. Nicht „Foto“ oder der Dateiname.';
const CREDIT_HINT = 'Wer das Foto gemacht hat; das Impressum nennt die Person (§ 13 UrhG).';

interface PhotoTextsProps {
  /** The start of the fields' ids: `${id}-alt`, `${id}-credit`. */
  id: string;
  problems: MediaRefusal[];
  alt: string;
  credit: string;
  onChange(field: 'alt' | 'credit', value: string): void;
}

export function PhotoTexts({ id, problems, alt, credit, onChange }: PhotoTextsProps) {
  return (
    <>
      <Field
        id={`${id}-alt`}
        label="Bildbeschreibung"
        field="alt"
        problems={problems}
        alert
        value={alt}
        onChange={(value) => onChange('alt', String(value))}
        hint={ALT_HINT}
      />
      <Field
        id={`${id}-credit`}
        label="Fotograf/in"
        field="credit"
        problems={problems}
        alert
        value={credit}
        onChange={(value) => onChange('credit', String(value))}
        hint={CREDIT_HINT}
      />
    </>
  );
}
