/**
 * The editor's part Band (issue 37): every value of band.ts the band fills in, grouped (Die Band,
 * Besetzung, Kontakt, Impressum, Datenschutz, Website), each with its label and hint from
 * bandFields.ts, the repository's sample values marked "noch ausfüllen" until replaced, and one
 * Speichern for the whole part. What the build refuses is shown at its field, in the build's words;
 * a band.ts changed elsewhere meanwhile is never overwritten (Neu laden keeps what was typed here).
 * The typing is kept for the tab (useStored), so a reload of the page loses none of it.
 */
import { useEffect, useRef, useState } from 'react';
import type { BandForm as BandFormData, BandSaveResult, BandValues } from '../editor/bandApi';
import { BAND_GROUPS, BAND_FIELDS, LIST_FIELDS, valueAt, withValue, type AnyBandField, type BandListField } from '../editor/bandFields';
import type { ApiError } from '../editor/editorApi';
import type { Refusal } from '../editor/saveEntry';
import type { BandCalls } from './bandCalls';
import { BandInput } from './BandInput';
import { BandList, inputId, type ListEntry } from './BandList';
import { ChangedNotice } from './ChangedNotice';
import { Loading } from './Loading';
import type { MediaCalls } from './mediaCalls';
import { PortraitChooser } from './PortraitChooser';
import { useStored } from './useStored';

interface BandFormProps {
  api: BandCalls;
  /** Says what a save did, in the page's status line. */
  onStatus(text: string): void;
  /** After a save (the preview rebuilds, the page may read anew). */
  onSaved?(): void;
  /**
   * Changed by the page when band.ts may have changed without this form (after Rückgängig): the form
   * reads band.ts anew and keeps what was typed here and not yet saved.
   */
  refresh?: number;
  /** With these, the portrait is also chosen from the band's photos or uploaded (issue 46). */
  media?: MediaCalls;
  token?: string;
}

/** The form's typing not yet saved: the values, and band.ts's values and version they were typed over. */
interface Draft {
  version: string;
  base: BandValues;
  values: BandValues;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The paths the form shows an input (or a list) for: a refusal of any other goes above the fields. */
function shownPaths(values: BandValues): Set<string> {
  const paths = new Set<string>(BAND_FIELDS.map((field) => field.path));
  values.lineup.forEach((_, index) => ['', '.name', '.part'].forEach((key) => paths.add(`lineup.${index}${key}`)));
  values.partners.forEach((_, index) => paths.add(`partners.${index}`));
  return paths;
}

/** `ours` (typed over `base`) laid over `theirs`: every field typed here keeps its typing, every other takes band.ts's new value. */
function rebased(ours: BandValues, base: BandValues, theirs: BandValues): BandValues {
  let values = theirs;
  for (const field of BAND_FIELDS) {
    const mine = valueAt(ours, field.path);
    if (same(mine, valueAt(base, field.path))) continue;
    values =
      field.kind === 'list' ? { ...values, [field.path]: mine as ListEntry[] } : withValue(values, field.path, mine as string | number);
  }
  return values;
}

/**
 * The paths whose typed value is still a sample of those band.ts was read with (`marked`, the server's
 * check, as deploy makes it): a text unchanged at its path; a list entry equal to a marked entry
 * wherever it stands now (the first partner removed, the second still invented: still marked).
 */
function stillSamples(marked: readonly string[], loaded: BandValues, typed: BandValues): Set<string> {
  const paths = new Set<string>();
  for (const path of marked) {
    const [list = '', index, key] = path.split('.');
    if (!LIST_FIELDS.some((field) => field.path === list) || index === undefined) {
      if (same(valueAt(typed, path), valueAt(loaded, path))) paths.add(path);
      continue;
    }
    const sample = (valueAt(loaded, list) as unknown[])[Number(index)];
    (valueAt(typed, list) as unknown[]).forEach((entry, at) => {
      if (same(entry, sample)) paths.add(key ? `${list}.${at}.${key}` : `${list}.${at}`);
    });
  }
  return paths;
}

/** The entry's index in a list path: `partners.2` → 2. */
const entryIndex = (path: string) => Number(path.split('.')[1]);

/** "1 Angabe", "3 Angaben". */
const angaben = (count: number) => `${count} ${count === 1 ? 'Angabe' : 'Angaben'}`;

export function BandForm({ api, onStatus, onSaved, refresh, media, token }: BandFormProps) {
  const [form, setForm] = useState<BandFormData | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();
  const [draft, setDraft] = useStored<Draft | null>('band-draft', null);
  const [problems, setProblems] = useState<Refusal[]>([]);
  const [changed, setChanged] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState('');
  const element = useRef<HTMLFormElement>(null);

  /** band.ts read anew; with `keep`, the typing not yet saved is laid over it. */
  async function load(keep: Draft | null): Promise<BandFormData | undefined> {
    const answer = await api.band();
    if ('status' in answer) {
      setLoadError(answer.message);
      return undefined;
    }
    setLoadError(undefined);
    setForm(answer);
    setProblems(answer.problems);
    if (keep) {
      const values = rebased(keep.values, keep.base, answer.values);
      setDraft(same(values, answer.values) ? null : { version: answer.version, base: answer.values, values });
    }
    return answer;
  }
  useEffect(() => void load(null), []);
  const refreshed = useRef(refresh);
  useEffect(() => {
    if (refreshed.current === refresh) return;
    refreshed.current = refresh;
    void load(draft);
  }, [refresh]);

  if (!form) {
    return <Loading class="band-form" error={loadError} />;
  }

  const values = draft?.values ?? form.values;
  const unsaved = draft !== null && !same(draft.values, draft.base);
  const update = (next: BandValues) =>
    setDraft({ version: draft?.version ?? form.version, base: draft?.base ?? form.values, values: next });

  // A sample stays marked until its value is replaced.
  const samples = stillSamples(form.placeholders, form.values, values);
  const marked = BAND_FIELDS.flatMap((field) =>
    field.kind === 'list'
      ? [...samples]
          .filter((path) => path.startsWith(`${field.path}.`))
          .sort((a, b) => entryIndex(a) - entryIndex(b))
          .map((path) => ({ path, label: listLabel(field, path) }))
      : samples.has(field.path)
        ? [{ path: field.path, label: field.label }]
        : [],
  );

  const shown = shownPaths(values);
  const others = problems.filter((problem) => !problem.field || !shown.has(problem.field));
  const of = (path: string) => problems.filter((problem) => problem.field === path);

  async function save(): Promise<void> {
    if (!form) return;
    setBusy(true);
    setSaved('');
    const result: BandSaveResult | ApiError = await api.saveBand({ expectedVersion: draft?.version ?? form.version, values });
    setBusy(false);
    switch (result.status) {
      case 'saved': {
        const notes = [
          result.historyProblem,
          result.historyNote,
          ...result.warnings.map((warning) => `Hinweis: ${warning.message}`),
        ].filter(Boolean);
        const text = [`Gespeichert: ${result.message}`, ...notes].join(' – ');
        // The whole message in the page's status line; here, beside Speichern at the form's end, the gist.
        setSaved(notes.length ? 'Gespeichert, mit Hinweisen (oben).' : 'Gespeichert.');
        onStatus(text);
        setChanged(undefined);
        setDraft(null);
        await load(null);
        onSaved?.();
        break;
      }
      case 'unchanged':
        setSaved('Nichts geändert.');
        onStatus('Nichts geändert: band.ts enthält diese Angaben schon.');
        // What band.ts itself still has the build refuse stays shown; what this form was refused is gone.
        setProblems(form.problems);
        setDraft(null);
        break;
      case 'refused':
        setProblems(result.problems);
        setSaved('Nicht gespeichert: bitte die markierten Angaben ansehen.');
        // The first field refused, or the message above the fields: where the band reads next.
        requestAnimationFrame(() => element.current?.querySelector<HTMLElement>('[aria-invalid="true"], .band-problems')?.focus());
        break;
      case 'changed':
        setChanged(result.message);
        setSaved('Nicht gespeichert: band.ts wurde inzwischen geändert.');
        break;
      case 'error':
        setSaved('Nicht gespeichert (Grund oben).');
        onStatus(result.message);
        break;
    }
  }

  async function reload(): Promise<void> {
    setChanged(undefined);
    const answer = await load(draft);
    if (answer) {
      const text = unsaved
        ? 'Neu geladen: band.ts, wie es jetzt ist – mit den hier geänderten, noch nicht gespeicherten Angaben darüber.'
        : 'Neu geladen.';
      setSaved('Neu geladen.');
      onStatus(text);
    }
  }

  function fieldOf(field: AnyBandField, ownFieldset: boolean) {
    if (field.kind === 'list') {
      return (
        <BandList
          key={field.path}
          field={field}
          entries={values[field.path] as ListEntry[]}
          onChange={(entries) => update({ ...values, [field.path]: entries })}
          problems={problems}
          samples={samples}
          ownFieldset={ownFieldset}
        />
      );
    }
    const input = (
      <BandInput
        key={field.path}
        id={inputId(field.path)}
        label={field.label}
        kind={field.kind}
        value={String(valueAt(values, field.path) ?? '')}
        onChange={(value) => update(withValue(values, field.path, value))}
        problems={of(field.path)}
        hint={field.hint}
        sample={samples.has(field.path)}
        {...(field.optional ? { optional: true } : {})}
        {...(field.autoComplete ? { autoComplete: field.autoComplete } : {})}
      />
    );
    if (field.path !== 'portrait' || !media || token === undefined) return input;
    return [
      input,
      <PortraitChooser
        key="portrait-chooser"
        api={media}
        token={token}
        value={values.portrait}
        credit={values.photoCredit}
        refresh={refresh}
        onPick={(file, credit) => {
          const chosen = withValue(values, 'portrait', file);
          // The photo's own credit, unless one is typed already: media.ts names who took it.
          update(credit && !values.photoCredit.trim() ? withValue(chosen, 'photoCredit', credit) : chosen);
        }}
        onSaved={(result) => {
          onStatus(`Gespeichert: ${result.message}`);
          void load(draft).then(() => onSaved?.());
        }}
      />,
    ];
  }

  return (
    <form
      ref={element}
      id="band-form"
      class="band-form"
      aria-label="Banddaten"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p class="band-intro">
        Die Angaben aus <code>src/data/band.ts</code>: Kontakt, Impressum und Datenschutzerklärung der Seite lesen sie von dort.
      </p>
      {marked.length > 0 ? (
        <div class="band-summary">
          <p>
            <strong>{angaben(marked.length)} noch ausfüllen</strong> – dort stehen noch die Beispielwerte. Vor dem Veröffentlichen ersetzen:
          </p>
          <ul>
            {marked.map(({ path, label }) => (
              <li key={path}>
                <a href={`#${inputId(path)}`}>{label}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p class="band-summary band-done">Alle Beispielwerte sind ersetzt.</p>
      )}
      {loadError && (
        <div class="problems" role="alert">
          <p>{loadError}</p>
        </div>
      )}
      {changed && <ChangedNotice message={changed} onReload={() => void reload()} />}
      {others.length > 0 && (
        <div class="problems band-problems" role="alert" tabIndex={-1}>
          <p>Die Prüfung des Builds sagt:</p>
          <ul>
            {others.map((problem, index) => (
              <li key={index}>{problem.text}</li>
            ))}
          </ul>
        </div>
      )}
      {BAND_GROUPS.map((group) => {
        const [only] = group.fields;
        // A group that is one list of its name (Besetzung) is that list's fieldset.
        const single = group.fields.length === 1 && only?.kind === 'list' && only.label === group.legend ? only : undefined;
        const describedBy = single
          ? [`${inputId(single.path)}-hint`, of(single.path).length ? `${inputId(single.path)}-error` : ''].filter(Boolean).join(' ')
          : undefined;
        return (
          <fieldset key={group.legend} class="band-group" {...(describedBy ? { 'aria-describedby': describedBy } : {})}>
            <legend>{group.legend}</legend>
            {group.fields.map((field) => fieldOf(field, !single))}
          </fieldset>
        );
      })}
      <div class="buttons band-actions">
        <button type="submit" disabled={busy}>
          Speichern
        </button>
        {unsaved && !busy && <span class="band-unsaved">Änderungen noch nicht gespeichert</span>}
        {busy && <span class="band-unsaved">Wird geprüft und gespeichert …</span>}
      </div>
      {saved && <p class="band-saved">{saved}</p>}
    </form>
  );
}

/** A list entry's value by the words the form shows at it: `Gesellschafter 1`, `Mitglied 2: Name`. */
function listLabel(field: BandListField, path: string): string {
  const [, index = '0', key] = path.split('.');
  const part = field.parts?.find((p) => p.key === key)?.label;
  return `${field.item} ${Number(index) + 1}${part ? `: ${part}` : ''}`;
}
