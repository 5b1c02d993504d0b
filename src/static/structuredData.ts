/** schema.org JSON-LD for search engines: the band as MusicGroup, each gig as MusicEvent. */
import { isUpcoming, publicGigs, type Gig } from '../domain/gigs';
import { eventTimes } from '../domain/gigTimes';
import { gigPage, siteUrls } from '../domain/siteUrls';
import type { Band } from '../data/band';
import { splitLocation } from './splitLocation';

/**
 * The band, as every page's JSON-LD names it; its image the band's page's link preview
 * (head.ts, previewImage: the first photo where the band has one), by default the drawn card.
 */
export function musicGroup(band: Band, description: string, image = siteUrls(band.siteUrl).image) {
  const urls = siteUrls(band.siteUrl);
  return {
    '@type': 'MusicGroup',
    '@id': urls.bandId,
    name: band.name,
    slogan: band.slogan,
    description,
    url: urls.home,
    image,
    genre: ['Rock', 'Pop', 'Schlager'],
    email: band.email,
    telephone: band.phone.dial,
    address: { '@type': 'PostalAddress', addressLocality: band.address.town, addressCountry: 'DE' },
    sameAs: [band.instagram],
  };
}

/**
 * A public gig as a MusicEvent whose `url` is the gig's own page: its start with
 * the time and Berlin's offset where the information names one, its end where
 * one is named, the entry fee as an offer, and its status.
 */
export function musicEvent(gig: Gig, band: Band, image = siteUrls(band.siteUrl).image) {
  const urls = siteUrls(band.siteUrl);
  const page = gigPage(band.siteUrl, gig);
  const { venue, town } = splitLocation(gig.location);
  const { startDate, endDate, price, cancelled } = eventTimes(gig);
  return {
    '@type': 'MusicEvent',
    name: `${band.name} live: ${venue}`,
    startDate,
    ...(endDate ? { endDate } : {}),
    eventStatus: `https://schema.org/${cancelled ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: venue,
      address: { '@type': 'PostalAddress', addressLocality: town || venue, addressCountry: 'DE' },
    },
    performer: { '@type': 'MusicGroup', '@id': urls.bandId, name: band.name },
    image,
    url: page,
    // Tickets sold elsewhere: the offer points there; an entry fee alone points to the gig's page.
    ...(price != null || gig.tickets
      ? { offers: { '@type': 'Offer', ...(price != null ? { price, priceCurrency: 'EUR' } : {}), url: gig.tickets ?? page } }
      : {}),
    ...(gig.info ? { description: gig.info } : {}),
  };
}

/**
 * How many public gigs the band's page announces to search engines: its next ones. Every public
 * gig has its own page with its own event (gigStructuredData), listed in sitemap.xml, which is
 * where search engines take events from; so the band's page need not carry a year of bookings
 * in its head, whose bytes count against its first round trip (issue 31: 28 events cost 1.2 KB
 * gzip of index.html at ten years, six of them 0.4 KB).
 */
export const HOME_EVENTS = 6;

/**
 * The home page's JSON-LD graph: the band, and its next public gigs (HOME_EVENTS) upcoming
 * at `now` (the build's moment, by the one rule of domain/gigs.ts), each pointing to its
 * own page. Past gigs keep their pages but leave the home page, so it does not grow with
 * every gig played, nor with every gig booked; private parties are never announced as public events.
 * `image`: the band's and the events' picture (the first photo's address, head.ts); by default the drawn card.
 */
export function structuredData(gigs: readonly Gig[], band: Band, description: string, now: Date, image?: string) {
  const events = publicGigs(gigs)
    .filter((gig) => isUpcoming(gig, now))
    .slice(0, HOME_EVENTS)
    .map((gig) => musicEvent(gig, band, image));
  return bandGraph(band, description, events, image);
}

/** A gig's own page's JSON-LD graph: the band, and the gig as the MusicEvent whose url is that page. */
export function gigStructuredData(gig: Gig, band: Band, description: string, image?: string) {
  return bandGraph(band, description, [musicEvent(gig, band, image)], image);
}

/** Every page's JSON-LD graph: the band first, then the page's events (none on a year's page or the songs'). */
export function bandGraph(band: Band, description: string, events: ReturnType<typeof musicEvent>[] = [], image?: string) {
  return { '@context': 'https://schema.org', '@graph': [musicGroup(band, description, image), ...events] };
}
