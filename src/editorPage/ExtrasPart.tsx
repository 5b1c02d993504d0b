/**
 * The editor's parts Referenzen and Fragen (issue 47): Referenzen shows the testimonials and the
 * references, Fragen the questions, the line-ups and the press texts. Each list has its Hinzufügen,
 * and each entry its Bearbeiten and Entfernen; a save is one change, one line, one commit.
 *
 * One form at a time: opening one closes the other, so each label (Name is both a testimonial's and a
 * reference's) and each button Speichern is on the page once. This file holds the part's state and its
 * saves; each list and form is drawn by its own component.
 */
import { useEffect, useRef } from 'react';
import type { ExtraEntries, ExtraList, ExtrasData, ExtrasSaveRequest } from '../editor/extrasApi';
import { FILE_OF_LIST } from '../editor/extrasFields';
import { ExtraListSection } from './ExtraListSection';
import { formValues, riderLines, riderText, sentValues } from './extrasForms';
import type { ExtrasCalls } from './extrasCalls';
import { Loading } from './Loading';
import { PressSection } from './PressSection';
import { removalOf, type Removal } from './RemoveQuestion';
import { usePart } from './usePart';

/** What a part shows: its lists, and in Fragen the press texts. */
export type ExtrasSection = ExtraList | 'press';

type Form =
  | { kind: 'entry'; list: ExtraList; index?: number; original?: object; version: string; values: Record<string, string> }
  | { kind: 'remove'; list: ExtraList; index: number; original: object; version: string }
  | { kind: 'press'; version: string; values: Record<string, string> };

interface ExtrasPartProps {
  api: ExtrasCalls;
  sections: readonly ExtrasSection[];
  /** Says what a save did, in the page's status line. */
  onStatus(text: string): void;
  /** After a save: the preview rebuilds. */
  onSaved(): void;
  /** Changed by the page when the files may have changed without this part (after Rückgängig). */
  refresh: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function ExtrasPart({ api, sections, onStatus, onSaved, refresh }: ExtrasPartProps) {
  const part = useRef<HTMLDivElement>(null);
  const {
    data,
    loadError,
    form,
    setForm,
    open,
    problems,
    busy,
    save: saved,
    notices: above,
  } = usePart<ExtrasData, Form>({
    read: () => api.extras(),
    refresh,
    follow,
    onStatus,
    onSaved,
    part,
    problemsClass: 'extras-problems',
    unchanged: 'Nichts geändert: die Datei enthält das schon so.',
  });
  const save = (request: ExtrasSaveRequest) => saved(() => api.save(request));

  // Opened: the form's first field (which on a phone also brings it into view), or the question.
  const opened = form ? `${form.kind}-${'list' in form ? form.list : ''}-${'index' in form ? form.index : ''}` : '';
  useEffect(() => {
    if (opened) part.current?.querySelector<HTMLElement>('.media-form input, .media-form textarea, .question')?.focus();
  }, [opened]);

  /** An entry's open form after the files were read anew: following its entry, or closed when that is gone. */
  function follow(next: ExtrasData): void {
    setForm((now) => {
      if (!now || now.kind === 'press' || now.original === undefined) return now;
      const found = (next[now.list] as { index: number; value: unknown }[]).find((entry) => same(entry.value, now.original));
      if (found) return { ...now, index: found.index, version: next.versions[FILE_OF_LIST[now.list]] };
      onStatus('Der Eintrag im Formular wurde inzwischen geändert oder entfernt; das Formular ist darum geschlossen.');
      return null;
    });
  }

  if (!data) return <Loading class="media extras" error={loadError} />;

  /** The form's fields: the open form's keys, whose refusals show at the fields; the others go above it. */
  const shownFields = form?.kind === 'entry' || form?.kind === 'press' ? Object.keys(form.values) : ([] as string[]);
  const notices = above(problems.filter((problem) => !problem.field || !shownFields.includes(problem.field)));

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
      onAsk: (index, original) => open({ kind: 'remove', list, index, original, version: data.versions[FILE_OF_LIST[list]] }),
      onCancel: () => open(null),
    });

  const change = (key: string, value: string) =>
    setForm((now) => (now && now.kind !== 'remove' ? { ...now, values: { ...now.values, [key]: value } } : now));

  /** Speichern of an entry's form: added, or saved over the entry as it was read. */
  function saveEntry(): void {
    if (form?.kind !== 'entry') return;
    const value = sentValues(form.list, form.values);
    void save(
      (form.original === undefined
        ? { list: form.list, action: 'add', value, expectedVersion: form.version }
        : {
            list: form.list,
            action: 'edit',
            index: form.index,
            value,
            original: form.original,
            expectedVersion: form.version,
          }) as ExtrasSaveRequest,
    );
  }

  return (
    <div ref={part} class="media extras">
      {data.problems.length > 0 && (
        <div class="problems" role="alert">
          <p>Die Datendateien bestehen die Prüfung des Builds nicht; so lange wird hier nichts gespeichert:</p>
          <pre>{data.problems.join('\n')}</pre>
        </div>
      )}
      {sections.map((section) =>
        section === 'press' ? (
          <PressSection
            key="press"
            press={data.press}
            draft={form?.kind === 'press' ? form.values : undefined}
            problems={problems}
            busy={busy}
            notices={notices}
            onOpen={() =>
              open({
                kind: 'press',
                version: data.versions.press,
                values: { short: data.press.short, long: data.press.long, rider: riderText(data.press.rider) },
              })
            }
            onChange={change}
            onSave={() => {
              if (form?.kind !== 'press') return;
              const { short = '', long = '', rider = '' } = form.values;
              void save({ list: 'press', action: 'edit', value: { short, long, rider: riderLines(rider) }, expectedVersion: form.version });
            }}
            onCancel={() => open(null)}
          />
        ) : (
          <ExtraListSection
            key={section}
            list={section}
            entries={data[section]}
            draft={form?.kind === 'entry' && form.list === section ? form : undefined}
            problems={problems}
            busy={busy}
            notices={notices}
            removal={removal(section)}
            onOpen={(index, entry) =>
              open({
                kind: 'entry',
                list: section,
                version: data.versions[FILE_OF_LIST[section]],
                values: formValues(section, entry),
                ...(entry === undefined || index === undefined ? {} : { index, original: entry }),
              })
            }
            onChange={change}
            onSave={saveEntry}
            onCancel={() => open(null)}
          />
        ),
      )}
      {!form && notices}
    </div>
  );
}
