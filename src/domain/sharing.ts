/**
 * "Teilen" and "kopieren" as the browser allows them, the browser passed in (the tests bring
 * fakes): each answers what happened and never throws; what to show about it is the caller's
 * (the gig lists' useShare, useCopy for "Adresse kopieren", a gig page's script). Nothing is
 * sent, nothing stored.
 */

/**
 * Opens the share sheet: true when it was shown (shared, or closed by the visitor, who then wants
 * nothing else), false where there is none or it was refused (a frame without the permission).
 */
export const shareSheet = (browser: Pick<Navigator, 'share'>, data: ShareData): Promise<boolean> =>
  Promise.resolve()
    .then(() => browser.share(data))
    .then(
      () => true,
      (error: Error) => error.name === 'AbortError',
    );

/** Copies `text`: whether the clipboard took it (a browser may refuse, or have none). */
export const copyText = (browser: Pick<Navigator, 'clipboard'>, text: string): Promise<boolean> =>
  Promise.resolve()
    .then(() => browser.clipboard.writeText(text))
    .then(
      () => true,
      () => false,
    );
