// Veröffentlichen against fake calls (the real editor and servers: test/deploy/editor.servers.test.ts):
// the plan's question replacing the button, the publish with its log and verdict, Schlüssel übernehmen
// and Änderungen übernehmen each going on by itself, and what a broken stream says.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import type { PlanStage, PublishChecking, PublishDone, PublishLine, PublishPlan } from '../../src/editor/publishApi';
import { GONE } from '../../src/editorPage/openStream';
import type { PublishCalls } from '../../src/editorPage/publishCalls';
import { PublishPanel } from '../../src/editorPage/PublishPanel';

const READY: PublishPlan = { status: 'ready', summary: '3 Dateien neu, 1 gelöscht', details: 'new index.html' };
const PUBLISHED: PublishDone = {
  type: 'done',
  status: 'published',
  summary: 'Veröffentlicht: 3 Dateien neu, 1 gelöscht.',
  checkSite: { ok: true, summary: 'In Ordnung.', text: 'check-site: 12 Dateien gleich' },
  history: 'Der Stand ist in der Versionsgeschichte festgehalten.',
};
const LINES: (PublishLine | PublishChecking)[] = [
  { type: 'line', text: 'uploaded index.html [1/2]', progress: { files: 1, total: 2 } },
  { type: 'line', text: 'uploaded band.js [2/2]', progress: { files: 2, total: 2 } },
  { type: 'checking' },
];

/** Fake calls: each plan answers the next of `plans`, each publish the next of `ends` after LINES. */
function panel(plans: (PublishPlan | Error | undefined)[], ends: (PublishDone | undefined)[] = [PUBLISHED]) {
  const calls = { plan: 0, publish: 0, hostKey: [] as string[], takeIn: 0 };
  const fake: PublishCalls = {
    async plan(onStage) {
      const answer = plans[calls.plan++];
      onStage({ type: 'stage', step: 1, of: 2, what: 'build' } satisfies PlanStage);
      if (answer instanceof Error) throw answer;
      return answer;
    },
    async publish(onEvent) {
      for (const event of LINES) onEvent(event);
      return ends[calls.publish++];
    },
    hostKey: async (id) => (calls.hostKey.push(id), { status: 'accepted', message: 'Schlüssel übernommen und eingetragen.' }),
    takeIn: async () => (calls.takeIn++, { status: 'taken', message: '2 Änderungen übernommen.' }),
  };
  render(<PublishPanel token="t0k" calls={fake} />);
  return calls;
}

const publishButton = () => screen.getByRole('button', { name: 'Veröffentlichen' });

const tests = suite('Veröffentlichen (the panel, against fake calls)');
tests.after.each(cleanup);

tests('the plan asks, replacing the button and taking the focus; Nicht jetzt gives both back', async () => {
  panel([READY]);
  fireEvent.click(publishButton());
  const question = await screen.findByText(
    (_, element) =>
      element?.tagName === 'P' && element.textContent === `Änderungen auf dem Server: ${READY.summary}. Jetzt veröffentlichen?`,
  );
  await waitFor(() => assert.is(document.activeElement, question.closest('.question')));
  assert.is(screen.getAllByRole('button', { name: 'Veröffentlichen' }).length, 1, 'only the question’s');
  fireEvent.click(screen.getByRole('button', { name: 'Nicht jetzt' }));
  await waitFor(() => assert.is(document.activeElement, publishButton()));
  assert.is(document.querySelector('.publish')?.className, 'publish');
});

tests('published: the status says so and that check-site agreed, the log and the history below', async () => {
  const calls = panel([READY]);
  fireEvent.click(publishButton());
  await screen.findByRole('button', { name: 'Nicht jetzt' });
  fireEvent.click(publishButton());
  await waitFor(() =>
    assert.is(document.querySelector('.publish-status')?.textContent, `${PUBLISHED.summary} Geprüft: Die Seite im Netz ist die gebaute.`),
  );
  assert.is(calls.publish, 1);
  assert.ok(screen.getByText(PUBLISHED.history ?? ''));
  assert.is(
    screen.getByText('Ausgabe von npm run deploy').nextElementSibling?.textContent,
    'uploaded index.html [1/2]\nuploaded band.js [2/2]',
  );
  assert.is(screen.getByText('Ausgabe von check-site').nextElementSibling?.textContent, 'check-site: 12 Dateien gleich');
  assert.is(screen.queryByRole('alert'), null);
});

tests('a new host key: Schlüssel übernehmen takes the offer, says so, and publishes', async () => {
  const calls = panel([
    {
      status: 'refused',
      summary: 'Der Server zeigt einen Schlüssel, den der Editor noch nicht kennt.',
      details: 'Host key verification failed.',
      hostKey: {
        status: 'new',
        id: 'offer-1',
        host: 'ssh.example.org',
        port: 22,
        key: { fingerprint: 'SHA256:abc', label: 'ED25519', bits: 256 },
      },
    },
  ]);
  fireEvent.click(publishButton());
  fireEvent.click(await screen.findByRole('button', { name: 'Schlüssel übernehmen' }));
  await screen.findByText('Schlüssel übernommen und eingetragen.');
  await waitFor(() => assert.is(calls.publish, 1));
  assert.equal(calls.hostKey, ['offer-1']);
  await screen.findByText('Ausgabe von check-site');
});

tests('the bandmates’ changes missing: Änderungen übernehmen takes them in, says so, and plans again', async () => {
  const calls = panel([
    { status: 'refused', summary: 'Im Netz stehen Änderungen, die hier fehlen.', details: '', missing: { commits: [], count: 2 } },
    READY,
  ]);
  fireEvent.click(publishButton());
  fireEvent.click(await screen.findByRole('button', { name: 'Änderungen übernehmen' }));
  await screen.findByText('2 Änderungen übernommen.');
  await screen.findByRole('button', { name: 'Nicht jetzt' });
  assert.equal([calls.takeIn, calls.plan], [1, 2]);
  assert.ok(screen.getByText('2 Änderungen übernommen.'), 'still said with the new question');
});

const FAILURES: [name: string, plans: (PublishPlan | Error | undefined)[], ends: (PublishDone | undefined)[], said: string][] = [
  ['the connection broke during the plan', [new TypeError('Failed to fetch')], [], GONE],
  ['the editor refused the plan', [new Error('Veröffentlichen läuft schon.')], [], 'Veröffentlichen läuft schon.'],
  ['the plan’s stream ended without a plan', [undefined], [], GONE],
  [
    'the publish’s stream ended before its end',
    [READY],
    [undefined],
    'Die Verbindung zum Editor brach ab, bevor npm run deploy fertig war. Ob alles oben ist, zeigt ein neues Veröffentlichen (deploy schickt nur, was fehlt).',
  ],
];

for (const [name, plans, ends, said] of FAILURES) {
  tests(`${name}: an alert says so`, async () => {
    panel(plans, ends);
    fireEvent.click(publishButton());
    if (plans[0] === READY) {
      await screen.findByRole('button', { name: 'Nicht jetzt' });
      fireEvent.click(publishButton());
    }
    await waitFor(() => assert.is(screen.getByRole('alert').textContent, said));
    assert.is(document.querySelector('.publish-status')?.textContent, '');
  });
}

tests.run();
