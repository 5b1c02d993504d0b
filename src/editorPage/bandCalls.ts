/**
 * The part Band's calls to the editor's server: GET /api/band reads band.ts for the form, POST
 * /api/band saves it. Each with the token of the page's address; a server that is gone or refused
 * is an ApiError, never an exception (editorApi's `call`).
 */
import type { BandForm, BandSaveRequest, BandSaveResult } from '../editor/bandApi';
import type { ApiError } from '../editor/editorApi';
import { call } from './editorApi';

export interface BandCalls {
  /** band.ts as the form shows it. */
  band(): Promise<BandForm | ApiError>;
  /** One save of the whole part. */
  saveBand(request: BandSaveRequest): Promise<BandSaveResult | ApiError>;
}

export function bandCalls(token: string): BandCalls {
  return {
    band: () => call<BandForm>(token, '/api/band'),
    saveBand: (request) => call<BandSaveResult>(token, '/api/band', request),
  };
}
