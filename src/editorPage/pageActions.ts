/** What the page's parts do to the page as a whole after a save or an undo. */
export interface PageActions {
  /** The one status line: what the last save or undo did. */
  setStatus(status: string): void;
  /** The file changed on disk since the page read it: the notice with Neu laden (undefined: none). */
  setChanged(message: string | undefined): void;
  /** The files here changed: the preview asks for its new build. */
  saved(): void;
  /** Reads the lists anew. */
  reload(): Promise<void>;
  /** Asks what the shared repository has now. */
  readShare(): Promise<void>;
}
