import { band } from '../../data/band';

/** "A", "A und B", "A, B und C". */
function joinNames(names: string[]): string {
  if (names.length < 2) return names.join('');
  return names.slice(0, -1).join(', ') + ' und ' + names[names.length - 1];
}

/** Name, legal form, representatives and postal address, as § 5 DDG asks. */
function Provider() {
  return (
    <>
      <address>
        {band.name}
        <br />
        {band.address.street}
        <br />
        {band.address.postalCode} {band.address.town}
      </address>
      <p>Rechtsform: {band.legalForm}</p>
      <p>Vertreten durch die Gesellschafter: {joinNames(band.representatives)}</p>
    </>
  );
}

function Contact() {
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

export function Impressum() {
  const mail = <a href={'mailto:' + band.email}>{band.email}</a>;

  return (
    <article className="page legal">
      <h1>Impressum</h1>

      <h2>Angaben gemäß § 5 DDG</h2>
      <Provider />

      <h3>Kontakt</h3>
      <Contact />

      <h3>Haftung für Inhalte</h3>
      <p>
        Für die eigenen Inhalte dieser Website sind wir nach den allgemeinen Gesetzen
        verantwortlich. Wir pflegen sie sorgfältig, Termine können sich aber kurzfristig ändern.
      </p>
      <p>
        Soweit wir fremde Informationen nur übermitteln oder speichern, richtet sich unsere
        Verantwortlichkeit nach Art. 4 bis 8 des Gesetzes über digitale Dienste (Digital
        Services Act, Verordnung (EU) 2022/2065) in Verbindung mit § 7 DDG. Eine allgemeine
        Pflicht, solche Informationen zu überwachen oder nach Hinweisen auf Rechtsverstöße
        zu suchen, besteht danach nicht.
      </p>
      <p>
        Erfahren wir von einem rechtswidrigen Inhalt auf dieser Website, entfernen wir ihn
        umgehend.
      </p>

      <h3>Haftung für Links</h3>
      <p>
        Für verlinkte Seiten anderer Anbieter ist deren Betreiber verantwortlich. Ein Gesetz regelt die Haftung für Links nicht. Nach der Rechtsprechung des
        Bundesgerichtshofs (Urteil vom 18.06.2015, I ZR 74/14) haftet, wer einen Link setzt,
        für den verlinkten Inhalt nur, wenn er ihn sich zu eigen macht oder den Link
        beibehält, nachdem die Rechtswidrigkeit des Inhalts für ihn erkennbar geworden ist.
      </p>
      <p>
        Weisen Sie uns auf eine Rechtsverletzung hin, entfernen wir den betreffenden Link umgehend.
      </p>

      <h3>Urheberrecht</h3>
      <p>
        Die Texte, Fotos und das Logo auf dieser Website gehören der Band {band.name}. Möchten
        Sie sie über das hinaus nutzen, was das Urheberrecht ohnehin erlaubt, etwa sie
        vervielfältigen oder veröffentlichen, fragen Sie uns bitte vorher um Erlaubnis.
      </p>
      <p>
        Inhalte Dritter kennzeichnen wir als solche. Bemerken Sie dennoch eine
        Urheberrechtsverletzung, bitten wir um einen Hinweis; wir entfernen den Inhalt dann umgehend.
      </p>

      <h2>Datenschutzerklärung</h2>
      <p>
        Hier erfahren Sie, welche personenbezogenen Daten beim Besuch dieser Website anfallen,
        wofür wir sie verwenden und welche Rechte Sie haben.
      </p>

      <h3>1. Begriffsbestimmungen</h3>
      <p>
        Wir verwenden die Begriffe der Datenschutz-Grundverordnung (DSGVO), die Art. 4 DSGVO
        festlegt. Die wichtigsten sind:
      </p>
      <ul>
        <li>
          „Personenbezogene Daten“ sind alle Informationen über eine bestimmte oder
          bestimmbare natürliche Person, zum Beispiel ein Name, eine E-Mail-Adresse oder eine
          IP-Adresse (Art. 4 Nr. 1 DSGVO).
        </li>
        <li>
          „Verarbeitung“ ist jeder Umgang mit solchen Daten, etwa das Erheben, Speichern,
          Verwenden, Übermitteln oder Löschen (Art. 4 Nr. 2 DSGVO).
        </li>
        <li>
          „Verantwortlicher“ ist, wer allein oder gemeinsam mit anderen über Zweck und Mittel
          einer Verarbeitung entscheidet (Art. 4 Nr. 7 DSGVO).
        </li>
      </ul>

      <h3>2. Verantwortlicher</h3>
      <p>Verantwortlich für die Datenverarbeitung auf dieser Website ist:</p>
      <Provider />
      <Contact />

      <h3>3. Server-Logdateien, Kontakt und externe Inhalte</h3>
      <p>
        Wenn Sie diese Website aufrufen, übermittelt Ihr Browser technisch bedingt Daten an
        den Server unseres Webhosters. Der Hoster speichert dabei in Protokolldateien
        (Server-Logs):
      </p>
      <ul>
        <li>die IP-Adresse Ihres Geräts,</li>
        <li>Datum und Uhrzeit des Abrufs,</li>
        <li>die aufgerufene Seite oder Datei,</li>
        <li>die zuvor besuchte Seite (Referrer), sofern Ihr Browser sie mitteilt,</li>
        <li>Angaben zu Browser und Betriebssystem (User-Agent).</li>
      </ul>
      <p>
        Diese Daten brauchen wir, um die Website sicher und zuverlässig zu betreiben, etwa
        um Störungen und Angriffe zu erkennen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f
        DSGVO. Der Hoster verarbeitet die Daten in unserem Auftrag und nach unseren Weisungen
        (Art. 28 DSGVO).
      </p>
      <p>
        Darüber hinaus setzt diese Website keine Cookies, verwendet keine Analyse- oder
        Tracking-Werkzeuge und lädt keine Inhalte von fremden Servern, auch keine
        Schriftarten (vgl. LG München I, Urteil vom 20.01.2022, 3 O 17493/20).
      </p>
      <p>
        Der Instagram-Button auf der Kontaktseite ist ein gewöhnlicher Link: Erst wenn Sie ihn
        anklicken, wird etwas an Instagram übertragen; dort gelten die Datenschutzbestimmungen
        des Betreibers.
      </p>
      <p>
        Der Mail-Button öffnet Ihr eigenes E-Mail-Programm. Wenn Sie uns schreiben, verwenden
        wir Ihre E-Mail-Adresse und den Inhalt Ihrer Nachricht nur, um Ihre Anfrage zu
        beantworten.
      </p>

      <h3>4. Löschung von Daten</h3>
      <p>
        Wir löschen personenbezogene Daten, sobald der Zweck entfällt, für den wir sie
        gespeichert haben (Art. 17 DSGVO). Länger bewahren wir sie nur auf, wenn ein Gesetz
        das verlangt. Die einzelnen Fristen finden Sie in Abschnitt 8.
      </p>

      <h3>5. Ihre Rechte</h3>
      <p>Bezüglich Ihrer personenbezogenen Daten haben Sie uns gegenüber das Recht auf:</p>
      <ul>
        <li>Auskunft (Art. 15 DSGVO),</li>
        <li>Berichtigung unrichtiger Daten (Art. 16 DSGVO),</li>
        <li>Löschung (Art. 17 DSGVO),</li>
        <li>Einschränkung der Verarbeitung (Art. 18 DSGVO),</li>
        <li>Datenübertragbarkeit, soweit deren Voraussetzungen vorliegen (Art. 20 DSGVO),</li>
        <li>
          Widerspruch gegen Verarbeitungen, die auf Art. 6 Abs. 1 lit. f DSGVO beruhen, aus
          Gründen, die sich aus Ihrer besonderen Situation ergeben (Art. 21 DSGVO).
        </li>
      </ul>
      <p>Dafür genügt eine formlose Nachricht an {mail}.</p>
      <p>
        Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren
        (Art. 77 DSGVO), etwa bei der Behörde Ihres Wohnorts. Für uns zuständig ist:
      </p>
      <p>Der Hessische Beauftragte für Datenschutz und Informationsfreiheit, Wiesbaden</p>

      <h3>6. Rechtsgrundlagen</h3>
      <ul>
        <li>
          Buchungsanfragen verarbeiten wir nach Art. 6 Abs. 1 lit. b DSGVO, weil sie der
          Vorbereitung eines Vertrags dienen, den Sie mit uns schließen möchten.
        </li>
        <li>
          Server-Logdateien und alle übrigen Anfragen verarbeiten wir nach Art. 6 Abs. 1
          lit. f DSGVO auf Grundlage unserer berechtigten Interessen (siehe Abschnitt 7).
        </li>
      </ul>
      <p>
        Eine Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO holen wir nicht ein, weil keine
        unserer Verarbeitungen eine erfordert.
      </p>

      <h3>7. Berechtigte Interessen</h3>
      <p>
        Soweit wir uns auf Art. 6 Abs. 1 lit. f DSGVO stützen, liegt unser berechtigtes
        Interesse darin, eine funktionierende und sichere Website anzubieten und Ihre
        Anfragen zu beantworten.
      </p>

      <h3>8. Speicherdauer</h3>
      <ul>
        <li>Server-Logdateien werden nach 7 Tagen gelöscht.</li>
        <li>E-Mail-Anfragen speichern wir, bis sie erledigt sind.</li>
      </ul>
      <p>
        Länger bewahren wir Daten nur auf, wenn handels- oder steuerrechtliche
        Aufbewahrungspflichten es verlangen, etwa wenn aus einer Anfrage ein Auftrag wird.
      </p>

      <h3>9. Pflicht zur Bereitstellung von Daten</h3>
      <p>
        Weder ein Gesetz noch ein Vertrag verpflichtet Sie, uns personenbezogene Daten zu
        geben. Für den Besuch dieser Website ist nichts nötig, was Ihr Browser nicht ohnehin
        übermittelt.
      </p>
      <p>
        Wenn Sie uns eine Anfrage schicken, brauchen wir allerdings Ihre E-Mail-Adresse:
        Ohne sie können wir Ihnen nicht antworten (Art. 13 Abs. 2 lit. e DSGVO).
      </p>

      <h3>10. Keine automatisierten Entscheidungen und kein Profiling</h3>
      <p>
        Wir treffen keine automatisierten Entscheidungen im Sinne von Art. 22 DSGVO und
        erstellen keine Profile über Sie.
      </p>
    </article>
  );
}
