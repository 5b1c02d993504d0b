/**
 * The editor's part Band (issue 37): every value of band.ts the band fills in, grouped (Die Band,
 * Besetzung, Kontakt, Impressum, Datenschutz, Website), each with its label and hint from
 * bandFields.ts, the repository's sample values marked "noch ausfüllen" until replaced, and one
 * Speichern for the whole part. What the build refuses is shown at its field, in the build's words;
 * a band.ts changed elsewhere meanwhile is never overwritten (Neu laden keeps what was typed here).
 * The typing is kept for the tab (useStored), so a reload of the page loses none of it.
 *
 * This file lays the part out; band.ts and the typing are useBandDraft's, Speichern and Neu laden
 * useBandSave's, each group and field is drawn by its own component.
 */
import { useRef } from 'react';
import { BAND_GROUPS } from '../editor/bandFields';
import type { BandCalls } from './bandCalls';
import type { BandFieldsProps } from './BandField';
import { BandGroupFieldset } from './BandGroupFieldset';
import { BandSummary } from './BandSummary';
import { ChangedNotice } from './ChangedNotice';
import { Loading } from './Loading';
import { markedSamples } from './markedSamples';
import type { MediaCalls } from './mediaCalls';
import { shownPaths } from './shownPaths';
import { stillSamples } from './stillSamples';
import { useBandDraft } from './useBandDraft';
import { useBandSave } from './useBandSave';

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

export function BandForm({ api, onStatus, onSaved, refresh, media, token }: BandFormProps) {
  const element = useRef<HTMLFormElement>(null);
  const band = useBandDraft(api, refresh);
  const { form, loadError, draft, problems, values, unsaved, update, load } = band;
  const { changed, busy, saved, save, reload } = useBandSave(api, band, { onStatus, onSaved, element });

  if (!form || !values) {
    return <Loading class="band-form" error={loadError} />;
  }

  // A sample stays marked until its value is replaced.
  const samples = stillSamples(form.placeholders, form.values, values);
  const shown = shownPaths(values);
  const others = problems.filter((problem) => !problem.field || !shown.has(problem.field));
  const fields: BandFieldsProps = {
    values,
    onChange: update,
    problems,
    samples,
    media,
    token,
    refresh,
    onPortraitSaved(message) {
      onStatus(`Gespeichert: ${message}`);
      void load(draft).then(() => onSaved?.());
    },
  };

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
      <BandSummary marked={markedSamples(samples)} />
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
      {BAND_GROUPS.map((group) => (
        <BandGroupFieldset key={group.legend} group={group} fields={fields} />
      ))}
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
