/**
 * One entry of a list of the part Band, with its Entfernen (named by the entry for a screen reader):
 * a partner's one input, or a member's fieldset with an input for each part (Name, Instrument), where a
 * refusal of the whole member shows at its legend.
 */
import type { BandListField } from '../editor/bandFields';
import type { Refusal } from '../editor/saveEntry';
import { BandInput } from './BandInput';
import type { ListEntry } from './BandList';
import { inputId } from './inputId';

interface BandListEntryProps {
  field: BandListField;
  entry: ListEntry;
  index: number;
  onChange(entry: ListEntry): void;
  onRemove(): void;
  problems: readonly Refusal[];
  /** The paths of the entries' values that are still samples (`partners.0`, `lineup.1.name`). */
  samples: ReadonlySet<string>;
}

/** Refusals of exactly `path`. */
const at = (problems: readonly Refusal[], path: string) => problems.filter((problem) => problem.field === path);

export function BandListEntry({ field, entry, index, onChange, onRemove, problems, samples }: BandListEntryProps) {
  const { path } = field;
  const name = `${field.item} ${index + 1}`;
  const removeButton = (
    <button type="button" class="quiet band-remove" onClick={onRemove}>
      Entfernen<span class="band-hidden"> – {name}</span>
    </button>
  );
  if (typeof entry === 'string' || !field.parts) {
    const at_ = `${path}.${index}`;
    return (
      <li class="band-entry">
        <BandInput
          id={inputId(at_)}
          label={name}
          kind="text"
          value={String(entry)}
          onChange={onChange}
          problems={at(problems, at_)}
          sample={samples.has(at_)}
        />
        {removeButton}
      </li>
    );
  }
  const whole = at(problems, `${path}.${index}`);
  return (
    <li class="band-entry">
      <fieldset class="band-member" aria-describedby={whole.length ? `${inputId(`${path}.${index}`)}-error` : undefined}>
        <legend>{name}</legend>
        {whole.length > 0 && (
          <p id={`${inputId(`${path}.${index}`)}-error`} class="error">
            {whole.map((problem) => problem.message).join(' – ')}
          </p>
        )}
        <div class="band-member-fields">
          {field.parts.map(({ key, label }) => {
            const at_ = `${path}.${index}.${key}`;
            return (
              <BandInput
                key={key}
                id={inputId(at_)}
                label={label}
                kind="text"
                value={entry[key]}
                onChange={(value) => onChange({ ...entry, [key]: value })}
                problems={at(problems, at_)}
                sample={samples.has(at_)}
              />
            );
          })}
        </div>
        {removeButton}
      </fieldset>
    </li>
  );
}
