/**
 * A labelled input of the editor's forms, with the build's refusal of its value right below it,
 * tied to it by aria-describedby and aria-invalid so a screen reader reads it with the field.
 */
import type { Refusal } from '../editor/saveEntry';

interface FieldProps {
  id: string;
  label: string;
  /** The form's field as saveEntry names it in a refusal (`date`, `location`, `title`, …). */
  field: string;
  problems: readonly Pick<Refusal, 'field' | 'message'>[];
  /** 'textarea' for a text of several lines (an answer, a biography); 'number' a text field for digits, whose value stays the text typed. */
  type?: 'text' | 'date' | 'url' | 'checkbox' | 'textarea' | 'number';
  value: string | boolean;
  onChange(value: string | boolean): void;
  /** A hint under the label, in the band's words. */
  hint?: string;
  /** The refusal is also announced as it appears (a part whose refusals come without moving the focus). */
  alert?: boolean;
}

export function Field({ id, label, field, problems, type = 'text', value, onChange, hint, alert }: FieldProps) {
  const mine = problems.filter((problem) => problem.field === field);
  const described = [hint ? `${id}-hint` : '', mine.length ? `${id}-error` : ''].filter(Boolean).join(' ');
  const input =
    type === 'checkbox' ? (
      <input
        id={id}
        type="checkbox"
        checked={value === true}
        onChange={(event) => onChange(event.currentTarget.checked)}
        aria-invalid={mine.length ? true : undefined}
        aria-describedby={described || undefined}
      />
    ) : type === 'textarea' ? (
      <textarea
        id={id}
        rows={5}
        value={String(value)}
        onInput={(event) => onChange(event.currentTarget.value)}
        aria-invalid={mine.length ? true : undefined}
        aria-describedby={described || undefined}
      />
    ) : (
      <input
        id={id}
        // Preact's types give each input type its own props; text, date and url all take a text value.
        // A number is typed as text: what is not one reaches the build, which says what is wrong with it.
        type={(type === 'number' ? 'text' : type) as 'text'}
        {...(type === 'number' ? { inputMode: 'numeric' as const } : {})}
        value={String(value)}
        onInput={(event) => onChange(event.currentTarget.value)}
        aria-invalid={mine.length ? true : undefined}
        aria-describedby={described || undefined}
        autoComplete="off"
      />
    );
  return (
    <div class={type === 'checkbox' ? 'field check' : 'field'}>
      {type === 'checkbox' && input}
      <label for={id}>{label}</label>
      {type !== 'checkbox' && input}
      {hint && (
        <p id={`${id}-hint`} class="hint">
          {hint}
        </p>
      )}
      {mine.length > 0 && (
        <p id={`${id}-error`} class="error" {...(alert ? { role: 'alert' } : {})}>
          {mine.map((problem) => problem.message).join(' – ')}
        </p>
      )}
    </div>
  );
}
