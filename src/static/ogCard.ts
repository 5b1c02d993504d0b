/** The HTML of the link-preview picture (1200x630), rendered once by `npm run og-image` (src/build/ogImage.ts). */
import { escapeHtml as e } from '../domain/escapeHtml';
import { taglineRow } from '../domain/texts';
import { band } from '../data/band';
import { BRAND } from './brand';

export function renderOgCard(): string {
  return `<!doctype html><html lang="de"><body style="margin:0;width:1200px;height:630px;background:${BRAND.ink};color:${BRAND.paper};
font-family:system-ui,sans-serif;display:flex;flex-direction:column;justify-content:center;align-items:center;gap:28px;
border-bottom:18px solid ${BRAND.accent};box-sizing:border-box">
<svg viewBox="0 0 236 48" width="760" height="155"><path d="M4 34 L20 14 L36 34" fill="none" stroke="${BRAND.accent}" stroke-width="7"
stroke-linecap="round" stroke-linejoin="round"/><text x="48" y="37" fill="${BRAND.paper}" font-size="32" font-weight="800"
letter-spacing="3">${e(band.name.toUpperCase())}</text></svg>
<div style="font-size:64px;font-weight:800">${e(band.slogan)}</div>
<div style="font-size:34px;color:${BRAND.muted}">${e(taglineRow(band.town))}</div>
</body></html>`;
}
