/**
 * dist/site.css: the band page's own styles (the widget brings its own). A file,
 * not an inline <style>, so the page runs under a style-src 'self' policy.
 */
import { BRAND } from './brand';

export function siteCss(): string {
  return `html, body { margin: 0; background: ${BRAND.ink}; color: ${BRAND.paper}; }
/* The static page for visitors without JavaScript (and crawlers); the widget replaces it. */
.band-fallback { max-width: 40em; margin: 0 auto; padding: 2em 1em; font: 1em/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.band-fallback a { color: ${BRAND.accent}; }
`;
}
