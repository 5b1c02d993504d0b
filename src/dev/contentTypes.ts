import { MEDIA_TYPES } from '../static/hosting';

/** The content type of each kind of file the site is made of, as the dev server and the editor's preview send them. */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  // The band's photos and recordings (issue 38), from the table the .htaccess serves them by.
  ...Object.fromEntries(Object.values(MEDIA_TYPES).flatMap((types) => Object.entries(types).map(([ext, type]) => [`.${ext}`, type]))),
  '.ics': 'text/calendar; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
