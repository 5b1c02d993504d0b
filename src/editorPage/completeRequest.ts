import type { EditorData } from '../editor/editorApi';
import type { SaveRequest } from '../editor/saveEntry';
import type { Draft } from './drafts';
import type { Submit } from './useSubmit';

/**
 * A form's save as the server takes it: a new entry against the list's version as loaded; an entry
 * against the version its form was opened on (or followed it to), naming the entry as it was then, so
 * a list that shifted meanwhile is refused, never another entry changed. Nothing where the open form
 * (`open`) belongs to no entry of the request's list any more.
 */
export function completeRequest(
  request: Parameters<Submit>[0],
  data: Pick<EditorData, 'versions'>,
  open: Draft | null,
): SaveRequest | undefined {
  if (request.action === 'add') return { ...request, expectedVersion: data.versions[request.list] } as SaveRequest;
  if (open?.list !== request.list || open.index === undefined || open.version === undefined || open.original === undefined)
    return undefined;
  return { ...request, index: open.index, original: open.original, expectedVersion: open.version } as SaveRequest;
}
