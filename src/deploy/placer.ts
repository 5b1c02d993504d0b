/**
 * How a file gets onto the server: under the run's temporary name, then into place. Servers differ
 * in how "into place" works, so the placer owns one fallback state for the whole run, learnt from
 * the first refusal: rename over the old file; where that is refused, delete the old file first and
 * rename at once (the file is missing for a moment); where deleting is refused too, write in place
 * (a visitor may get part of it). Every file, the site's and deploy's own (manifest, lock), goes
 * through this one state machine.
 */
import type { OnBytes } from './backend';
import { ServerError, type FailureKind } from './failures';
import type { Session } from './session';
import { tempName } from './tempName';

/** How a file is put in place: renamed over the old one; the old one deleted first; or written in place. */
export type Placing = 'rename' | 'delete-first' | 'in-place';

const parent = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/** Whether `error` is the server refusing this way of placing (so the next one is tried), not a failure to pass on. */
const refuses = (error: unknown, kinds: FailureKind[]) => error instanceof ServerError && kinds.includes(error.kind);

export class Placer {
  private placing: Placing;
  /** Folders known to be there (listed, or made by this run). */
  private readonly folders = new Set<string>(['']);
  /** Each fallback is explained once, when it is first needed. */
  private readonly told = new Set<Placing>();

  constructor(
    private readonly session: Session,
    private readonly run: string,
    replaceByRename: boolean,
    private readonly say: (line: string) => void,
  ) {
    this.placing = replaceByRename ? 'rename' : 'delete-first';
  }

  /** A folder the survey found: no mkdir for it. */
  knowFolder(dir: string): void {
    this.folders.add(dir);
  }

  /**
   * Puts a file of the site at `path`. A failure names the site's file; where it left that file
   * online only in part or missing, the failure says so (`exposed`), so the band is told the truth.
   */
  async put(path: string, content: Uint8Array, onBytes?: OnBytes): Promise<void> {
    let exposed: 'part' | 'missing' | undefined;
    try {
      await this.putAt(path, content, { onBytes, expose: (how) => (exposed = how) });
    } catch (error) {
      throw error instanceof ServerError ? error.about(path, exposed) : error;
    }
  }

  /**
   * Puts one of deploy's own files (the lock, the manifest), which visitors never get. With
   * `backup`, a server that cannot rename over a file gets the old one renamed to `backup` instead
   * of deleted, so a stop between the two renames leaves it for the next run.
   */
  async putOwn(path: string, content: Uint8Array, backup?: string): Promise<void> {
    try {
      await this.putAt(path, content, { backup, own: true });
    } catch (error) {
      throw error instanceof ServerError ? error.about(path) : error;
    }
  }

  private async putAt(
    path: string,
    content: Uint8Array,
    how: { onBytes?: OnBytes | undefined; backup?: string | undefined; own?: boolean; expose?: (how: 'part' | 'missing') => void },
  ): Promise<void> {
    const { session } = this;
    const temp = tempName(path, this.run);
    try {
      await this.folder(parent(path));
      if (this.placing === 'in-place') {
        how.expose?.('part');
        return await session.run((s) => s.write(path, content, how.onBytes));
      }
      await session.run((s) => s.write(temp, content, how.onBytes));
      await this.place(path, temp, content, how);
    } catch (error) {
      // A refused upload may leave part of the file under its temporary name (ProFTPD keeps what came before a 552).
      if (error instanceof ServerError && !['dropped', 'exists'].includes(error.kind))
        await session.once((s) => s.remove(temp)).catch(() => {});
      throw error;
    }
  }

  private async folder(dir: string) {
    if (this.folders.has(dir)) return;
    await this.session.run((s) => s.mkdir(dir));
    this.folders.add(dir);
  }

  /** `temp` into place at `path`, the way this server allows; a refusal moves the run on to the next way for good. */
  private async place(
    path: string,
    temp: string,
    content: Uint8Array,
    how: { backup?: string | undefined; own?: boolean; expose?: (how: 'part' | 'missing') => void },
  ) {
    const { session } = this;
    if (this.placing === 'rename') {
      try {
        return await this.rename(temp, path, content);
      } catch (error) {
        if (!refuses(error, ['exists', 'unsupported'])) throw error;
        this.placing = 'delete-first';
      }
    }
    if (this.placing === 'delete-first') {
      try {
        if (how.backup) await session.run((s) => s.remove(how.backup!));
        if ((await session.run((s) => s.size(path))) !== undefined) {
          // The band hears about its site's files; deploy's own are no visitor's business.
          if (!how.own) this.tell('delete-first');
          if (how.backup) await session.run((s) => s.rename(path, how.backup!));
          else await session.run((s) => s.remove(path));
          how.expose?.('missing');
        }
        return await this.rename(temp, path, content);
      } catch (error) {
        if (!refuses(error, ['exists', 'unsupported', 'permission'])) throw error;
        this.placing = 'in-place';
      }
    }
    this.tell('in-place');
    how.expose?.('part');
    await session.run((s) => s.write(path, content));
    await session.run((s) => s.remove(temp)).catch(() => {});
  }

  /**
   * Renames `temp` to `path`. Where the reply to a rename that worked was lost and the session renamed
   * again after reconnecting, the temporary file is gone: the file in place with the content's size is the rename done.
   */
  private rename(temp: string, path: string, content: Uint8Array) {
    const { session } = this;
    return session
      .run((s) => s.rename(temp, path))
      .catch(async (error) => {
        if (error instanceof ServerError && error.kind === 'missing' && (await session.run((s) => s.size(path))) === content.length) return;
        throw error;
      });
  }

  private tell(how: Placing) {
    if (this.told.has(how)) return;
    this.told.add(how);
    this.say(
      how === 'delete-first'
        ? 'This server does not rename a file over an existing one: each changed file is deleted and its new version renamed into place at once (for that moment, a fraction of a second, the file is missing).'
        : 'This server does not let deploy delete or replace a file by renaming: each file is written in place (a visitor in that moment may get part of it).',
    );
  }
}
