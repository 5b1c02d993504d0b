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
import type { Problem } from '../domain/refusals';

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
        'lineup',
      ),
    ),
    partners: field(
      'partners',
      list(text({ rule: (name, got, path) => (/\S\s\S/.test(name) ? undefined : { kind: 'partnerOneName', path, got }) }), 'partners'),
    ),
    taxId: field(
      'taxId',
      record((field) => ({ label: field('label', text()), value: field('value', text()) })),
    ),
    providers: field(
      'providers',
      record((field) => ({ webHost: field('webHost', provider), mail: field('mail', provider) })),
    ),
    logDays: field('logDays', whole({ min: 1, needs: 'logDays' })),
    privacyDate: field(
      'privacyDate',
      text({ rule: (date, got, path) => (MONTH_YEAR.test(date) ? undefined : { kind: 'monthYearWrong', path, got }) }),
    ),
    address: field(
      'address',
      record((field) => ({ street: field('street', text()), postalCode: field('postalCode', text()), town: field('town', text()) })),
    ),
    email: field(
      'email',
      text({ rule: (email, got, path) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? undefined : { kind: 'emailWrong', path, got }) }),
    ),
    phone: field(
      'phone',
      record((field) => ({
        display: field('display', text({ then: typesetPhone })),
        dial: field(
          'dial',
          text({ rule: (dial, got, path) => (/^\+[1-9]\d{5,14}$/.test(dial) ? undefined : { kind: 'dialWrong', path, got }) }),
        ),
      })),
    ),
    instagram: field('instagram', text({ rule: (url, got, path) => (isHttps(url) ? undefined : { kind: 'instagramWrong', path, got }) })),
    // A photo's file name in src/data/photos/ (issue 38); left out or empty: the drawn placeholder portrait.
    portrait: field('portrait', optional(text({ mayBeBlank: true, rule: photoFileRule('portrait.jpg') }), '')),
    photoCredit: field('photoCredit', optional(text({ mayBeBlank: true }), '')),
    siteUrl: field(
      'siteUrl',
      text({ rule: (url, got, path) => (isHttps(url) && url.endsWith('/') ? undefined : { kind: 'siteUrlWrong', path, got }) }),
    ),
  }),
  true,
);

/** The band details as the site uses them: trimmed, the phone number kept in one piece. */
export function readBand(raw: unknown, locate: Locate, problems: Problem[]): Band {
  const report: Report = (path, said) => problems.push({ where: locate('band', path), said, path });
  const band = BAND(raw, '', report);
  if (band.portrait && !band.photoCredit) report('photoCredit', { kind: 'portraitNeedsCredit', path: 'photoCredit' });
  return band;
}
