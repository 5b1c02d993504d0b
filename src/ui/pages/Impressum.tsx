import { useBandData } from '../BandDataContext';

/** "A", "A und B", "A, B und C". */
function joinNames(names: string[]): string {
  if (names.length < 2) return names.join('');
  return names.slice(0, -1).join(', ') + ' und ' + names[names.length - 1];
}

/** Name, legal form, representatives and postal address, as § 5 DDG asks. */
function Provider() {
  const { band } = useBandData();
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
      <p>Vertretungsberechtigt: {joinNames(band.representatives)}</p>
    </>
  );
}

function Contact() {
  const { band } = useBandData();
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
  const { band } = useBandData();
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
        Für die Inhalte verlinkter Seiten ist der jeweilige Betreiber verantwortlich. Eine gesetzliche Regelung zur Haftung für Links gibt es nicht. Nach der Rechtsprechung des
        Bundesgerichtshofs (Urteil vom 18.06.2015, I ZR 74/14) haftet, wer einen Link setzt,
        für den verlinkten Inhalt nur, wenn er ihn sich zu eigen macht oder den Link
        beibehält, nachdem die Rechtswidrigkeit des Inhalts für ihn erkennbar geworden ist.
      </p>
      <p>
        Weisen Sie uns auf eine Rechtsverletzung hin, entfernen wir den betreffenden Link umgehend.
      </p>

      <h3>Urheberrecht</h3>
      <p>
        Die Rechte an Texten, Fotos und Logo dieser Website liegen bei der Band {band.name}. Möchten
        Sie sie über das hinaus nutzen, was das Urheberrecht ohnehin erlaubt, etwa sie
        vervielfältigen oder veröffentlichen, fragen Sie uns bitte vorher um Erlaubnis.
      </p>
      <p>
        Inhalte Dritter kennzeichnen wir als solche. Bemerken Sie dennoch eine
        Urheberrechtsverletzung, bitten wir um einen Hinweis; wir entfernen den Inhalt dann umgehend.
      </p>

      <h2>Datenschutzerklärung</h2>
      <p>
        Hier erfahren Sie, welche personenbezogenen Daten beim Besuch dieser Website anfallen, wofür wir sie
        verwenden und welche Rechte Sie haben.
      </p>

      <h3>1. Begriffsbestimmungen</h3>
      <p>
        Wir verwenden die Begriffe der Datenschutz-Grundverordnung (DSGVO): Personenbezogene Daten sind alle
        Informationen über eine identifizierte oder identifizierbare natürliche Person, etwa Name, E-Mail- oder IP-Adresse
        (Art. 4 Nr. 1 DSGVO). Verarbeitung ist jeder Umgang mit solchen Daten, vom Erheben über das Speichern
        bis zum Löschen (Art. 4 Nr. 2 DSGVO). Verantwortlicher ist, wer über Zweck und Mittel der Verarbeitung
        entscheidet (Art. 4 Nr. 7 DSGVO).
      </p>

      <h3>2. Verantwortlicher</h3>
      <p>Verantwortlich für diese Website ist:</p>
      <Provider />
      <Contact />

      <h3>3. Server-Logdateien, Kontakt und externe Inhalte</h3>
      <p>
        Beim Aufruf dieser Website speichert unser Webhoster in Protokolldateien die IP-Adresse Ihres Geräts,
        Datum und Uhrzeit, die aufgerufene Seite, die zuvor besuchte Seite (Referrer) sowie Angaben zu Browser
        und Betriebssystem (User-Agent). Wir brauchen diese Daten, um die Website sicher zu betreiben und
        Störungen oder Angriffe zu erkennen (Art. 6 Abs. 1 lit. f DSGVO). Der Hoster verarbeitet sie in unserem
        Auftrag (Art. 28 DSGVO).
      </p>
      <p>
        Im Übrigen setzt diese Website keine Cookies, nutzt kein Tracking und lädt nichts von fremden
        Servern, auch keine Schriftarten (vgl. LG München I, Urteil vom 20.01.2022, 3 O 17493/20). Der
        Instagram-Button ist ein einfacher Link: Erst wenn Sie ihn anklicken, erfährt Instagram von Ihrem
        Besuch. Schreiben Sie uns über den Mail-Button, verwenden wir Ihre Adresse und Nachricht nur, um Ihre
        Anfrage zu beantworten.
      </p>

      <h3>4. Löschung von Daten</h3>
      <p>
        Wir löschen Daten, sobald der Zweck ihrer Speicherung entfällt (Art. 17 DSGVO) und keine gesetzliche
        Aufbewahrungspflicht entgegensteht; die Fristen nennt Abschnitt 8.
      </p>

      <h3>5. Ihre Rechte</h3>
      <p>
        Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16 DSGVO), Löschung
        (Art. 17 DSGVO), Einschränkung der Verarbeitung (Art. 18 DSGVO), Datenübertragbarkeit (Art. 20 DSGVO)
        und Widerspruch (Art. 21 DSGVO). Eine formlose Nachricht an {mail} genügt. Außerdem können Sie sich bei einer
        Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO); für uns zuständig ist der Hessische
        Beauftragte für Datenschutz und Informationsfreiheit in Wiesbaden.
      </p>

      <p>
        <strong>Widerspruchsrecht:</strong> Verarbeitungen, die auf Art. 6 Abs. 1 lit. f DSGVO beruhen, können Sie
        aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen (Art. 21 DSGVO).
      </p>

      <h3>6. Rechtsgrundlagen</h3>
      <p>
        Buchungsanfragen verarbeiten wir zur Anbahnung eines Vertrags (Art. 6 Abs. 1 lit. b DSGVO),
        Server-Logdateien und sonstige Anfragen auf Grundlage berechtigter Interessen (Art. 6 Abs. 1 lit. f
        DSGVO). Eine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO) holen wir nicht ein, weil keine Verarbeitung
        sie erfordert.
      </p>

      <h3>7. Berechtigte Interessen</h3>
      <p>Unsere berechtigten Interessen sind ein sicherer, funktionierender Betrieb der Website und die Beantwortung Ihrer Anfragen.</p>

      <h3>8. Speicherdauer</h3>
      <p>
        Server-Logdateien werden nach 7 Tagen gelöscht, E-Mail-Anfragen, sobald sie erledigt sind. Länger
        bewahren wir Daten nur auf, wenn handels- oder steuerrechtliche Pflichten es verlangen, etwa wenn aus
        einer Anfrage ein Auftrag wird.
      </p>

      <h3>9. Pflicht zur Bereitstellung von Daten</h3>
      <p>
        Kein Gesetz und kein Vertrag verpflichtet Sie, uns Daten zu geben; für den Besuch der Website genügt,
        was Ihr Browser ohnehin übermittelt. Ohne Ihre E-Mail-Adresse können wir eine Anfrage allerdings nicht
        beantworten (Art. 13 Abs. 2 lit. e DSGVO).
      </p>

      <h3>10. Keine automatisierten Entscheidungen und kein Profiling</h3>
      <p>Wir treffen keine automatisierten Entscheidungen und erstellen keine Profile (Art. 22 DSGVO).</p>
    </article>
  );
}
