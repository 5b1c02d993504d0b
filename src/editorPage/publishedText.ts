import type { PublishDone } from '../editor/publishApi';

/**
 * The end of Veröffentlichen as read aloud by the status: what was published, and that check-site
 * found the site online to be the one built. A refusal or a failure is an alert of its own: nothing here.
 */
export const publishedText = (done: PublishDone): string =>
  done.status === 'published' ? `${done.summary}${done.checkSite?.ok ? ' Geprüft: Die Seite im Netz ist die gebaute.' : ''}` : '';
