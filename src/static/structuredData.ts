/** schema.org JSON-LD for search engines: the band as MusicGroup, each gig as MusicEvent. */
import { isoDate } from '../domain/dates';
import { isCancelled, publicGigs, type Gig } from '../domain/gigs';
import { siteUrls } from '../domain/siteUrls';
import type { Band } from '../data/band';
import { splitLocation } from './splitLocation';

/**
 * The JSON-LD graph. Every public gig is listed, past ones too, so the output does
 * not depend on the build date; private parties are never announced as public events.
 */
export function structuredData(gigs: readonly Gig[], band: Band, description: string) {
  const urls = siteUrls(band.siteUrl);
  const group = {
    '@type': 'MusicGroup',
    '@id': urls.bandId,
    name: band.name,
    slogan: band.slogan,
    description,
    url: urls.home,
    image: urls.image,
    genre: ['Rock', 'Pop', 'Schlager'],
    email: band.email,
    telephone: band.phone.dial,
    address: { '@type': 'PostalAddress', addressLocality: band.address.town, addressCountry: 'DE' },
    sameAs: [band.instagram],
  };
  const events = publicGigs(gigs).map((gig) => {
    const { venue, town } = splitLocation(gig.location);
    return {
      '@type': 'MusicEvent',
      name: `${band.name} live: ${venue}`,
      startDate: isoDate(gig.date),
      endDate: isoDate(gig.date),
      eventStatus: `https://schema.org/${isCancelled(gig) ? 'EventCancelled' : 'EventScheduled'}`,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: venue,
        address: { '@type': 'PostalAddress', addressLocality: town || venue, addressCountry: 'DE' },
      },
      performer: { '@type': 'MusicGroup', '@id': group['@id'], name: band.name },
      image: urls.image,
      url: urls.auftritte,
      ...(gig.info ? { description: gig.info } : {}),
    };
  });
  return { '@context': 'https://schema.org', '@graph': [group, ...events] };
}
