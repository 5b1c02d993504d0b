/** dist/favicon.svg: the logo's chevron on the band's background. */
import { BRAND } from './brand';

export function favicon(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="${BRAND.ink}"/><path d="M8 28 20 12l12 16" fill="none" stroke="${BRAND.accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></svg>\n`;
}
