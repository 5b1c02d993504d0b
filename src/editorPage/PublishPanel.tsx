/**
 * Veröffentlichen (issue 37, item 8): first the dry run in words ("3 Dateien neu, 1 gelöscht",
 * deploy's listing under Einzelheiten), then – asked once more, the question replacing the button
 * as the forms' questions do – `npm run deploy` with its progress, and check-site's verdict at the
 * end. A refusal shows a German sentence that says what to do, deploy's own words under Einzelheiten;
 * a refused SSH host key shows its fingerprint and, when new, Schlüssel übernehmen, after which
 * publishing goes on by itself (HostKeyBox.tsx). A publish refused for lacking the bandmates' changes
 * (issue 53) names them in one sentence and offers Änderungen übernehmen, then plans again.
 *
 * The plan shows its step (the build, then the comparison with the server) and the seconds it has
 * taken; the progress is read aloud at most once a second (one status line); the bar follows every file.
 */
import { useEffect, useRef, useState } from 'react';
import { TOKEN_HEADER, type ApiError } from '../editor/editorApi';
import type {
  HostKeyAnswer,
  HostKeyOffer,
  MissingChanges,
  PlanEvent,
  PlanStage,
  PublishDone,
  PublishEvent,
  PublishPlan,
  TakeInAnswer,
} from '../editor/publishApi';
import { Details } from './Details';
import { call } from './editorApi';
import { HostKeyBox } from './HostKeyBox';
import { PlanProgress, stageText } from './PlanProgress';

type Step =
  | { kind: 'idle' }
  | { kind: 'planning'; stage?: PlanStage }
  | { kind: 'planned'; plan: PublishPlan }
  | { kind: 'publishing'; checking: boolean }
  | { kind: 'done'; done: PublishDone }
  | { kind: 'error'; message: string };

type Count = { files: number; total: number } | undefined;

const GONE = 'Der Editor antwortet nicht: läuft npm run edit noch?';

/** The stream's events, one JSON object per line, to `onEvent` as they come. */
async function readEvents<Event>(body: ReadableStream<Uint8Array>, onEvent: (event: Event) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  for (;;) {
    const { done, value } = await reader.read();
    rest += decoder.decode(value, { stream: !done });
    const lines = rest.split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) onEvent(JSON.parse(line) as Event);
    if (done) break;
  }
  if (rest.trim()) onEvent(JSON.parse(rest) as Event);
}

/** POSTs to a streaming endpoint of the editor: the answer's body, or an Error with the editor's German refusal. */
async function openStream(token: string, path: string): Promise<ReadableStream<Uint8Array>> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { [TOKEN_HEADER]: token, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok || !response.body || !response.headers.get('content-type')?.startsWith('application/x-ndjson')) {
    const refused = (await response.json().catch(() => undefined)) as ApiError | undefined;
    throw new Error(refused?.message ?? GONE);
  }
  return response.body;
}

const progressText = (count: Count) =>
  count
    ? `Veröffentlichen läuft: ${count.files} von ${count.total} ${count.total === 1 ? 'Datei' : 'Dateien'} erledigt.`
    : 'Veröffentlichen läuft: Die Seite wird gebaut, die Verbindung zum Server aufgebaut …';

export function PublishPanel({ token }: { token: string }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [announced, setAnnounced] = useState('');
  const [count, setCount] = useState<Count>();
  const [lines, setLines] = useState<string[]>([]);
  const latest = useRef<Count>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const question = useRef<HTMLDivElement>(null);
  // Schlüssel übernehmen: under way, or refused with why; once taken, what the editor did stays shown while publishing goes on.
  const [accepting, setAccepting] = useState(false);
  const [keyRefused, setKeyRefused] = useState<string>();
  const [keyTaken, setKeyTaken] = useState<string>();
  // Änderungen übernehmen: under way, and what the editor said.
  const [takingIn, setTakingIn] = useState(false);
  const [takenIn, setTakenIn] = useState<TakeInAnswer>();

  const busy = step.kind === 'planning' || step.kind === 'publishing';
  const asking = step.kind === 'planned' && step.plan.status === 'ready';

  // The question takes the focus from the button it replaces; afterwards the button has it again.
  const asked = useRef(false);
  useEffect(() => {
    if (asking) question.current?.focus();
    else if (asked.current) button.current?.focus();
    asked.current = asking;
  }, [asking]);

  // Read aloud at most once a second, whatever the pace of the files.
  const uploading = step.kind === 'publishing' && !step.checking;
  useEffect(() => {
    if (!uploading) return;
    const timer = setInterval(() => setAnnounced(progressText(latest.current)), 1000);
    return () => clearInterval(timer);
  }, [uploading]);

  async function plan(keepTakenIn = false): Promise<void> {
    if (busy) return;
    setStep({ kind: 'planning' });
    setLines([]);
    setKeyRefused(undefined);
    setKeyTaken(undefined);
    if (!keepTakenIn) setTakenIn(undefined);
    setAnnounced(stageText(undefined));
    let answer: PublishPlan | undefined;
    try {
      await readEvents<PlanEvent>(await openStream(token, '/api/publish/plan'), (event) => {
        if (event.type === 'plan') answer = event.plan;
        else {
          setStep({ kind: 'planning', stage: event });
          setAnnounced(stageText(event));
        }
      });
    } catch (error) {
      const message = (error as Error).message;
      answer = undefined;
      setStep({ kind: 'error', message: message === GONE || error instanceof TypeError ? GONE : message });
      setAnnounced('');
      return;
    }
    if (!answer) {
      setStep({ kind: 'error', message: GONE });
      setAnnounced('');
      return;
    }
    setStep({ kind: 'planned', plan: answer });
    // A question or a refusal is read aloud as an alert; only "nothing to do" is a status.
    setAnnounced(answer.status === 'nothing' ? answer.summary : '');
  }

  /** Schlüssel übernehmen: the editor's server takes the key it offered as `offer.id`; then the publish runs. */
  async function accept(offer: HostKeyOffer): Promise<void> {
    if (offer.status !== 'new' || accepting) return;
    setAccepting(true);
    setKeyRefused(undefined);
    const answer = await call<HostKeyAnswer>(token, '/api/publish/host-key', { id: offer.id });
    setAccepting(false);
    if (answer.status !== 'accepted') return setKeyRefused(answer.message);
    setKeyTaken(answer.message);
    // The button that was clicked is gone: the focus goes to Veröffentlichen, busy meanwhile.
    button.current?.focus();
    await publish();
  }

  /** Änderungen übernehmen: the editor takes in the bandmates' changes; then the plan is made again. */
  async function takeIn(): Promise<void> {
    if (takingIn) return;
    setTakingIn(true);
    const answer = await call<TakeInAnswer>(token, '/api/publish/take-in', {});
    setTakingIn(false);
    const told: TakeInAnswer = answer.status === 'error' ? { status: 'refused', message: answer.message } : answer;
    setTakenIn(told);
    if (told.status === 'taken') {
      button.current?.focus();
      await plan(true);
    }
  }

  function back(): void {
    setStep({ kind: 'idle' });
    setAnnounced('');
  }

  async function publish(): Promise<void> {
    latest.current = undefined;
    setCount(undefined);
    setLines([]);
    setStep({ kind: 'publishing', checking: false });
    setAnnounced(progressText(undefined));
    let ended: PublishDone | undefined;
    try {
      await readEvents<PublishEvent>(await openStream(token, '/api/publish'), (event) => {
        if (event.type === 'line') {
          setLines((before) => [...before, event.text]);
          if (event.progress) {
            latest.current = event.progress;
            setCount(event.progress);
          }
        } else if (event.type === 'checking') {
          setStep({ kind: 'publishing', checking: true });
          setAnnounced('Hochgeladen. check-site vergleicht jetzt die Seite im Netz mit der gebauten …');
        } else {
          ended = event;
        }
      });
    } catch (error) {
      const message = (error as Error).message;
      setStep({ kind: 'error', message: message === GONE || error instanceof TypeError ? GONE : message });
      setAnnounced('');
      return;
    }
    if (!ended) {
      setStep({
        kind: 'error',
        message:
          'Die Verbindung zum Editor brach ab, bevor npm run deploy fertig war. Ob alles oben ist, zeigt ein neues Veröffentlichen (deploy schickt nur, was fehlt).',
      });
      setAnnounced('');
      return;
    }
    setStep({ kind: 'done', done: ended });
    setAnnounced(
      ended.status === 'published' ? `${ended.summary}${ended.checkSite?.ok ? ' Geprüft: Die Seite im Netz ist die gebaute.' : ''}` : '',
    );
  }

  /**
   * A refusal: the German lead, deploy's words under Einzelheiten; for the server's host key, its
   * fingerprints (HostKeyBox); for the bandmates' changes missing here, Änderungen übernehmen.
   */
  const refusal = (summary: string, details: string | undefined, hostKey: HostKeyOffer | undefined, missing?: MissingChanges) =>
    hostKey ? (
      <HostKeyBox
        offer={hostKey}
        summary={summary}
        details={details}
        accepting={accepting}
        refused={keyRefused}
        onAccept={() => void accept(hostKey)}
      />
    ) : (
      <div class="problems" role="alert">
        <p>{summary}</p>
        {missing && (
          <div class="buttons">
            <button type="button" aria-disabled={takingIn ? 'true' : undefined} onClick={() => void takeIn()}>
              {takingIn ? 'Änderungen werden übernommen …' : 'Änderungen übernehmen'}
            </button>
          </div>
        )}
        {takenIn?.status === 'refused' && <p class="refused">{takenIn.message}</p>}
        <Details text={details} />
      </div>
    );

  // Each <pre> scrolls when long (publish.css): focusable, so its end can be reached by keyboard too.
  const log = lines.length > 0 && (
    <details class="publish-log">
      <summary>Ausgabe von npm run deploy</summary>
      <pre tabIndex={0}>{lines.join('\n')}</pre>
    </details>
  );

  return (
    // Open (a question, progress, a verdict): the panel takes the header's whole width.
    <div class={step.kind === 'idle' ? 'publish' : 'publish open'}>
      {!asking && (
        <button ref={button} type="button" aria-disabled={busy ? 'true' : undefined} onClick={() => void plan()}>
          Veröffentlichen
        </button>
      )}
      {/* Polite, as a status is, but not a second role=status: the page's one status line says what the last save did. */}
      <p class="publish-status" aria-live="polite">
        {announced}
      </p>
      {step.kind === 'planning' && <PlanProgress stage={step.stage} />}
      {takenIn?.status === 'taken' && step.kind !== 'done' && <p class="hint">{takenIn.message}</p>}
      {step.kind === 'publishing' && (
        <progress
          aria-label="Fortschritt des Hochladens"
          {...(count && !step.checking ? { value: count.files, max: count.total } : step.checking ? { value: 1, max: 1 } : {})}
        />
      )}

      {step.kind === 'planned' && step.plan.status === 'ready' && (
        <div class="question" role="alert" ref={question} tabIndex={-1}>
          <p>
            Änderungen auf dem Server: <strong>{step.plan.summary}</strong>. Jetzt veröffentlichen?
          </p>
          <details>
            <summary>Einzelheiten</summary>
            <pre tabIndex={0}>{step.plan.details}</pre>
          </details>
          <div class="buttons">
            <button type="button" onClick={() => void publish()}>
              Veröffentlichen
            </button>
            {/* Not "Zurück": a gig's form may ask its own question at the same time, with its own Zurück. */}
            <button type="button" class="quiet" onClick={back}>
              Nicht jetzt
            </button>
          </div>
        </div>
      )}
      {step.kind === 'planned' && step.plan.status === 'nothing' && (
        <details class="publish-log">
          <summary>Einzelheiten</summary>
          <pre tabIndex={0}>{step.plan.details}</pre>
        </details>
      )}
      {step.kind === 'planned' &&
        step.plan.status === 'refused' &&
        refusal(step.plan.summary, step.plan.details, step.plan.hostKey, step.plan.missing)}
      {keyTaken && (step.kind === 'publishing' || step.kind === 'done') && <p class="hint">{keyTaken}</p>}
      {step.kind === 'done' &&
        step.done.status !== 'published' &&
        refusal(step.done.summary, step.done.details, step.done.hostKey, step.done.missing)}
      {step.kind === 'done' && step.done.checkSite && !step.done.checkSite.ok && (
        <div class="problems" role="alert">
          <p>{step.done.checkSite.summary}</p>
          <details>
            <summary>Einzelheiten</summary>
            <pre tabIndex={0}>{step.done.checkSite.text}</pre>
          </details>
        </div>
      )}
      {step.kind === 'done' && step.done.history && <p class="hint">{step.done.history}</p>}
      {step.kind === 'done' && step.done.checkSite?.ok && (
        <details class="publish-log">
          <summary>Ausgabe von check-site</summary>
          <pre tabIndex={0}>{step.done.checkSite.text}</pre>
        </details>
      )}
      {step.kind === 'error' && (
        <div class="problems" role="alert">
          <p>{step.message}</p>
        </div>
      )}
      {(step.kind === 'publishing' || step.kind === 'done' || step.kind === 'error') && log}
    </div>
  );
}
