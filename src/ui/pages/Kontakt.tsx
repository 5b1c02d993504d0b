import { useId } from 'react';
import { INQUIRY_FIELDS, inquiryHref } from '../../domain/inquiry';
import { joinNames } from '../../domain/joinNames';
import { routeHref } from '../../domain/routes';
import { PRESS_TITLE } from '../../domain/texts';
import portraitSvg from '../assets/portrait.svg';
import { useBandData } from '../BandDataContext';
import { CopyAddress } from '../CopyText';
import { DateCheck, useCheckedDay } from '../DateCheck';
import { Faq } from '../Faq';
import { Lineups } from '../Lineups';
import { PORTRAIT_SIZES } from '../photoSizes';
import { Picture } from '../Picture';
import { useWishList } from '../WishList';

const DRAWN_PORTRAIT = `data:image/svg+xml,${encodeURIComponent(portraitSvg)}`;

export function Kontakt({ now }: { now: Date }) {
  const { band, media, faq, lineups, press } = useBandData();
  const { wishes, opening, doNotPlay } = useWishList();
  const checked = useCheckedDay(now);
  // A past day is no date to ask for: the Datum line stays for the visitor to fill in.
  const date = checked.answer && checked.answer !== 'past' ? checked.date : undefined;
  const mailHint = useId();
  const tabHint = useId();
  const { firstName, lastName, role } = band.contact;
  const alt = `Porträt von ${firstName} ${lastName}`;
  return (
    <article className="page contact">
      <h1>Kontakt</h1>
      <div className="contact-body">
        {/* band.portrait is only the photo's file name; the build made media.portrait of it. Lazy: the band's
            page holds every route, and an eager picture on a hidden one would load on Home too. */}
        {media?.portrait ? (
          <Picture picture={media.portrait} alt={alt} sizes={PORTRAIT_SIZES} className="portrait" />
        ) : (
          <img className="portrait" src={DRAWN_PORTRAIT} alt={alt} width="240" height="240" />
        )}
        <div>
          <p className="lead">
            Hallo, ich bin {firstName} – bei {band.name} zuständig für {role}. Alle Anfragen an die Band laufen über mich: Schreiben Sie
            mir, was Sie feiern, wann und wo, und mit wie vielen Gästen Sie rechnen. Ich melde mich schnell mit einem unverbindlichen
            Angebot.
          </p>
          {/* The questions every client asks and the line-ups, answered before the mail is written (issue 47). */}
          <Faq faq={faq} />
          <Lineups lineups={lineups} />
          {/* After those sections, the request has a heading of its own: the date and the mail are no part of the last line-up. */}
          {!!(faq?.length || lineups?.length) && <h2>Ihre Anfrage</h2>}
          <DateCheck now={now} checked={checked} />
          <p className="contact-actions">
            <a
              className="button"
              href={inquiryHref({ email: band.email, band: band.name, contact: firstName, wishes, date, opening, doNotPlay })}
              aria-describedby={mailHint}
            >
              Mail
            </a>
            <CopyAddress email={band.email} />
            <a className="button button-outline" href={band.instagram} target="_blank" rel="noopener noreferrer" aria-describedby={tabHint}>
              Instagram
            </a>
          </p>
          <p className="hint">
            <span id={mailHint}>
              Der Mail-Button öffnet Ihr E-Mail-Programm mit einer vorbereiteten Nachricht
              {wishes.length > 0 && ` samt Ihrer Wunschliste (${wishes.length} ${wishes.length === 1 ? 'Song' : 'Songs'})`}: Sie ergänzen
              nur noch {joinNames(INQUIRY_FIELDS.filter((field) => !date || field !== 'Datum'))}.
            </span>{' '}
            <span id={tabHint}>Instagram öffnet sich in einem neuen Tab.</span>
          </p>
          <p>
            Sie erreichen mich auch direkt unter <a href={`mailto:${band.email}`}>{band.email}</a> oder telefonisch unter{' '}
            <a href={`tel:${band.phone.dial}`}>{band.phone.display}</a>.
          </p>
          {press && (
            <p>
              Für Presse und Veranstalter gibt es eine eigene Seite: <a href={routeHref('presse')}>{PRESS_TITLE}</a>.
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
