/**
 * The parts Referenzen and Fragen's calls to the editor's server (issue 47, src/editor/extrasApi.ts):
 * GET /api/extras reads references.ts, faq.ts, lineups.ts and press.ts, POST /api/extras saves one
 * change. Each with the token of the page's address; a server that is gone or refused is an ApiError.
 */
import type { ApiError } from '../editor/editorApi';
import type { ExtrasData, ExtrasSaveRequest, ExtrasSaveResult } from '../editor/extrasApi';
import { call } from './editorApi';

export interface ExtrasCalls {
  extras(): Promise<ExtrasData | ApiError>;
  save(request: ExtrasSaveRequest): Promise<ExtrasSaveResult | ApiError>;
}

export function extrasCalls(token: string): ExtrasCalls {
  return {
    extras: () => call<ExtrasData>(token, '/api/extras'),
    save: (request) => call<ExtrasSaveResult>(token, '/api/extras', request),
  };
}
