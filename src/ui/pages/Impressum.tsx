import { joinNames } from '../../domain/joinNames';
import { photoCredits } from '../../domain/media';
import type { VideoPrivacy } from '../../domain/videoPrivacy';
import { PRIVACY_STATEMENT } from '../../domain/texts';
import { useBandData } from '../BandDataContext';
import type { BandData } from '../../data/readData';

/** The GbR, its postal address and every partner, as § 5 DDG and § 720 BGB ask. Called, not rendered: it needs no state of its own. */
function provider(band: BandData['band']) {
  return (
    <>
      <address>
        {band.company}
        <br />
        {band.address.street}
        <br />
        {band.address.postalCode} {band.address.town}
      </address>
      <p>
        Rechtsform: {band.legalForm}. Gesellschafterinnen und Gesellschafter, die die GbR gemeinsam vertreten: {joinNames(band.partners)}.
      </p>
    </>
  );
}

function contact(band: BandData['band']) {
  return (
    <ul>
      <li>
        Telefon: <a href={'tel:' + band.phone.dial}>{band.phone.display}</a>
      </li>
      <li>
        E-Mail: <a href={'mailto:' + band.email}>{band.email}</a>
      </li>
    </ul>
  );
}

/** The privacy statement up to what the site processes, for what, and who receives it (sections 1 to 3). */
function processing(band: BandData['band'], videos: VideoPrivacy | undefined) {
  const { webHost, mail: mailer } = band.providers;
  return (
    <>
      <h2>{PRIVACY_STATEMENT}</h2>
      <p>
        Hier erfahren Sie, welche personenbezogenen Daten beim Besuch dieser Website und bei einer Anfrage an uns anfallen, wofür wir sie
        verwenden und welche Rechte Sie haben.
      </p>

      <h3>1. Begriffsbestimmungen</h3>
      <p>
        Wir verwenden die Begriffe der Datenschutz-Grundverordnung (DSGVO): Personenbezogene Daten sind alle Informationen über eine
        bestimmte oder bestimmbare Person, etwa ihr Name, ihre E-Mail- oder IP-Adresse (Art.&nbsp;4 Nr.&nbsp;1 DSGVO). Verarbeitung ist
        jeder Umgang mit solchen Daten, vom Erheben über das Speichern bis zum Löschen (Art.&nbsp;4 Nr.&nbsp;2 DSGVO). Verantwortlicher ist,
        wer über Zweck und Mittel der Verarbeitung entscheidet (Art.&nbsp;4 Nr.&nbsp;7 DSGVO).
      </p>

      <h3>2. Verantwortlicher</h3>
      <p>Verantwortlich für diese Website ist:</p>
      {provider(band)}
      {contact(band)}

      <h3>3. Was wir verarbeiten, wofür und wer es erhält</h3>
      <p>
        <strong>Beim Besuch der Website</strong> speichert unser Webhoster in Protokolldateien die IP-Adresse Ihres Geräts, Datum und
        Uhrzeit, die aufgerufene Seite, die zuvor besuchte Seite (Referrer) sowie Angaben zu Browser und Betriebssystem. Wir brauchen diese
        Daten, um die Website sicher zu betreiben und Störungen oder Angriffe zu erkennen (Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;f DSGVO).
      </p>
      <p>
        Darüber hinaus setzt diese Website keine Cookies, speichert nichts auf Ihrem Gerät, nutzt kein Tracking und lädt nichts von fremden
        Servern, auch keine Schriftarten{videos?.untilClick}. Was Sie auf den Seiten auswählen – Suche, Filter, Wunschliste, Wunschtermin –,
        bleibt in Ihrem Browser und ist vergessen, sobald Sie die Seite schließen. Ob Ihr Wunschtermin noch frei ist, prüft Ihr Browser
        selbst anhand der Termine, die die Seite mitbringt; dabei wird nichts übertragen. Wunschliste und Wunschtermin verlassen Ihr Gerät
        erst, wenn Sie selbst die vorbereitete E-Mail abschicken.
      </p>
      <p>
        <strong>Wenn Sie uns per E-Mail oder Telefon anfragen</strong>, verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse oder Telefonnummer
        und was Sie uns mitteilen, etwa Datum, Ort und Art Ihrer Feier. Wir verwenden diese Angaben, um Ihre Anfrage zu beantworten, und
        wenn Sie uns buchen, um den Auftritt vorzubereiten und zu spielen.
      </p>
      <p>
        <strong>Empfänger:</strong> Die Website liegt bei {webHost.name}, deren Server {webHost.servers} stehen; unsere E-Mails verwaltet{' '}
        {mailer.name}, Server {mailer.servers}. Beide verarbeiten die Daten nur in unserem Auftrag und nach unseren Weisungen, wie es ein
        Vertrag zur Auftragsverarbeitung mit jedem von ihnen regelt (Art.&nbsp;28 DSGVO). Wir geben keine Daten an andere weiter und
        übermitteln nichts in Länder außerhalb der Europäischen Union.{videos?.recipients}
      </p>
      <p>
        <strong>Instagram:</strong> Der Instagram-Button ist ein einfacher Link. Bevor Sie ihn anklicken, erfährt Instagram nichts von Ihrem
        Besuch, und auch danach nicht, von welcher Seite Sie kommen. Auf Instagram verarbeitet die Meta Platforms Ireland Limited Ihre Daten
        in eigener Verantwortung. Für die Statistiken, die Instagram uns über Besuche unseres Profils liefert, sind wir gemeinsam mit Meta
        verantwortlich (Art.&nbsp;26 DSGVO).
      </p>

      <p>
        <strong>Karten:</strong> Auch die Kartenlinks bei unseren Auftritten sind einfache Links. Erst wenn Sie einen anklicken, öffnet sich
        in einem neuen Tab die Karte von OpenStreetMap; dort verarbeitet die OpenStreetMap Foundation Ihre Daten in eigener Verantwortung.
      </p>
      {videos && (
        <p>
          <strong>Videos:</strong> {videos.click}
        </p>
      )}
    </>
  );
}

/** The privacy statement from deletion to profiling (sections 4 to 10). */
function rights(band: BandData['band'], videos: VideoPrivacy | undefined) {
  return (
    <>
      <h3>4. Löschung von Daten</h3>
      <p>
        Wir löschen Daten, sobald der Zweck ihrer Speicherung entfällt (Art.&nbsp;17 DSGVO) und keine gesetzliche Aufbewahrungspflicht
        entgegensteht; die Fristen nennt Abschnitt 8.
      </p>

      <h3>5. Ihre Rechte</h3>
      <p>
        Sie haben das Recht auf Auskunft (Art.&nbsp;15 DSGVO), Berichtigung (Art.&nbsp;16 DSGVO), Löschung (Art.&nbsp;17 DSGVO),
        Einschränkung der Verarbeitung (Art.&nbsp;18 DSGVO), Datenübertragbarkeit (Art.&nbsp;20 DSGVO) und Widerspruch (Art.&nbsp;21 DSGVO).
        Eine formlose Nachricht an <a href={'mailto:' + band.email}>{band.email}</a> genügt.
      </p>
      <p>
        <strong>Widerspruchsrecht:</strong> Verarbeitungen, die auf Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;f DSGVO beruhen, können Sie aus
        Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen.
      </p>
      <p>Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art.&nbsp;77 DSGVO). Für uns zuständig ist:</p>
      <address>
        Der Hessische Beauftragte für Datenschutz und Informationsfreiheit
        <br />
        Postfach 3163, 65021 Wiesbaden
        <br />
        Besucheranschrift: Gustav-Stresemann-Ring 1, 65189 Wiesbaden
        <br />
        <a href="https://datenschutz.hessen.de">datenschutz.hessen.de</a>
      </address>

      <h3>6. Rechtsgrundlagen</h3>
      <p>
        Anfragen von Privatpersonen und alles, was zur Durchführung einer Buchung nötig ist, verarbeiten wir, um einen Vertrag anzubahnen
        oder zu erfüllen (Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;b DSGVO). Server-Protokolle, Anfragen, die Sie im Auftrag eines Unternehmens
        stellen, und sonstige Anfragen verarbeiten wir auf Grundlage berechtigter Interessen (Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;f DSGVO).
        Unterlagen, die wir aus steuerlichen Gründen aufbewahren müssen, verarbeiten wir zur Erfüllung dieser Pflicht (Art.&nbsp;6
        Abs.&nbsp;1 lit.&nbsp;c DSGVO in Verbindung mit §&nbsp;147 AO).
      </p>
      {videos && <p>{videos.consent}</p>}
      <p>
        Für das, was diese Website {videos?.own ?? 'selbst'} verarbeitet, brauchen und erbitten wir keine Einwilligung. Private Feiern
        führen wir in unserer Terminliste dagegen nur mit Einwilligung der Gastgeber auf, ohne Namen (Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;a
        DSGVO); diese Einwilligung bewahren wir auf, und sie kann jederzeit widerrufen werden.
      </p>

      <h3>7. Berechtigte Interessen</h3>
      <p>
        Unsere berechtigten Interessen sind ein sicherer, funktionierender Betrieb der Website und die Beantwortung von Anfragen, auch wenn
        sie im Namen eines Unternehmens an uns gerichtet werden.
      </p>

      <h3>8. Speicherdauer</h3>
      <p>
        Server-Protokolle löscht unser Webhoster nach {band.logDays}&nbsp;Tagen. Anfragen bewahren wir auf, bis sie abschließend beantwortet
        sind. Wird aus einer Anfrage eine Buchung, verlangt das Steuerrecht, Geschäftsbriefe sechs Jahre und Rechnungen acht Jahre
        aufzubewahren (§&nbsp;147 AO); danach löschen wir sie.
      </p>

      <h3>9. Pflicht zur Bereitstellung von Daten</h3>
      <p>
        Kein Gesetz und kein Vertrag verpflichtet Sie, uns Daten zu geben; für den Besuch der Website genügt, was Ihr Browser ohnehin
        übermittelt. Ohne eine E-Mail-Adresse oder Telefonnummer, unter der wir Sie erreichen, können wir eine Anfrage allerdings nicht
        beantworten (Art.&nbsp;13 Abs.&nbsp;2 lit.&nbsp;e DSGVO).
      </p>

      <h3>10. Keine automatisierten Entscheidungen und kein Profiling</h3>
      <p>Wir treffen keine automatisierten Entscheidungen und erstellen keine Profile (Art.&nbsp;22 DSGVO).</p>
    </>
  );
}

/**
 * Impressum and privacy statement, written from the team's legal brief (summarised in docs/spec.md, "impressum"). "§&nbsp;5",
 * "Art.&nbsp;6" and "7&nbsp;Tage" keep together at line ends (keepTogether in
 * domain/typography.ts states the rule; the tests check the rendered text by it).
 */
export function Impressum() {
  const { band, media } = useBandData();
  const credits = photoCredits(media, band.photoCredit);
  // The videos' words come with the data, for the providers the band uses (domain/videoPrivacy.ts):
  // without videos the statement reads as it always did.
  const videos = media?.privacy;

  return (
    <article className="page legal">
      <h1>Impressum</h1>

      <h2>Angaben nach §&nbsp;5 DDG</h2>
      <h3>Anbieter</h3>
      {provider(band)}
      <h3>Kontakt</h3>
      {contact(band)}
      <h3>Steuerliche Angaben</h3>
      <p>
        {band.taxId.label}: {band.taxId.value}
      </p>

      <h2>Haftung und Urheberrecht</h2>
      <h3>Inhalte dieser Website</h3>
      <p>
        Alles, was auf dieser Website steht, stammt von uns, und dafür sind wir nach den allgemeinen Gesetzen verantwortlich. Beiträge oder
        Kommentare anderer nehmen wir hier nicht auf. Unsere Termine pflegen wir sorgfältig; sie können sich aber kurzfristig ändern.
      </p>
      <h3>Links</h3>
      <p>
        Wir verlinken nur wenige fremde Seiten, etwa unser Instagram-Profil und Karten bei OpenStreetMap. Für deren Inhalte sind die
        jeweiligen Betreiber verantwortlich; wir machen sie uns nicht zu eigen. Als wir die Links gesetzt haben, waren auf den verlinkten
        Seiten keine Rechtsverstöße zu erkennen. Erfahren wir später von einem, entfernen wir den Link umgehend.
      </p>
      <h3>Urheberrecht</h3>
      <p>
        Texte, Fotos und Logo dieser Website sind geschützt. Das Urheberrecht liegt bei denen, die sie geschaffen haben; wir haben das
        Recht, sie hier zu nutzen.
        {credits.length > 0 && ` Fotos: ${joinNames(credits)}.`} Wer sie darüber hinaus nutzen möchte, als das Gesetz es ohnehin erlaubt,
        etwa sie vervielfältigen oder veröffentlichen, braucht vorher unsere Zustimmung.
      </p>

      {processing(band, videos)}

      {rights(band, videos)}

      <p className="legal-date">Stand: {band.privacyDate}</p>
    </article>
  );
}
