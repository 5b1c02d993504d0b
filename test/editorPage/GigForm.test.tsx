// The gig's and the song's form (one hook, one field table) against a fake save: what each button sends.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { useState } from 'react';
import { gigDraft, songDraft, type Draft } from '../../src/editorPage/drafts';
import { GigForm } from '../../src/editorPage/GigForm';
import { SongForm } from '../../src/editorPage/SongForm';
import type { Submit } from '../../src/editorPage/useSubmit';

const GIG = { date: '2025-09-13', location: 'Weinfest, Wolfhagen', info: 'ca. 15:00 Uhr' };
const SONG = { title: 'Africa', artist: 'Toto', year: 1982 };

/** The form of `draft`, its changes kept as the app keeps them; what it sent. */
function form(draft: Draft) {
  const sent: Parameters<Submit>[0][] = [];
  const submit: Submit = async (request) => (sent.push(request), { status: 'unchanged', version: 'v' });
  function Host() {
    const [open, setOpen] = useState<Draft>(draft);
    return open.list === 'gigs' ? (
      <GigForm draft={open} onChange={setOpen} onClose={() => {}} submit={submit} />
    ) : (
      <SongForm draft={open} onChange={setOpen} onClose={() => {}} submit={submit} />
    );
  }
  render(<Host />);
  return sent;
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

const tests = suite('the entry forms');
tests.after.each(cleanup);

tests('a new gig: its fields by their labels and hints, Speichern sends the entry they make', async () => {
  const sent = form(gigDraft());
  assert.ok(screen.getByRole('heading', { name: 'Neuer Auftritt' }));
  assert.equal(
    ['Datum', 'Ort', 'Info', 'Tickets', 'Private Feier', 'Nicht öffentlich'].map((label) => screen.getByLabelText(label).id),
    ['gig-date', 'gig-location', 'gig-info', 'gig-tickets', 'gig-private', 'gig-hidden'],
  );
  assert.is(screen.getByLabelText('Ort').getAttribute('aria-describedby'), 'gig-location-hint');
  assert.is(screen.queryByRole('button', { name: 'Absagen' }), null);
  assert.is(screen.queryByRole('button', { name: 'Löschen' }), null);
  type('Datum', '2027-03-14');
  type('Ort', 'Kulturbahnhof, Kassel');
  fireEvent.click(screen.getByLabelText('Nicht öffentlich'));
  click('Speichern');
  await waitFor(() =>
    assert.equal(sent, [{ list: 'gigs', action: 'add', value: { date: '2027-03-14', location: 'Kulturbahnhof, Kassel', listed: false } }]),
  );
});

tests('a gig: Speichern edits it, Absagen sends the reason, Löschen asks first', async () => {
  const sent = form(gigDraft(GIG, 4, 'v1'));
  assert.ok(screen.getByRole('heading', { name: 'Auftritt bearbeiten' }));
  type('Info', 'ab 16 Uhr');
  click('Speichern');
  await waitFor(() => assert.is(screen.getByRole('button', { name: 'Absagen' }).hasAttribute('disabled'), false));
  click('Absagen');
  assert.ok(screen.getByRole('group', { name: 'Absage' }).textContent?.startsWith('Auftritt 13.09.2025, Weinfest, Wolfhagen absagen?'));
  assert.is(screen.queryByRole('button', { name: 'Speichern' }), null, 'the form’s buttons wait');
  type('Grund der Absage', 'Unwetter');
  click('Absagen');
  await waitFor(() => assert.is(screen.getByRole('button', { name: 'Absagen' }).hasAttribute('disabled'), false));
  click('Zurück');
  click('Löschen');
  assert.ok(screen.getByText('Auftritt 13.09.2025, Weinfest, Wolfhagen löschen?'));
  click('Löschen');
  await waitFor(() =>
    assert.equal(sent, [
      { list: 'gigs', action: 'edit', index: 4, value: { ...GIG, info: 'ab 16 Uhr' } },
      { list: 'gigs', action: 'cancel', index: 4, reason: 'Unwetter' },
      { list: 'gigs', action: 'remove', index: 4 },
    ]),
  );
});

tests('a song: Titel and Interpret, what the form does not show kept, Löschen asks with its name', async () => {
  const sent = form(songDraft(SONG, 0, 's1'));
  assert.ok(screen.getByRole('heading', { name: 'Song bearbeiten' }));
  type('Interpret', 'TOTO');
  click('Speichern');
  await waitFor(() => assert.is(screen.getByRole('button', { name: 'Löschen' }).hasAttribute('disabled'), false));
  click('Löschen');
  assert.ok(screen.getByText('Song „Africa“ (TOTO) löschen?'));
  click('Löschen');
  await waitFor(() =>
    assert.equal(sent, [
      { list: 'songs', action: 'edit', index: 0, value: { ...SONG, artist: 'TOTO' } },
      { list: 'songs', action: 'remove', index: 0 },
    ]),
  );
});

tests.run();
