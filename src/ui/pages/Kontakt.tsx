import { useId } from 'react';
import portraitSvg from '../assets/portrait.svg';
import { useBandData } from '../BandDataContext';

export function Kontakt() {
  const { band } = useBandData();
  const hintId = useId();
  const { firstName, lastName, role } = band.contact;
  const portrait = band.portrait || `data:image/svg+xml,${encodeURIComponent(portraitSvg)}`;
  return (
    <article className="page contact">
      <h1>Kontakt</h1>
      <div className="contact-body">
        <img className="portrait" src={portrait} alt={`Porträt von ${firstName} ${lastName}`} width="240" height="240" />
        <div>
          <p className="lead">
            Hallo, ich bin {firstName} – bei {band.name} zuständig für {role}. Alle Anfragen an die Band laufen
            über mich: Schreiben Sie mir, was Sie feiern, wann und wo, und mit wie vielen Gästen Sie rechnen. Ich melde mich
            schnell mit einem unverbindlichen Angebot.
          </p>
          <p className="contact-actions">
            <a className="button" href={`mailto:${band.email}?subject=${encodeURIComponent(`Buchungsanfrage für ${band.name}`)}`}>
              Mail
            </a>
            <a
              className="button button-outline"
              href={band.instagram}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={hintId}
            >
              Instagram
            </a>
          </p>
          <p id={hintId} className="hint">
            Instagram öffnet sich in einem neuen Tab.
          </p>
          <p>
            Sie erreichen mich auch direkt unter{' '}
            <a href={`mailto:${band.email}`}>{band.email}</a> oder telefonisch unter{' '}
            <a href={`tel:${band.phone.dial}`}>{band.phone.display}</a>.
          </p>
        </div>
      </div>
    </article>
  );
}
