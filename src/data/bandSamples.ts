/**
 * The sample details src/data/band.ts ships with, by field path: the one list deploy refuses from
 * (src/deploy/placeholders.ts) and the editor marks „noch ausfüllen“ by. A snapshot of band.ts's own
 * values at `commit`, not a list kept by hand: test/deploy/placeholders.test.ts reads band.ts at that
 * commit and checks that this is exactly what it held. It stays true whatever the band later writes
 * into band.ts. Where the repository ships new samples, take a new snapshot (`samplesOf` of the new
 * band.ts, at the commit that ships it) and name that commit.
 */

/** Values by path: `email`, `phone.dial`, `lineup.1.name`, `partners.0`. */
export type SampleValues = Readonly<Record<string, string | number>>;

export const BAND_SAMPLES: { file: string; commit: string; values: SampleValues } = {
  file: 'src/data/band.ts',
  commit: 'a0a141a8397a2054c7f418b071bf53b21a33e674',
  values: {
    'address.postalCode': '34117',
    'address.street': 'Musterstraße 12',
    'address.town': 'Kassel',
    company: 'Upgrade GbR',
    'contact.firstName': 'Jonas',
    'contact.lastName': 'Beispiel',
    'contact.role': 'Gitarre und Booking',
    email: 'booking@upgrade-band.example',
    instagram: 'https://www.instagram.com/upgrade.band.example/',
    legalForm: 'Gesellschaft bürgerlichen Rechts (GbR)',
    'lineup.0.name': 'Miriam',
    'lineup.0.part': 'Gesang',
    'lineup.1.name': 'Jonas',
    'lineup.1.part': 'Gitarre',
    'lineup.2.name': 'Lea',
    'lineup.2.part': 'Keyboard',
    'lineup.3.name': 'Tim',
    'lineup.3.part': 'Bass',
    'lineup.4.name': 'Sven',
    'lineup.4.part': 'Schlagzeug',
    logDays: 7,
    name: 'Upgrade',
    'partners.0': 'Miriam Muster',
    'partners.1': 'Jonas Beispiel',
    'partners.2': 'Lea Platzhalter',
    'partners.3': 'Tim Mustermann',
    'partners.4': 'Sven Exempel',
    'phone.dial': '+496990009123',
    'phone.display': '069 90009 123',
    photoCredit: '',
    portrait: '',
    privacyDate: 'November 2026',
    'providers.mail.name': 'Beispiel-Mail GmbH',
    'providers.mail.servers': 'in Deutschland',
    'providers.webHost.name': 'Beispiel-Hosting GmbH',
    'providers.webHost.servers': 'in Deutschland',
    siteUrl: 'https://upgrade-band.example/',
    slogan: 'Upgrade your Event',
    'taxId.label': 'Wirtschafts-Identifikationsnummer',
    'taxId.value': 'DE000000000-00001',
    town: 'Kassel',
  },
};
