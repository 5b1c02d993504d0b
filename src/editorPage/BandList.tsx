/**
 * A list of the part Band: the line-up (each member with name and instrument) or the GbR's partners
 * (one name each). Every entry can be changed and removed (Entfernen), and one added at the end
 * (Mitglied hinzufügen, Gesellschafter hinzufügen); the new entry's first input takes the focus.
 */
import type { BandListField } from '../editor/bandFields';
import type { Refusal } from '../editor/saveEntry';
import { BandListEntry } from './BandListEntry';
import { inputId } from './inputId';

/** An entry as the form holds it. */
export type ListEntry = { name: string; part: string } | string;

interface BandListProps {
  field: BandListField;
  entries: readonly ListEntry[];
  onChange(entries: ListEntry[]): void;
  problems: readonly Refusal[];
  /** The paths of the entries' values that are still samples (`partners.0`, `lineup.1.name`). */
  samples: ReadonlySet<string>;
  /** Whether the list has a fieldset of its own (it has none where its group holds only it, under the same name). */
  ownFieldset: boolean;
}

export function BandList({ field, entries, onChange, problems, samples, ownFieldset }: BandListProps) {
  const { path } = field;
  const own = problems.filter((problem) => problem.field === path);
  const hintId = `${inputId(path)}-hint`;
  const errorId = `${inputId(path)}-error`;
  const focus = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

  const replace = (index: number, entry: ListEntry) => onChange(entries.map((old, i) => (i === index ? entry : old)));
  const remove = (index: number) => {
    onChange(entries.filter((_, i) => i !== index));
    // The focus stays in the list: on the entry that moved up, or on the button that adds one.
    const next = index < entries.length - 1 ? index : index - 1;
    focus(next >= 0 ? firstInput(next) : `${inputId(path)}-add`);
  };
  const add = () => {
    onChange([...entries, field.parts ? { name: '', part: '' } : '']);
    focus(firstInput(entries.length));
  };
  const firstInput = (index: number) => inputId(field.parts ? `${path}.${index}.name` : `${path}.${index}`);

  const content = (
    <>
      <p id={hintId} class="hint">
        {field.hint}
      </p>
      {own.length > 0 && (
        <p id={errorId} class="error">
          {own.map((problem) => problem.message).join(' – ')}
        </p>
      )}
      <ol class="band-entries">
        {entries.map((entry, index) => (
          <BandListEntry
            key={index}
            field={field}
            entry={entry}
            index={index}
            onChange={(next) => replace(index, next)}
            onRemove={() => remove(index)}
            problems={problems}
            samples={samples}
          />
        ))}
      </ol>
      {entries.length === 0 && <p class="hint">Noch niemand eingetragen.</p>}
      <button id={`${inputId(path)}-add`} type="button" onClick={add}>
        {field.add}
      </button>
    </>
  );
  if (!ownFieldset) return <div class="band-list band-list-plain">{content}</div>;
  return (
    <fieldset class="band-list" aria-describedby={[hintId, own.length ? errorId : ''].filter(Boolean).join(' ')}>
      <legend>{field.label}</legend>
      {content}
    </fieldset>
  );
}
