/**
 * The editor's parts Referenzen and Fragen (issue 47): Referenzen shows the testimonials and the
 * references, Fragen the questions, the line-ups and the press texts. Each list has its Hinzufügen,
 * and each entry its Bearbeiten and Entfernen; a save is one change, one line, one commit.
 *
 * One form at a time: opening one closes the other, so each label (Name is both a testimonial's and a
 * reference's) and each button Speichern is on the page once. This file lays the part out; its state and
 * saves are useExtrasPart's, and each list and form is drawn by its own component.
 */
import { useRef } from 'react';
import type { ExtraList } from '../editor/extrasApi';
import { FILE_OF_LIST } from '../editor/extrasFields';
import { BuildCheckProblems } from './BuildCheckProblems';
import { ExtraListSection } from './ExtraListSection';
import { formValues, riderText } from './extrasForms';
import type { ExtrasCalls } from './extrasCalls';
import { Loading } from './Loading';
import { PressSection } from './PressSection';
import { useExtrasPart } from './useExtrasPart';

/** What a part shows: its lists, and in Fragen the press texts. */
export type ExtrasSection = ExtraList | 'press';

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

export function ExtrasPart({ api, sections, onStatus, onSaved, refresh }: ExtrasPartProps) {
  const part = useRef<HTMLDivElement>(null);
  const { data, loadError, form, open, problems, busy, notices, removal, change, saveForm } = useExtrasPart({
    api,
    refresh,
    onStatus,
    onSaved,
    part,
  });

  if (!data) return <Loading class="media extras" error={loadError} />;

  return (
    <div ref={part} class="media extras">
      <BuildCheckProblems
        intro="Die Datendateien bestehen die Prüfung des Builds nicht; so lange wird hier nichts gespeichert:"
        problems={data.problems}
      />
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
            onSave={() => saveForm('press')}
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
            onSave={() => saveForm('entry')}
            onCancel={() => open(null)}
          />
        ),
      )}
      {!form && notices}
    </div>
  );
}
