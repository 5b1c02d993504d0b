// The first publish in the editor (issue 46, item 2): the host key deploy refused reaches the page as
// data (the stop line of deploy's --json, never its English words), a new key is taken with one click
// into deploy/known_hosts (the file's other bytes kept, one commit of the editor's), a changed key is
// shown and never taken, and the server takes only a key a deploy of this editor reported, by the
// offer's id. Against a fake deploy that writes its stop line as the real one does (the real one against
// a real sshd: test/deploy/publishHostKey.servers.test.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DeployLine, StopLine } from '../../src/deploy/deployLines';
import { fingerprint, HostKeyRefused, judgeHostKey, knownKeys, type HostKeyReport } from '../../src/deploy/hostKeys';
import { stopLine } from '../../src/deploy/stopLine';
import { parseTarget } from '../../src/deploy/target';
import { acceptHostKey, HostKeyOffers, hostKeyLead, KNOWN_HOSTS } from '../../src/editor/hostKeyOffer';
import { EDITOR_TRAILER, undoLast } from '../../src/editor/history';
import { saveEntry } from '../../src/editor/saveEntry';
import { versionOf } from '../../src/editor/dataFiles';
import type { HostKeyAnswer, HostKeyOffer, PublishDone, PublishPlan } from '../../src/editor/publishApi';
import { planPublish, publish, type Ran, type RunScript } from '../../src/editor/publishSite';
import { startEditor } from '../../src/editor/startEditor';
import { dataFolder, repo, type Repo } from './tempData';
import { LINKED_SECTIONS } from '../../src/editor/guideLink';
import { guidePages, headings } from '../setup/guide';

const HOST = 'ssh.example-host.de';
const ed25519 = () => Buffer.concat([Buffer.from([0, 0, 0, 11]), Buffer.from('ssh-ed25519'), Buffer.from([0, 0, 0, 32]), randomBytes(32)]);
const SERVER = ed25519();
const OLD = ed25519();
const line = (blob: Buffer, name = HOST) => `${name} ssh-ed25519 ${blob.toString('base64')}`;

/** What deploy refuses for `blob` on `port` with `known` as deploy/known_hosts: its words and its report. */
function refusal(blob: Buffer, known = '', port = 22): { words: string; report: HostKeyReport } {
  const verdict = judgeHostKey(blob, knownKeys(known, KNOWN_HOSTS, HOST, port), HOST, port, ['~/.ssh/known_hosts', KNOWN_HOSTS]);
  if (verdict.ok) throw new Error('the key is known');
  return { words: verdict.message, report: verdict.report };
}

/** deploy's lines (`--json`) on stdout. */
const jsonl = (lines: DeployLine[]) => lines.map((one) => `${JSON.stringify(one)}\n`).join('');

/** A build that passes, then a deploy that refuses as deployCommand.ts does: exit 1, its stop line with the key. */
function refusingDeploy(blob: Buffer, known = '', port = 22): RunScript {
  const { words, report } = refusal(blob, known, port);
  const target = parseTarget(`sftp://upgrade@${HOST}:${port}/~/www`);
  return async (step) => {
    if (step === 'build') return { code: 0, stdout: 'built\n', stderr: '' };
    return { code: 1, stdout: jsonl([stopLine(new HostKeyRefused(words, report), { target })]), stderr: '' } satisfies Ran;
  };
}

const newOffer = (offer: HostKeyOffer | undefined) => {
  if (offer?.status !== 'new') throw new Error(`not a new key: ${JSON.stringify(offer)}`);
  return offer;
};

const HEADER = '# The band\u2019s web host\u2019s SSH host key(s).\n# Only after comparing the fingerprint (docs/band.md).\n';

// ---

const offered = suite('the refused key, as the page gets it');

offered(
  'a new key: the plan is refused with the key’s fingerprint, type and size, an offer to take it, deploy’s words under it',
  async () => {
    const at = await repo();
    try {
      const offers = new HostKeyOffers();
      const plan: PublishPlan = await planPublish(at.dir, { run: refusingDeploy(SERVER), env: {}, hostKeys: offers });
      const offer = newOffer(plan.hostKey);
      assert.equal(offer, {
        status: 'new',
        id: offer.id,
        host: HOST,
        port: 22,
        key: { fingerprint: fingerprint(SERVER), label: 'ED25519', bits: 256 },
      });
      assert.match(offer.id, /^[\w-]{20,}$/);
      assert.not.ok(JSON.stringify(offer).includes(SERVER.toString('base64')), 'the key itself stays on the server');
      assert.is(plan.status, 'refused');
      assert.is(plan.summary, hostKeyLead(offer));
      // A question, not an error (issue 53, item 8).
      assert.match(plan.summary, /^Zum ersten Mal mit diesem Server verbunden: Ist das wirklich sein Schlüssel\?/);
      assert.not.match(plan.summary, /Nicht veröffentlicht/);
      assert.is(plan.details, refusal(SERVER).words.replace(/\n$/, ''), 'deploy’s own words, as they were');
    } finally {
      await at.remove();
    }
  },
);

offered('a changed key: both fingerprints and where the recorded one is, and no offer to take it (through a publish too)', async () => {
  const at = await repo();
  try {
    const known = `${HEADER}${line(OLD)}\n`;
    const done: PublishDone = await publish(at.dir, () => {}, {
      run: refusingDeploy(SERVER, known),
      env: {},
      hostKeys: new HostKeyOffers(),
    });
    assert.is(done.status, 'refused');
    assert.equal(done.hostKey, {
      status: 'changed',
      host: HOST,
      port: 22,
      key: { fingerprint: fingerprint(SERVER), label: 'ED25519', bits: 256 },
      known: [{ fingerprint: fingerprint(OLD), label: 'ED25519', bits: 256, where: `${KNOWN_HOSTS}:3` }],
    });
    assert.not.ok('id' in (done.hostKey ?? {}), 'nothing to take it by');
    assert.match(done.summary, /^Achtung, nicht veröffentlicht: Der Server zeigt einen anderen Schlüssel/);
    assert.match(done.details ?? '', /showed a DIFFERENT host key/);
  } finally {
    await at.remove();
  }
});

offered('other refusals carry no key, and a report that is not deploy’s is no key', async () => {
  const at = await repo();
  try {
    const run: RunScript = async (step) => {
      if (step === 'build') return { code: 0, stdout: '', stderr: '' };
      const stop: StopLine = {
        type: 'stop',
        kind: 'login',
        code: 1,
        text: 'Not published: the server at ssh.example-host.de refused the login for "upgrade".',
        hostKey: { host: HOST, port: 22, line: 'evil\nline', known: [] } as unknown as HostKeyReport,
      };
      return { code: 1, stdout: jsonl([stop]), stderr: '' };
    };
    const plan = await planPublish(at.dir, { run, env: {}, hostKeys: new HostKeyOffers() });
    assert.is(plan.hostKey, undefined);
    assert.match(plan.summary, /Anmeldung abgelehnt/);
  } finally {
    await at.remove();
  }
});

offered.run();

// ---

const taken = suite('Schlüssel übernehmen');

/** A refused new key offered by `offers` for a repository: its id. */
async function offerFor(at: { dir: string }, offers: HostKeyOffers, port = 22, known = '') {
  return newOffer((await planPublish(at.dir, { run: refusingDeploy(SERVER, known, port), env: {}, hostKeys: offers })).hostKey).id;
}

const knownHosts = (at: Repo) => readFile(join(at.dir, KNOWN_HOSTS), 'utf8');

/** The files of the last commit, its subject and trailers. */
async function lastCommit(at: Repo) {
  return {
    files: (await at.git('show', '--name-only', '--format=', 'HEAD')).split('\n').filter(Boolean),
    subject: await at.git('log', '-1', '--format=%s'),
    trailers: await at.git('log', '-1', '--format=%(trailers:only,unfold)'),
    count: Number(await at.git('rev-list', '--count', 'HEAD')),
  };
}

taken('appends exactly deploy’s line to deploy/known_hosts, its other bytes kept, and commits that file alone', async () => {
  const at = await repo();
  try {
    // Committed as a fresh clone has it: comments, a blank line, another host's key, no line break at the end.
    const before = `${HEADER}\n${line(OLD, 'other-host.de')}`;
    await mkdir(join(at.dir, 'deploy'));
    await writeFile(join(at.dir, KNOWN_HOSTS), before);
    await at.git('add', KNOWN_HOSTS);
    await at.git('commit', '--quiet', '-m', 'known_hosts');
    // A member's work elsewhere, not to be swept into the editor's commit.
    await writeFile(join(at.dir, 'README.md'), '# Upgrade\n\nNoch nicht fertig.\n');
    const offers = new HostKeyOffers();
    const id = await offerFor(at, offers);
    const answer = await acceptHostKey(at.dir, id, offers);
    assert.equal(answer, {
      status: 'accepted',
      message: 'Schlüssel übernommen und in deploy/known_hosts eingetragen. Er steht auch in der Versionsgeschichte.',
    });
    assert.is(await knownHosts(at), `${before}\n${line(SERVER)}\n`);
    const commit = await lastCommit(at);
    assert.equal(commit.files, [KNOWN_HOSTS]);
    assert.is(commit.subject, `Serverschlüssel übernommen: ${HOST}`);
    assert.is(commit.trailers, `${EDITOR_TRAILER}\nHost-Key: deploy/known_hosts`);
    assert.is(await at.git('status', '--porcelain', '--', 'README.md'), 'M README.md', 'the member’s work left as it was');
    // The offer is used up: a second click takes nothing and writes nothing.
    const again = await acceptHostKey(at.dir, id, offers);
    assert.is(again.status, 'refused');
    assert.match(again.message, /^Nicht übernommen: Dieser Schlüssel ist dem Editor nicht \(mehr\) bekannt/);
    assert.is(await knownHosts(at), `${before}\n${line(SERVER)}\n`);
    assert.is((await lastCommit(at)).count, commit.count);
  } finally {
    await at.remove();
  }
});

taken('no deploy/known_hosts yet: made with the one line, and committed; another port as [host]:port', async () => {
  const at = await repo();
  try {
    const offers = new HostKeyOffers();
    const answer = await acceptHostKey(at.dir, await offerFor(at, offers, 2222), offers);
    assert.is(answer.status, 'accepted');
    assert.is(await knownHosts(at), `${line(SERVER, `[${HOST}]:2222`)}\n`);
    assert.equal((await lastCommit(at)).files, [KNOWN_HOSTS]);
  } finally {
    await at.remove();
  }
});

taken('Rückgängig looks past the key taken: it undoes the save before it, and the key stays', async () => {
  const at = await repo();
  try {
    const saved = await saveEntry(at.data, {
      list: 'songs',
      action: 'add',
      value: { title: 'Wonderwall', artist: 'Oasis' },
      expectedVersion: versionOf(await at.bytes('songs')),
    });
    assert.is(saved.status, 'saved');
    const offers = new HostKeyOffers();
    assert.is((await acceptHostKey(at.dir, await offerFor(at, offers), offers)).status, 'accepted');
    const undone = await undoLast(at.data);
    assert.match(undone.message, /^Rückgängig: Song hinzugefügt/);
    assert.not.match(await at.read('songs'), /Wonderwall/);
    assert.is(await knownHosts(at), `${line(SERVER)}\n`);
  } finally {
    await at.remove();
  }
});

taken(
  'only an offer of this session, by its id: an id it never made, or a key the page names, is refused and nothing written',
  async () => {
    const at = await repo();
    try {
      const offers = new HostKeyOffers();
      await offerFor(at, offers);
      for (const id of ['', 'made-up-id', line(SERVER)]) {
        const answer = await acceptHostKey(at.dir, id, offers);
        assert.is(answer.status, 'refused', id);
      }
      // Another editor's offers (another session) know nothing of this one's.
      const elsewhere = new HostKeyOffers();
      const id = await offerFor(at, elsewhere);
      assert.is((await acceptHostKey(at.dir, id, offers)).status, 'refused');
      assert.is(await readFile(join(at.dir, KNOWN_HOSTS), 'utf8').catch(() => 'none'), 'none');
    } finally {
      await at.remove();
    }
  },
);

taken('another key for the host meanwhile in deploy/known_hosts: refused, the file unchanged; the same key: nothing to add', async () => {
  const at = await repo();
  try {
    const offers = new HostKeyOffers();
    const id = await offerFor(at, offers);
    await mkdir(join(at.dir, 'deploy'));
    const meanwhile = `${HEADER}${line(OLD)}\n`;
    await writeFile(join(at.dir, KNOWN_HOSTS), meanwhile);
    const answer = await acceptHostKey(at.dir, id, offers);
    assert.is(answer.status, 'refused');
    assert.match(answer.message, /inzwischen ein anderer Schlüssel für diesen Server \(deploy\/known_hosts:3\)/);
    assert.is(await knownHosts(at), meanwhile);
    const same = `${line(SERVER)}\n`;
    await writeFile(join(at.dir, KNOWN_HOSTS), same);
    const id2 = await offerFor(at, offers);
    assert.equal(await acceptHostKey(at.dir, id2, offers), {
      status: 'accepted',
      message: 'Der Schlüssel steht schon in deploy/known_hosts.',
    });
    assert.is(await knownHosts(at), same);
  } finally {
    await at.remove();
  }
});

taken('deploy/known_hosts with a member’s uncommitted line: the key added, nothing committed, and the page told why', async () => {
  const at = await repo();
  try {
    await mkdir(join(at.dir, 'deploy'));
    await writeFile(join(at.dir, KNOWN_HOSTS), HEADER);
    await at.git('add', KNOWN_HOSTS);
    await at.git('commit', '--quiet', '-m', 'known_hosts');
    const own = `${HEADER}${line(OLD, 'test-host.de')}\n`;
    await writeFile(join(at.dir, KNOWN_HOSTS), own);
    const commits = (await lastCommit(at)).count;
    const offers = new HostKeyOffers();
    const answer = await acceptHostKey(at.dir, await offerFor(at, offers), offers);
    assert.is(answer.status, 'accepted');
    assert.match(answer.message, /nicht committet/);
    assert.is(await knownHosts(at), `${own}${line(SERVER)}\n`);
    assert.is((await lastCommit(at)).count, commits);
  } finally {
    await at.remove();
  }
});

taken('outside git: the key added, no history', async () => {
  const plain = await dataFolder();
  const dir = join(plain.data, '..');
  try {
    const offers = new HostKeyOffers();
    const answer = await acceptHostKey(dir, await offerFor({ dir }, offers), offers);
    assert.equal(answer, { status: 'accepted', message: 'Schlüssel übernommen und in deploy/known_hosts eingetragen.' });
    assert.is(await readFile(join(dir, KNOWN_HOSTS), 'utf8'), `${line(SERVER)}\n`);
  } finally {
    await plain.remove();
    await rm(join(dir, 'deploy'), { recursive: true, force: true });
  }
});

taken.run();

// ---

const route = suite('POST /api/publish/host-key');

route('the editor offers the key it was refused and takes it by the offer’s id only, with the token and from its own page', async () => {
  const at = await repo();
  const editor = await startEditor({
    dataFolder: at.data,
    repo: at.dir,
    preview: false,
    publish: { run: refusingDeploy(SERVER), env: {} },
  });
  const post = (path: string, body: unknown, headers: Record<string, string> = { 'x-editor-token': editor.token, origin: editor.origin }) =>
    fetch(`${editor.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  try {
    // The plan's stream: its steps, then the dry run on the last line.
    const events = (await (await post('/api/publish/plan', {})).text()).trimEnd().split('\n');
    const { plan } = JSON.parse(events.at(-1)!) as { plan: PublishPlan };
    const { id } = newOffer(plan.hostKey);
    // The page cannot hand in a key of its own: the server reads only an id.
    const named = await post('/api/publish/host-key', { line: line(OLD) });
    assert.is(named.status, 400);
    assert.is((await post('/api/publish/host-key', { id }, { origin: editor.origin })).status, 403, 'no token');
    assert.is((await post('/api/publish/host-key', { id }, { 'x-editor-token': editor.token, origin: 'http://evil.example' })).status, 403);
    assert.is(await readFile(join(at.dir, KNOWN_HOSTS), 'utf8').catch(() => 'none'), 'none', 'nothing written so far');
    const answer = (await (await post('/api/publish/host-key', { id })).json()) as HostKeyAnswer;
    assert.is(answer.status, 'accepted');
    assert.is(await readFile(join(at.dir, KNOWN_HOSTS), 'utf8'), `${line(SERVER)}\n`);
    assert.is(await at.git('log', '-1', '--format=%s'), `Serverschlüssel übernommen: ${HOST}`);
  } finally {
    await editor.close();
    await at.remove();
  }
});

route.run();

// ---

const guide = suite('the guide’s sections Veröffentlichen names');

guide('every „Abschnitt …“ the editor names is a heading of the page of the guide it names, every linked one of its page', async () => {
  const pages = new Map(guidePages().map(({ file, text }) => [file, new Set(headings(text))]));
  const named: [page: string, section: string][] = [];
  for (const file of [
    'src/editor/publishSite.ts',
    'src/editor/hostKeyOffer.ts',
    'src/editorPage/HostKeyBox.tsx',
    'src/editorPage/PublishPanel.tsx',
  ]) {
    const text = await readFile(new URL(`../../${file}`, import.meta.url), 'utf8');
    // Named in words (docs/band/<page>.md, Abschnitt „…“), or linked by the heading (HostKeyBox's *_SECTION, on the page guideLink.ts gives it).
    for (const [, page, words, linked] of text.matchAll(/(docs\/band(?:\/[\w-]+)?\.md), Abschnitt „([^“]+)“|_SECTION = '([^']+)'/g))
      named.push(words ? [page!, words] : [`docs/band/${LINKED_SECTIONS[linked!] ?? '(no page in LINKED_SECTIONS)'}.md`, linked!]);
  }
  const sections = named.map(([, section]) => section);
  assert.ok(
    sections.includes('Den Schlüssel des Servers prüfen') && sections.includes('Der Schlüssel des Servers hat sich geändert'),
    sections.join(', '),
  );
  for (const [page, section] of named) {
    assert.ok(pages.has(page), `${page} is no page of the guide`);
    assert.ok(pages.get(page)?.has(section), `${page} has no heading „${section}“`);
  }
});

guide.run();
