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
  /** The provider named in the Impressum: the band's GbR, e.g. 'Upgrade GbR'. */
  company: string;
  /** Legal form for the Impressum: the band runs as a GbR of its members. */
  legalForm: string;
  /** Who plays what, as the home page introduces the band. */
  lineup: { name: string; part: string }[];
  /**
   * Every partner of the GbR with first and last name: since 2024 all partners
   * represent a GbR together (§ 720 BGB), so the Impressum names them all.
   */
  partners: string[];
  /**
   * The VAT id (USt-IdNr.) or, without one, the business id (Wirtschafts-Identifikationsnummer)
   * from the tax office's letter, for the Impressum (§ 5 Abs. 1 Nr. 6 DDG).
   */
  taxId: { label: string; value: string };
  /**
   * Who stores data for the band, as the privacy statement names them: only what is true,
   * confirmed with each provider (processing contract under Art. 28 GDPR, where the servers are).
   */
  providers: {
    /** The web host: company and where its servers are, e.g. 'in Deutschland'. */
    webHost: { name: string; servers: string };
    /** The e-mail provider. */
    mail: { name: string; servers: string };
  };
  /** How long the web host keeps its access logs, in days (ask the host). */
  logDays: number;
  /** When the privacy statement was last checked: "Stand: November 2026". */
  privacyDate: string;
  address: { street: string; postalCode: string; town: string };
  email: string;
  /** Phone as shown, and in the form a tel: link needs. */
  phone: { display: string; dial: string };
  /** The band's Instagram profile. */
  instagram: string;
  /** A photo's file name in src/data/photos/ ('portrait.jpg'); empty uses the drawn placeholder portrait. */
  portrait: string;
  /** Who took the portrait, as the Impressum credits it (§ 13 UrhG); needed with a real photo. */
  photoCredit: string;
  /**
   * The public address of the band's site, with https:// and a closing /. Every link to the
   * site from elsewhere, the feeds and the calendar UIDs derive from it (src/domain/siteUrls.ts).
   */
  siteUrl: string;
}

export const band: Band = {
  name: 'Upgrade',
  slogan: 'Upgrade your Event',
  town: 'Kassel',
  contact: { firstName: 'Jonas', lastName: 'Beispiel', role: 'Gitarre und Booking' },
  company: 'Upgrade GbR',
  legalForm: 'Gesellschaft bürgerlichen Rechts (GbR)',
  lineup: [
    { name: 'Miriam', part: 'Gesang' },
    { name: 'Jonas', part: 'Gitarre' },
    { name: 'Lea', part: 'Keyboard' },
    { name: 'Tim', part: 'Bass' },
    { name: 'Sven', part: 'Schlagzeug' },
  ],
  partners: ['Miriam Muster', 'Jonas Beispiel', 'Lea Platzhalter', 'Tim Mustermann', 'Sven Exempel'],
  taxId: { label: 'Wirtschafts-Identifikationsnummer', value: 'DE000000000-00001' },
  providers: {
    webHost: { name: 'Beispiel-Hosting GmbH', servers: 'in Deutschland' },
    mail: { name: 'Beispiel-Mail GmbH', servers: 'in Deutschland' },
  },
  logDays: 7,
  privacyDate: 'November 2026',
  address: { street: 'Musterstraße 12', postalCode: '34117', town: 'Kassel' },
  email: 'booking@upgrade-band.example',
  phone: { display: '069 90009 123', dial: '+496990009123' },
  instagram: 'https://www.instagram.com/upgrade.band.example/',
  portrait: '',
  photoCredit: '',
  siteUrl: 'https://upgrade-band.example/',
};
