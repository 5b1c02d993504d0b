/**
 * Veröffentlichen's calls to the editor's server: the plan (a dry run, its steps streamed), the
 * publish (deploy's lines streamed, then check-site's verdict), Schlüssel übernehmen and Änderungen
 * übernehmen. The streams throw as openStream does; the others answer an ApiError, never throw.
 */
import type { ApiError } from '../editor/editorApi';
import type {
  HostKeyAnswer,
  PlanEvent,
  PlanStage,
  PublishChecking,
  PublishDone,
  PublishEvent,
  PublishLine,
  PublishPlan,
  TakeInAnswer,
} from '../editor/publishApi';
import type { HostKeyRequest } from '../editor/requestSchemas';
import { call } from './editorApi';
import { openStream } from './openStream';
import { readEvents } from './readEvents';

export interface PublishCalls {
  /** The dry run: its steps to `onStage` as they come; its plan, or nothing when the stream ended without one. */
  plan(onStage: (stage: PlanStage) => void): Promise<PublishPlan | undefined>;
  /** `npm run deploy` and check-site: the lines and the check's start to `onEvent`; the end, or nothing when the stream broke off before it. */
  publish(onEvent: (event: PublishLine | PublishChecking) => void): Promise<PublishDone | undefined>;
  /** Schlüssel übernehmen for the offer `id`. */
  hostKey(id: string): Promise<HostKeyAnswer | ApiError>;
  /** Änderungen übernehmen: the bandmates' changes taken in. */
  takeIn(): Promise<TakeInAnswer | ApiError>;
}

export function publishCalls(token: string): PublishCalls {
  return {
    async plan(onStage) {
      let answer: PublishPlan | undefined;
      await readEvents<PlanEvent>(await openStream(token, '/api/publish/plan'), (event) => {
        if (event.type === 'plan') answer = event.plan;
        else onStage(event);
      });
      return answer;
    },
    async publish(onEvent) {
      let ended: PublishDone | undefined;
      await readEvents<PublishEvent>(await openStream(token, '/api/publish'), (event) => {
        if (event.type === 'line' || event.type === 'checking') onEvent(event);
        else ended = event;
      });
      return ended;
    },
    hostKey: (id) => call<HostKeyAnswer>(token, '/api/publish/host-key', { id } satisfies HostKeyRequest),
    takeIn: () => call<TakeInAnswer>(token, '/api/publish/take-in', {}),
  };
}
