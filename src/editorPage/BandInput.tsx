/**
 * One input of the part Band: its label, "noch ausfüllen" while it holds the repository's sample
 * value, its hint, and the build's refusal of it; hint, mark and refusal are tied to the input by
 * aria-describedby (and the refusal by aria-invalid), so a screen reader reads them with the field.
 * Field.tsx's inputs, with the kinds the band's details need (e-mail, phone, number).
 */
import type { BandFieldKind } from '../editor/bandFields';
import type { Refusal } from '../editor/saveEntry';

interface BandInputProps {
  id: string;
  label: string;
  kind: BandFieldKind;
  value: string;
  onChange(value: string): void;
  /** The refusals of this field (already picked by its path). */
  problems: readonly Refusal[];
  hint?: string;
  /** The value is still the repository's sample. */
  sample?: boolean;
  /** May stay empty. */
  optional?: boolean;
  autoComplete?: string;
}

/** The keyboard a phone shows for each kind. */
const INPUT_MODE: Partial<Record<BandFieldKind, 'numeric' | 'email' | 'tel' | 'url'>> = {
  number: 'numeric',
  email: 'email',
  tel: 'tel',
  url: 'url',
};

export function BandInput({ id, label, kind, value, onChange, problems, hint, sample, optional, autoComplete }: BandInputProps) {
  const described = [sample ? `${id}-todo` : '', hint ? `${id}-hint` : '', problems.length ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div class={sample ? 'field band-field band-sample' : 'field band-field'}>
      <div class="band-label">
        <label for={id}>
          {label}
          {optional && <span class="band-optional"> (kann leer bleiben)</span>}
        </label>
        {sample && (
          <span id={`${id}-todo`} class="band-todo">
            noch ausfüllen
          </span>
        )}
      </div>
      <input
        id={id}
        // Preact's types give each input type its own props; all of these take a text value.
        type={kind as 'text'}
        {...(INPUT_MODE[kind] ? { inputMode: INPUT_MODE[kind] } : {})}
        {...(kind === 'number' ? { min: 1, step: 1 } : {})}
        value={value}
        onInput={(event) => onChange(event.currentTarget.value)}
        aria-invalid={problems.length ? true : undefined}
        aria-describedby={described || undefined}
        autoComplete={autoComplete ?? 'off'}
        spellcheck={kind === 'text' ? undefined : false}
      />
      {hint && (
        <p id={`${id}-hint`} class="hint">
          {hint}
        </p>
      )}
      {problems.length > 0 && (
        <p id={`${id}-error`} class="error">
          {problems.map((problem) => problem.message).join(' – ')}
        </p>
      )}
    </div>
  );
}
