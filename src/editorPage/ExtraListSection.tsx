/**
 * One list of the parts Referenzen and Fragen: its heading, its Hinzufügen with the form (when it is
 * the part's open one), and its entries, each with Bearbeiten and Entfernen (asked first).
 */
import type { ReactNode } from 'react';
import type { ExtraEntries, ExtraList, ExtrasData, ExtrasRefusal } from '../editor/extrasApi';
import { ExtraFields } from './ExtraFields';
import { LIST_FORMS } from './extrasForms';
import { FormButtons } from './FormButtons';
import { MediaForm } from './MediaForm';
import type { Removal } from './RemoveQuestion';

/** The list's form while it is open: a new entry's, or an entry's (`original` set). */
export interface EntryDraft {
  values: Record<string, string>;
  original?: object;
}

interface ExtraListSectionProps<List extends ExtraList> {
  list: List;
  entries: ExtrasData[List];
  draft: EntryDraft | undefined;
  problems: ExtrasRefusal[];
  busy: boolean;
  /** The refusals above the form, and a file changed meanwhile. */
  notices: ReactNode;
  removal: Removal<ExtraEntries[List]>;
  /** Opens the form: empty, or on the entry at `index`. */
  onOpen(index?: number, entry?: ExtraEntries[List]): void;
  onChange(key: string, value: string): void;
  onSave(): void;
  onCancel(): void;
}

export function ExtraListSection<List extends ExtraList>(props: ExtraListSectionProps<List>) {
  const { list, entries, draft, problems, busy, notices, removal } = props;
  const form = LIST_FORMS[list] as (typeof LIST_FORMS)[ExtraList];
  const id = `extras-${list}`;
  return (
    // Unnamed, as its form: a heading such as „Häufige Fragen“ would otherwise match the label Frage too.
    <section class="media-section">
      <h3 id={`${id}-section`}>{form.heading}</h3>
      <div class="media-add">
        <button type="button" onClick={() => props.onOpen()}>
          {form.add}
        </button>
      </div>
      {draft && (
        <MediaForm id={id} named={false} heading={draft.original ? form.editing : form.fresh} notices={notices} onSave={props.onSave}>
          <ExtraFields id={id} fields={form.fields} values={draft.values} problems={problems} onChange={props.onChange} />
          <FormButtons busy={busy} onCancel={props.onCancel} />
        </MediaForm>
      )}
      {entries.length === 0 ? (
        <p class="hint">{form.none}</p>
      ) : (
        <ul class="rows">
          {entries.map(({ index, value }) => (
            <li key={`${index}-${JSON.stringify(value)}`} class="row media-row">
              <span class="what" id={`${id}-entry-${index}`}>
                {form.title(value as never)}
                <span class="more">{form.more(value as never)}</span>
              </span>
              {removal.question(index, form.what(value as never)) ?? (
                <div class="buttons">
                  {/* Named "Bearbeiten" and "Entfernen" and nothing more, as GigList's; the row's text describes them. */}
                  <button
                    type="button"
                    onClick={() => props.onOpen(index, value as ExtraEntries[List])}
                    aria-describedby={`${id}-entry-${index}`}
                  >
                    Bearbeiten
                  </button>
                  {removal.button(index, value as ExtraEntries[List], `${id}-entry-${index}`)}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
