/**
 * How a run of deploy stopped on an error, as data (deployLines.ts's StopLine): the kind, the exit
 * code and the values messages.ts words it from, in English (`text`) and, in the editor, in German.
 */
import { BuildRefused } from './buildRefused';
import type { StopLine } from './deployLines';
import { ServerError } from './failures';
import { HostKeyRefused } from './hostKeys';
import { describeFailure } from './messages';
import { TargetError, type Target } from './target';

export function stopLine(error: Error, context: { target?: Target; passphraseGiven?: boolean }): StopLine {
  if (error instanceof TargetError) return { type: 'stop', kind: 'target', code: 1, text: error.message };
  if (!(error instanceof ServerError && context.target))
    // No cause deploy can name: not a dropped line, so "run again" would be a guess.
    return {
      type: 'stop',
      kind: 'internal',
      code: 3,
      text: `Deploy stopped on an error it has no name for: ${error.message}. Pass this message on to whoever looks after the code.`,
    };
  const { host, port, root } = context.target;
  const stop = describeFailure(error, context.target, context);
  return {
    type: 'stop',
    kind: error.kind,
    code: stop.code,
    text: stop.text,
    host,
    port,
    root,
    ...(error.path === undefined ? {} : { path: error.path }),
    ...(error.kind === 'passphrase' ? { passphraseGiven: Boolean(context.passphraseGiven) } : {}),
    ...(error instanceof BuildRefused ? { refusal: error.refusal } : {}),
    ...(error instanceof HostKeyRefused ? { hostKey: error.report } : {}),
  };
}
