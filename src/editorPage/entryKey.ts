import type { Draft } from './drafts';

/** A form is the same form while it edits the same entry, wherever the list moved that entry. */
export const entryKey = (draft: Draft) => (draft.original ? JSON.stringify(draft.original) : 'new');
