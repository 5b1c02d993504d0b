/**
 * "Presse & Veranstalter" (issue 47, `#/presse`): the press kit for agencies and venues. The short
 * biography to copy, the long one, the press photos and the logo to download (made by the build:
 * pressKit), the rider and whom to ask. The App shows it only where the band has press data
 * (routes.ts pageOf). Printed, it is a one-sheet (styles.css, @media print).
 */
import { PRESS_TITLE } from '../../domain/texts';
import { useId } from 'react';
import { useBandData } from '../BandDataContext';
import { CopyText } from '../CopyText';

/** A download link: the file's own name as the name to save it under. */
const download = (path: string, name: string) => (
  <a href={path} download={path.slice(path.lastIndexOf('/') + 1)}>
    {name}
  </a>
);

/** Megabytes of a million bytes, with one decimal comma: "2,4 MB"; a file under 0,1 MB in kilobytes ("45 kB"), never "0,0 MB". */
const megabytes = (bytes: number) =>
  bytes < 1e5 ? `${Math.ceil(bytes / 1e3)}\u00a0kB` : `${(bytes / 1e6).toFixed(1).replace('.', ',')}\u00a0MB`;

export function Presse() {
  const { band, press, pressKit } = useBandData();
  const bio = useId();
  if (!press) return null;
  const { firstName, lastName, role } = band.contact;
  return (
    <article className="page press">
      <h1>{PRESS_TITLE}</h1>
      <h2 id={bio}>Kurzbiografie</h2>
      <p>{press.short}</p>
      <p className="contact-actions">
        <CopyText text={press.short} label="Kopieren" what="die Kurzbiografie" describedBy={bio} />
      </p>
      <h2>Ausführliche Biografie</h2>
      {press.long.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
      {pressKit && (
        <>
          {pressKit.photos.length > 0 && (
            <>
              <h2>Pressefotos</h2>
              <ul>
                {pressKit.photos.map(({ path, width, height, bytes, alt, credit }, i) => (
                  <li key={path}>
                    {download(path, `Pressefoto ${i + 1} herunterladen (JPEG, ${megabytes(bytes)})`)}
                    <br />
                    {alt}, {width}&nbsp;×&nbsp;{height}&nbsp;Pixel{credit && `. Foto: ${credit}`}
                  </li>
                ))}
              </ul>
            </>
          )}
          <h2>Logo</h2>
          <ul>
            <li>{download(pressKit.logo.svg, 'Logo als SVG herunterladen')}</li>
            <li>{download(pressKit.logo.png, 'Logo als PNG herunterladen (1000\u00a0Pixel breit)')}</li>
          </ul>
        </>
      )}
      {press.rider.length > 0 && (
        <>
          <h2>Technik</h2>
          <ul>
            {press.rider.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </>
      )}
      <h2>Kontakt</h2>
      <p>
        {firstName} {lastName}, bei {band.name} zuständig für {role}
        <br />
        E-Mail: <a href={`mailto:${band.email}`}>{band.email}</a>
        <br />
        Telefon: <a href={`tel:${band.phone.dial}`}>{band.phone.display}</a>
      </p>
    </article>
  );
}
