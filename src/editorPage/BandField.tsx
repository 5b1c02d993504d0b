/**
 * One value of the part Band: a list (BandList), or an input with its label, hint, sample mark and
 * refusals (BandInput); the portrait's input is followed by its chooser from the band's photos.
 */
import type { BandValues } from '../editor/bandApi';
import { valueAt, withValue, type AnyBandField } from '../editor/bandFields';
import type { Refusal } from '../editor/saveEntry';
import { BandInput } from './BandInput';
import { BandList, type ListEntry } from './BandList';
import { inputId } from './inputId';
import type { MediaCalls } from './mediaCalls';
import { PortraitChooser } from './PortraitChooser';

/** What every field of the form is drawn with. */
export interface BandFieldsProps {
  /** The values as typed (or as read, where nothing is typed). */
  values: BandValues;
  onChange(values: BandValues): void;
  problems: readonly Refusal[];
  /** The paths whose values are still samples. */
  samples: ReadonlySet<string>;
  /** With these, the portrait is also chosen from the band's photos or uploaded (issue 46). */
  media?: MediaCalls | undefined;
  token?: string | undefined;
  refresh?: number | undefined;
  /** A portrait uploaded and saved as band.ts's portrait: what was saved. */
  onPortraitSaved(message: string): void;
}

interface BandFieldProps extends BandFieldsProps {
  field: AnyBandField;
  /** Whether a list has a fieldset of its own (none where its group holds only it, under the same name). */
  ownFieldset: boolean;
}

export function BandField({
  field,
  ownFieldset,
  values,
  onChange,
  problems,
  samples,
  media,
  token,
  refresh,
  onPortraitSaved,
}: BandFieldProps) {
  if (field.kind === 'list') {
    return (
      <BandList
        field={field}
        entries={values[field.path] as ListEntry[]}
        onChange={(entries) => onChange({ ...values, [field.path]: entries })}
        problems={problems}
        samples={samples}
        ownFieldset={ownFieldset}
      />
    );
  }
  const input = (
    <BandInput
      id={inputId(field.path)}
      label={field.label}
      kind={field.kind}
      value={String(valueAt(values, field.path) ?? '')}
      onChange={(value) => onChange(withValue(values, field.path, value))}
      problems={problems.filter((problem) => problem.field === field.path)}
      hint={field.hint}
      sample={samples.has(field.path)}
      {...(field.optional ? { optional: true } : {})}
      {...(field.autoComplete ? { autoComplete: field.autoComplete } : {})}
    />
  );
  if (field.path !== 'portrait' || !media || token === undefined) return input;
  return (
    <>
      {input}
      <PortraitChooser
        api={media}
        token={token}
        value={values.portrait}
        credit={values.photoCredit}
        refresh={refresh}
        onPick={(file, credit) => {
          const chosen = withValue(values, 'portrait', file);
          // The photo's own credit, unless one is typed already: media.ts names who took it.
          onChange(credit && !values.photoCredit.trim() ? withValue(chosen, 'photoCredit', credit) : chosen);
        }}
        onSaved={(result) => onPortraitSaved(result.message)}
      />
    </>
  );
}
