/**
 * Where the editor serves its preview: below the token (`/vorschau/<token>/index.html`), the site's
 * own paths below that, as on the band's host. Another site cannot guess the address to read gigs
 * not yet published. Shared by the server and its page (no Node in it).
 */
export const previewBase = (token: string) => `/vorschau/${token}/`;
