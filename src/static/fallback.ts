/**
 * The static page inside the band page's app container (dist/index.html, demo.html): what a visitor without
 * JavaScript and any crawler reads. The widget replaces it on mount.
 * Gigs are listed newest first, all of them, so the file does not depend on the build date.
 */
import { formatDate, isoDate } from '../domain/dates';
import { byDate, isCancelled, type Gig } from '../domain/gigs';
import { escapeHtml as e } from '../domain/escapeHtml';
import { songLine, type Song } from '../domain/songs';
import { nameAndSlogan, PRIVATE_PARTY, tagline } from '../domain/texts';
import type { Band } from '../data/band';

export function fallback(gigs: readonly Gig[], songs: readonly Song[], band: Band, legal: string): string {
  const newestFirst = [...gigs].sort((a, b) => byDate(b, a));
  // A private party reads as in the app: date, place, "Private Feier", nothing that invites.
  const details = (g: Gig) =>
    g.private ? ` – ${PRIVATE_PARTY}` : `${g.info ? ` – ${e(g.info)}` : ''}${isCancelled(g) && !/abgesagt/i.test(g.info) ? ' (abgesagt)' : ''}`;
  const gig = (g: Gig) => `<li><time datetime="${isoDate(g.date)}">${formatDate(g.date)}</time> ${e(g.location)}${details(g)}</li>`;
  const { contact } = band;
  return `<div class="band-fallback">
<h1>${e(nameAndSlogan(band.name, band.slogan))}</h1>
<p>${e(tagline(band.town))}: von den 50ern bis zu den aktuellen Charts.</p>
<h2>Kontakt</h2>
<p>Ihr Ansprechpartner: ${e(contact.firstName)} ${e(contact.lastName)}<br>
E-Mail: <a href="mailto:${e(band.email)}">${e(band.email)}</a><br>
Telefon: <a href="tel:${e(band.phone.dial)}">${e(band.phone.display)}</a><br>
<a href="${e(band.instagram)}" rel="noopener noreferrer">Instagram</a></p>
<h2>Auftritte</h2>
<ul>
${newestFirst.map(gig).join('\n')}
</ul>
<h2>Aktuelle Songauswahl</h2>
<ol>
${songs.map((s) => `<li>${e(songLine(s))}</li>`).join('\n')}
</ol>
${legal}
</div>`;
}
