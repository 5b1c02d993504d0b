/**
 * The band's details, in one place. Every contact value here is a PLACEHOLDER
 * (reserved example domain, the Bundesnetzagentur's numbers for fiction, a
 * made-up street): the band replaces them with the real ones before going live.
 */
export interface Band {
  name: string;
  slogan: string;
  /** Home town, used where a place is needed before anything is computed. */
  town: string;
  /** The person who answers booking requests and is named in the Impressum. */
  contact: {
    firstName: string;
    lastName: string;
    role: string;
  };
  /** Legal form for the Impressum: the band runs as a GbR of its members. */
  legalForm: string;
  /** Who plays what, as the home page introduces the band. */
  lineup: { name: string; part: string }[];
  /** Members who represent the GbR (§ 5 DDG). */
  representatives: string[];
  address: { street: string; postalCode: string; town: string };
  email: string;
  /** Phone as shown, and in the form a tel: link needs. */
  phone: { display: string; dial: string };
  /** The band's Instagram profile. */
  instagram: string;
  /** A real portrait's URL or data URL; empty uses the drawn placeholder portrait. */
  portrait: string;
  /** The public address of the band's site, used by the partner gig list's booking link. */
  siteUrl: string;
}

export const band: Band = {
  name: 'Upgrade',
  slogan: 'Upgrade your Event',
  town: 'Kassel',
  contact: { firstName: 'Jonas', lastName: 'Beispiel', role: 'Gesang und Booking' },
  legalForm: 'Gesellschaft bürgerlichen Rechts (GbR)',
  lineup: [
    { name: 'Miriam', part: 'Gesang' },
    { name: 'Jonas', part: 'Gesang und Gitarre' },
    { name: 'Lea', part: 'Keyboard' },
    { name: 'Tim', part: 'Bass' },
    { name: 'Sven', part: 'Schlagzeug' },
  ],
  representatives: ['Jonas Beispiel', 'Miriam Muster'],
  address: { street: 'Musterstraße 12', postalCode: '34117', town: 'Kassel' },
  email: 'booking@upgrade-band.example',
  phone: { display: '069 90009 123', dial: '+496990009123' },
  instagram: 'https://www.instagram.com/upgrade.band.example/',
  portrait: '',
  siteUrl: 'https://upgrade-band.example/',
};
