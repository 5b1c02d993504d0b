/**
 * The editor's parts Referenzen and Fragen (issue 47): Referenzen shows the testimonials and the
 * references, Fragen the questions, the line-ups and the press texts. Each list has its Hinzufügen,
 * and each entry its Bearbeiten and Entfernen; a save is one change, one line, one commit.
 *
 * One form at a time: opening one closes the other, so each label (Name is both a testimonial's and a
 * reference's) and each button Speichern is on the page once. This file holds the part's state and its
 * saves; each list and form is drawn by its own component.
 */
import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '../editor/editorApi';
import type { ExtraEntries, ExtraList, ExtrasData, ExtrasRefusal, ExtrasSaveRequest, ExtrasSaveResult } from '../editor/extrasApi';
import { ChangedNotice } from './ChangedNotice';
import { ExtraListSection } from './ExtraListSection';
import { formValues, riderLines, riderText, sentValues } from './extrasForms';
import type { ExtrasCalls } from './extrasCalls';
import { Loading } from './Loading';
import { NotSaved } from './NotSaved';
import { PressSection } from './PressSection';
import { RemoveQuestion, type Removal } from './RemoveQuestion';

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

/** The file of each list, for its version. */
const FILE = { testimonials: 'references', references: 'references', faq: 'faq', lineups: 'lineups' } as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function ExtrasPart({ api, sections, onStatus, onSaved, refresh }: ExtrasPartProps) {
  const [data, setData] = useState<ExtrasData | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();
  const [form, setForm] = useState<Form | null>(null);
  const [problems, setProblems] = useState<ExtrasRefusal[]>([]);
  const [changed, setChanged] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const part = useRef<HTMLDivElement>(null);

  async function load(): Promise<ExtrasData | undefined> {
    const answer = await api.extras();
    if ('status' in answer) {
      setLoadError(answer.message);
      return undefined;
    }
    setLoadError(undefined);
    setData(answer);
    return answer;
  }
  useEffect(() => void load(), []);
  const refreshed = useRef(refresh);
  useEffect(() => {
    if (refreshed.current === refresh) return;
    refreshed.current = refresh;
    void load().then((answer) => answer && follow(answer));
  }, [refresh]);

  // Opened: the form's first field (which on a phone also brings it into view), or the question.
  const opened = form ? `${form.kind}-${'list' in form ? form.list : ''}-${'index' in form ? form.index : ''}` : '';
  useEffect(() => {
    if (opened) part.current?.querySelector<HTMLElement>('.media-form input, .media-form textarea, .question')?.focus();
  }, [opened]);

  /** An entry's open form after the files were read anew: following its entry, or closed when that is gone. */
  function follow(next: ExtrasData): void {
    setForm((open) => {
      if (!open || open.kind === 'press' || open.original === undefined) return open;
      const found = (next[open.list] as { index: number; value: unknown }[]).find((entry) => same(entry.value, open.original));
      if (found) return { ...open, index: found.index, version: next.versions[FILE[open.list]] };
      onStatus('Der Eintrag im Formular wurde inzwischen geändert oder entfernt; das Formular ist darum geschlossen.');
      return null;
    });
  }

  // Counts the forms opened: a save closes its own form only, never one opened while it was under way.
  const opens = useRef(0);
  function open(next: Form | null): void {
    opens.current += 1;
    setForm(next);
    setProblems([]);
    setChanged(undefined);
  }

  /** One save: its answer said in the status line, or its refusals shown where they belong. */
  async function save(request: ExtrasSaveRequest): Promise<void> {
    setBusy(true);
    const saving = opens.current;
    const result: ExtrasSaveResult | ApiError = await api.save(request);
    // The lists read anew before anything else can be done: an entry is named by its place in them.
    if (result.status === 'saved') {
      if (opens.current === saving) open(null);
      await load();
    }
    setBusy(false);
    switch (result.status) {
      case 'saved': {
        const notes = [result.historyProblem, result.historyNote, ...result.warnings.map((warning) => `Hinweis: ${warning}`)].filter(
          Boolean,
        );
        onStatus([`Gespeichert: ${result.message}`, ...notes].join(' – '));
        onSaved();
        break;
      }
      case 'unchanged':
        onStatus('Nichts geändert: die Datei enthält das schon so.');
        if (opens.current === saving) open(null);
        break;
      case 'refused':
        setProblems(result.problems);
        // The first field refused, or the message above the fields: where the band reads next.
        requestAnimationFrame(() => part.current?.querySelector<HTMLElement>('[aria-invalid="true"], .extras-problems')?.focus());
        break;
      case 'changed':
        setChanged(result.message);
        break;
      case 'error':
        setProblems([{ message: result.message }]);
        break;
    }
  }

  if (!data) return <Loading class="media extras" error={loadError} />;

  /** The form's fields: the open form's keys, whose refusals show at the fields. */
  const shownFields = form?.kind === 'entry' || form?.kind === 'press' ? Object.keys(form.values) : ([] as string[]);
  const others = problems.filter((problem) => !problem.field || !shownFields.includes(problem.field));

  /** The refusals above a form (those of no field it shows), and a file changed meanwhile. */
  const notices = (
    <>
      {changed && (
        <ChangedNotice
          message={changed}
          onReload={() => {
            setChanged(undefined);
            void load().then((answer) => answer && follow(answer));
          }}
        />
      )}
      {others.length > 0 && <NotSaved class="problems extras-problems" problems={others} />}
    </>
  );

  const removing = form?.kind === 'remove' ? form : undefined;
  /** Entfernen for the entries of `list`: the question in place of an entry's buttons, one at a time. */
  const removal = <List extends ExtraList>(list: List): Removal<ExtraEntries[List]> => ({
    question: (index, what) =>
      removing?.list === list && removing.index === index ? (
        <RemoveQuestion
          what={what}
          withFile={false}
          busy={busy}
          onRemove={() =>
            void save({
              list,
              action: 'remove',
              index: removing.index,
              original: removing.original,
              expectedVersion: removing.version,
            } as ExtrasSaveRequest)
          }
          onCancel={() => open(null)}
        >
          {notices}
        </RemoveQuestion>
      ) : undefined,
    button: (index, original) =>
      removing ? undefined : (
        <button
          type="button"
          class="danger"
          disabled={busy}
          onClick={() => open({ kind: 'remove', list, index, original, version: data.versions[FILE[list]] })}
        >
          Entfernen
        </button>
      ),
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
                version: data.versions[FILE[section]],
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
