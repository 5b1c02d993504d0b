// A band's shared repository on disk (issue 53): a bare repository as `origin` of two clones, two members
// each with their own user.name, the fixtures' data folder in src/data. What the editor does with the
// remote is read from the bare repository's history, as a member's GitHub would show it.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataFile } from '../../src/editor/dataFiles';
import { repo, type Repo } from '../editor/tempData';
import { gitIn } from './gitIn';

/** One member's clone. */
export interface Member extends Repo {
  name: string;
}

export interface SharedRepo {
  /** The bare repository, `origin` of both clones. */
  bare: string;
  /** git in the bare repository; its output, trimmed. */
  remote(...args: string[]): Promise<string>;
  /** A data file as the remote's main has it. */
  remoteFile(file: DataFile): Promise<string>;
  anna: Member;
  ben: Member;
  remove(): Promise<void>;
}

/** A clone of `bare` in a folder of its own, committing as `name`. */
async function clone(bare: string, name: string): Promise<Member> {
  const dir = await mkdtemp(join(tmpdir(), `band-clone-${name.toLowerCase()}-`));
  await gitIn(tmpdir(), ['clone', '--quiet', bare, dir]);
  const git = (...args: string[]) => gitIn(dir, args);
  await git('config', 'user.name', name);
  await git('config', 'user.email', `${name.toLowerCase()}@upgrade-band.example`);
  await git('config', 'commit.gpgsign', 'false');
  await git('config', 'core.hooksPath', join(dir, '.git', 'hooks'));
  const data = join(dir, 'src', 'data');
  const path = (file: DataFile) => join(data, `${file}.ts`);
  return {
    name,
    dir,
    data,
    git,
    path,
    read: (file) => readFile(path(file), 'utf8'),
    bytes: (file) => readFile(path(file)),
    write: (file, text) => writeFile(path(file), text),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** The band's repository with the fixtures' data (or `texts`), shared by Anna and Ben. */
export async function sharedRepo(texts: Partial<Record<DataFile, string>> = {}): Promise<SharedRepo> {
  const first = await repo(texts);
  const bare = await mkdtemp(join(tmpdir(), 'band-origin-'));
  const remote = (...args: string[]) => gitIn(bare, args);
  await remote('init', '--quiet', '--bare');
  await first.git('push', '--quiet', bare, 'HEAD:refs/heads/main');
  await remote('symbolic-ref', 'HEAD', 'refs/heads/main');
  await first.remove();
  const [anna, ben] = await Promise.all([clone(bare, 'Anna'), clone(bare, 'Ben')]);
  return {
    bare,
    remote,
    remoteFile: (file) => remote('show', `main:src/data/${file}.ts`),
    anna,
    ben,
    remove: async () => void (await Promise.all([anna.remove(), ben.remove(), rm(bare, { recursive: true, force: true })])),
  };
}
