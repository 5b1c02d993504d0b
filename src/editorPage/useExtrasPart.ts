/**
 * The state of the parts Referenzen and Fragen (issue 47): the files as read and the one form open at
 * a time (usePart), an open form following its entry when the files are read anew, the refusals at
 * the open form's fields or above it, Entfernen for each list, and Speichern of the open form.
 */
import { useEffect, type RefObject } from 'react';
import type { ExtraEntries, ExtraList, ExtrasData, ExtrasSaveRequest } from '../editor/extrasApi';
import { FILE_OF_LIST } from '../editor/extrasFields';
import type { ExtrasCalls } from './extrasCalls';
import { extrasSaveRequest, type EntryForm, type PressForm } from './extrasSaveRequest';
import { foundAgain } from './foundAgain';
import { removalOf, type Removal } from './RemoveQuestion';
import { usePart } from './usePart';

/** The one form open in the part, or the one question Entfernen asks. */
export type ExtrasForm = EntryForm | { kind: 'remove'; list: ExtraList; index: number; original: object; version: string } | PressForm;

interface ExtrasPartOptions {
  api: ExtrasCalls;
  /** Changed by the page when the files may have changed without this part (after Rückgängig). */
  refresh: number;
  onStatus(text: string): void;
  onSaved(): void;
  /** The part's element: an opened form's first field in it takes the focus. */
  part: RefObject<HTMLElement | null>;
}

export function useExtrasPart({ api, refresh, onStatus, onSaved, part }: ExtrasPartOptions) {
  const shared = usePart<ExtrasData, ExtrasForm>({
    read: () => api.extras(),
    refresh,
    follow,
    onStatus,
    onSaved,
    part,
    problemsClass: 'extras-problems',
    unchanged: 'Nichts geändert: die Datei enthält das schon so.',
  });
  const { data, form, setForm, open, problems, busy } = shared;
  const save = (request: ExtrasSaveRequest) => shared.save(() => api.save(request));

  // Opened: the form's first field (which on a phone also brings it into view), or the question.
  const opened = form ? `${form.kind}-${'list' in form ? form.list : ''}-${'index' in form ? form.index : ''}` : '';
  useEffect(() => {
    if (opened) part.current?.querySelector<HTMLElement>('.media-form input, .media-form textarea, .question')?.focus();
  }, [opened]);

  /** An entry's open form after the files were read anew: following its entry, or closed when that is gone. */
  function follow(next: ExtrasData): void {
    setForm((now) => {
      if (!now || now.kind === 'press' || now.original === undefined) return now;
      const index = foundAgain(next[now.list], now.original);
      if (index !== undefined) return { ...now, index, version: next.versions[FILE_OF_LIST[now.list]] };
      onStatus('Der Eintrag im Formular wurde inzwischen geändert oder entfernt; das Formular ist darum geschlossen.');
      return null;
    });
  }

  /** The form's fields: the open form's keys, whose refusals show at the fields; the others go above it. */
  const shownFields = form?.kind === 'entry' || form?.kind === 'press' ? Object.keys(form.values) : ([] as string[]);
  const notices = shared.notices(problems.filter((problem) => !problem.field || !shownFields.includes(problem.field)));

  const removing = form?.kind === 'remove' ? form : undefined;
  /** Entfernen for the entries of `list`: the question in place of an entry's buttons, one at a time. */
  const removal = <List extends ExtraList>(list: List): Removal<ExtraEntries[List]> =>
    removalOf<ExtraEntries[List]>({
      removing,
      list,
      withFile: false,
      busy,
      notices,
      onRemove: ({ index, original, version }) =>
        void save({ list, action: 'remove', index, original, expectedVersion: version } as ExtrasSaveRequest),
      onAsk: (index, original) => open({ kind: 'remove', list, index, original, version: data?.versions[FILE_OF_LIST[list]] ?? '' }),
      onCancel: () => open(null),
    });

  const change = (key: string, value: string) =>
    setForm((now) => (now && now.kind !== 'remove' ? { ...now, values: { ...now.values, [key]: value } } : now));

  /** Speichern of the open form of `kind` (an entry's, or the press texts'). */
  const saveForm = (kind: 'entry' | 'press') => {
    if (form?.kind === kind) void save(extrasSaveRequest(form));
  };

  return { ...shared, notices, removal, change, saveForm };
}
