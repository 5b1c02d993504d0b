/** What the editor's handlers work on: one data folder, its uploads, the queue of saves, the preview, publishing. */
import type { ShareStatus } from '../describeShare';
import type { HostKeyOffers } from '../hostKeyOffer';
import type { Preview } from '../preview';
import type { PublishOptions } from '../publishSite';
import type { Uploads } from '../uploads';
import type { Turns } from './inTurns';

export interface EditorContext {
  /** The data folder, absolute. */
  folder: string;
  /** The repository Veröffentlichen runs `npm run deploy` in. */
  repo: string;
  publish: PublishOptions | undefined;
  /** The host keys deploy refused while this editor runs: the ones Schlüssel übernehmen may take. */
  hostKeys: HostKeyOffers;
  /** Uploads wait outside the repository until a save takes them. */
  uploads: Uploads;
  /** Saves, undos, shares and publishes, one at a time. */
  turns: Turns;
  /** The preview's builds, once started (undefined without one). */
  preview(): Preview | undefined;
  /** What Rückgängig would take back, read anew after each turn (the page asks every few seconds). */
  undoTarget(): Promise<ShareStatus['undo']>;
}
