// A form's key: the same while it edits the same entry, wherever the entry moved in its list.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { gigDraft, songDraft } from '../../src/editorPage/drafts';
import { entryKey } from '../../src/editorPage/entryKey';

const GIG = { date: '2025-09-13', location: 'Weinfest, Wolfhagen' };

test('a new entry’s form is "new"', () => {
  assert.is(entryKey(gigDraft()), 'new');
  assert.is(entryKey(songDraft()), 'new');
});

test('an entry’s form keeps its key when the entry moves or its fields are typed in', () => {
  const opened = gigDraft(GIG, 3, 'v1');
  const moved = gigDraft(GIG, 4, 'v2');
  assert.is(entryKey(moved), entryKey(opened));
  assert.is(entryKey({ ...opened, fields: { ...opened.fields, info: 'ab 16 Uhr' } } as typeof opened), entryKey(opened));
});

test('two entries have two keys', () => {
  assert.is.not(entryKey(gigDraft(GIG, 3, 'v1')), entryKey(gigDraft({ ...GIG, info: 'ab 16 Uhr' }, 3, 'v1')));
  assert.is.not(entryKey(songDraft({ title: 'Africa', artist: 'Toto' }, 0, 's1')), entryKey(gigDraft(GIG, 0, 'g1')));
});

test.run();
