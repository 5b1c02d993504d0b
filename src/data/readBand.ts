/**
 * The band details (src/data/band.ts), read key by key against their shape:
 * every key known, every text filled, every list with an entry. Each problem
 * names the key:
 *   src/data/band.ts:12: unknown key 'webseite' (did you mean 'siteUrl'?)
 *   src/data/band.ts:19: lineup entry 2: part is empty
 */
import { typesetPhone } from '../domain/typography';
import type { Band } from './band';
import type { Locate } from './locate';
import { photoFileRule } from './readMedia';
import { isHttps, list, optional, record, text, whole, type Report } from './readRecord';

const MONTH_YEAR = /^(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/;

const provider = record((field) => ({ name: field('name', text()), servers: field('servers', text()) }));

/** The shape of src/data/band.ts, in its order (the bundle keeps it). */
const BAND = record<Band>(
  (field) => ({
    name: field('name', text()),
    slogan: field('slogan', text()),
    town: field('town', text()),
    contact: field(
      'contact',
      record((field) => ({ firstName: field('firstName', text()), lastName: field('lastName', text()), role: field('role', text()) })),
    ),
    company: field('company', text()),
    legalForm: field('legalForm', text()),
    lineup: field(
      'lineup',
      list(
        record((field) => ({ name: field('name', text()), part: field('part', text()) })),
        "the home page introduces every musician with what they play, e.g. [{ name: 'Miriam', part: 'Gesang' }]",
      ),
    ),
    partners: field(
      'partners',
      list(
        text({ rule: (name, written) => (/\S\s\S/.test(name) ? undefined : `${written} needs first and last name, e.g. 'Miriam Muster'`) }),
        "the Impressum names every partner of the GbR with first and last name, e.g. ['Miriam Muster', 'Jonas Beispiel']",
      ),
    ),
    taxId: field(
      'taxId',
      record((field) => ({ label: field('label', text()), value: field('value', text()) })),
    ),
    providers: field(
      'providers',
      record((field) => ({ webHost: field('webHost', provider), mail: field('mail', provider) })),
    ),
    logDays: field('logDays', whole({ min: 1, needs: 'the number of days the host keeps its logs' })),
    privacyDate: field(
      'privacyDate',
      text({ rule: (date, written) => (MONTH_YEAR.test(date) ? undefined : `${written} must be a month and year like 'November 2026'`) }),
    ),
    address: field(
      'address',
      record((field) => ({ street: field('street', text()), postalCode: field('postalCode', text()), town: field('town', text()) })),
    ),
    email: field(
      'email',
      text({ rule: (email, written) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? undefined : `${written} is not an e-mail address`) }),
    ),
    phone: field(
      'phone',
      record((field) => ({
        display: field('display', text({ then: typesetPhone })),
        dial: field(
          'dial',
          text({
            rule: (dial, written) =>
              /^\+[1-9]\d{5,14}$/.test(dial) ? undefined : `${written} must be the number in international form, e.g. '+4956112345'`,
          }),
        ),
      })),
    ),
    instagram: field(
      'instagram',
      text({ rule: (url, written) => (isHttps(url) ? undefined : `${written} must be the profile's address with https://`) }),
    ),
    // A photo's file name in src/data/photos/ (issue 38); left out or empty: the drawn placeholder portrait.
    portrait: field('portrait', optional(text({ mayBeBlank: true, rule: photoFileRule('portrait.jpg') }), '')),
    photoCredit: field('photoCredit', optional(text({ mayBeBlank: true }), '')),
    siteUrl: field(
      'siteUrl',
      text({
        rule: (url, written) =>
          isHttps(url) && url.endsWith('/')
            ? undefined
            : `${written} must be the site's address with https:// and a closing /, e.g. 'https://upgrade-band.de/'`,
      }),
    ),
  }),
  'the band details',
);

/** The band details as the site uses them: trimmed, the phone number kept in one piece. */
export function readBand(raw: unknown, locate: Locate, problems: string[]): Band {
  const report: Report = (path, message) => problems.push(`${locate('band', path)}: ${message}`);
  const band = BAND(raw, '', report);
  if (band.portrait && !band.photoCredit) {
    report('photoCredit', "photoCredit must name who took the portrait (the Impressum credits the photographer), e.g. 'Anna Beispiel'");
  }
  return band;
}
