/**
 * Every refusal and warning of the data check, each kind once, in English and German side by side
 * (issue 46): the readers (readRecord, readGigs, readSongs, readBand, readMedia, and issue 47's readReferences,
 * readFaq, readLineups, readPress), the build's checks
 * on the disk (loadData, checkMediaFiles, buildPhotos) report a kind and its values, never words;
 * `english` renders a problem as `npm run build -- --check` prints it, `german` as the editor shows it.
 * So no refusal is worded twice, and none is left without its German.
 *
 * German in the editor's style: impersonal, what is wrong and what to do; the field named by the
 * form's label where the editor passes one (`labelOf`), values and code in „…“.
 */
import { formatWrittenDay } from './dates';

/** A value as the band wrote it, for the English messages: texts in JSON's double quotes. */
export function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || typeof value !== 'object') return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** A value as the band wrote it, for the German messages: texts in „…“. */
const gezeigt = (value: unknown) => (typeof value === 'string' ? `„${value}“` : shown(value));

/** A key path as the English messages name it: 'contact.role', 'lineup entry 2: part'. */
export function label(path: string): string {
  let text = '';
  for (const part of path.split('.')) {
    if (/^\d+$/.test(part)) text += ` entry ${Number(part) + 1}`;
    else text += !text ? part : / entry \d+$/.test(text) ? `: ${part}` : `.${part}`;
  }
  return text;
}

/** The form's label of the field at a key path ('date' → 'Datum'); undefined where there is none. */
export type LabelOf = (path: string) => string | undefined;

/** What the German words get besides a kind's values: the field's name as the band reads it. */
interface Tools {
  /** The field at `path` in „…“: its form label, or its key path. */
  field: (path: string) => string;
}

/** Short advice and explanations, said after a refusal: both languages, each once. */
export const ADVICE = {
  infoBlank: { en: 'leave it out when there is nothing to say', de: 'weglassen, wenn es nichts zu sagen gibt' },
  lineup: {
    en: "the home page introduces every musician with what they play, e.g. [{ name: 'Miriam', part: 'Gesang' }]",
    de: 'die Startseite stellt jedes Mitglied mit seinem Instrument vor, z. B. „Miriam“ mit „Gesang“',
  },
  partners: {
    en: "the Impressum names every partner of the GbR with first and last name, e.g. ['Miriam Muster', 'Jonas Beispiel']",
    de: 'das Impressum nennt alle Gesellschafter der GbR mit Vor- und Nachnamen, z. B. „Miriam Muster“',
  },
  year: { en: 'a year like 1983', de: 'eine Jahreszahl wie 1983' },
  logDays: { en: 'the number of days the host keeps its logs', de: 'die Zahl der Tage, die der Webhoster seine Protokolle aufbewahrt' },
  alt: {
    en: "describe what the photo shows, e.g. 'Upgrade auf der Bühne im Kulturbahnhof Kassel'",
    de: 'beschreiben, was auf dem Foto zu sehen ist, z. B. „Upgrade auf der Bühne im Kulturbahnhof Kassel“',
  },
  credit: {
    en: "name who took the photo (the Impressum credits every photographer), e.g. 'Anna Beispiel'",
    de: 'angeben, wer das Foto gemacht hat (das Impressum nennt alle Fotografen), z. B. „Anna Beispiel“',
  },
  videoTitle: {
    en: "the button and the link name the video by it, e.g. 'Live im Kulturbahnhof 2025'",
    de: 'damit benennen Knopf und Link das Video, z. B. „Live im Kulturbahnhof 2025“',
  },
  audioTitle: {
    en: "the player is named by it, e.g. 'Medley 80er (live)'",
    de: 'damit wird der Player benannt, z. B. „Medley 80er (live)“',
  },
  quote: {
    en: "write the client's words, e.g. 'Die Tanzfläche war bis zum letzten Lied voll!'",
    de: 'die Worte der Kundin oder des Kunden eintragen, z. B. „Die Tanzfläche war bis zum letzten Lied voll!“',
  },
  testimonialName: {
    en: "who said it, with their consent, e.g. 'Julia und Markus' (otherwise 'Familie S.')",
    de: 'wer es gesagt hat, nur mit Einverständnis, z. B. „Julia und Markus“ (sonst „Familie S.“)',
  },
  referenceName: {
    en: "the company, venue or festival, e.g. 'Stadtfest Hofgeismar'",
    de: 'die Firma, den Veranstaltungsort oder das Fest eintragen, z. B. „Stadtfest Hofgeismar“',
  },
  referenceYear: { en: 'the year the band played there, like 2024', de: 'das Jahr, in dem die Band dort gespielt hat, z. B. 2024' },
  question: {
    en: "the question as clients ask it, e.g. 'Wie lange spielen Sie?'",
    de: 'die Frage so, wie Kunden sie stellen, z. B. „Wie lange spielen Sie?“',
  },
  answer: {
    en: "the band's answer, e.g. 'In der Regel drei Sets zu je 60 Minuten.' (a blank line starts a new paragraph)",
    de: 'die Antwort der Band, z. B. „In der Regel drei Sets zu je 60 Minuten.“ (eine Leerzeile beginnt einen neuen Absatz)',
  },
  lineupName: {
    en: "the line-up's name, e.g. 'Volle Band' or 'Akustik-Trio'",
    de: 'den Namen der Besetzung, z. B. „Volle Band“ oder „Akustik-Trio“',
  },
  members: { en: 'the number of musicians, like 5', de: 'die Zahl der Musikerinnen und Musiker, z. B. 5' },
  lineupDescription: {
    en: "what this line-up plays and brings, e.g. 'Gesang, Gitarre, Bass, Keyboard und Schlagzeug'",
    de: 'was diese Besetzung spielt und mitbringt, z. B. „Gesang, Gitarre, Bass, Keyboard und Schlagzeug“',
  },
  pressShort: {
    en: "the short biography, one paragraph, e.g. 'Upgrade ist eine Live-Coverband aus Kassel …'",
    de: 'die Kurzbiografie als einen Absatz, z. B. „Upgrade ist eine Live-Coverband aus Kassel …“',
  },
  pressLong: {
    en: 'the long biography (a blank line starts a new paragraph)',
    de: 'die ausführliche Biografie (eine Leerzeile beginnt einen neuen Absatz)',
  },
  rider: {
    en: "the technical rider, one line each, e.g. ['Bühnenfläche mindestens 6 × 4 m'], or [] for none",
    de: 'die Technik, eine Zeile je Angabe, z. B. [„Bühnenfläche mindestens 6 × 4 m“], oder [] für keine',
  },
  riderLine: {
    en: "write the line, e.g. 'Bühnenfläche mindestens 6 × 4 m', or delete it",
    de: 'die Zeile ausfüllen, z. B. „Bühnenfläche mindestens 6 × 4 m“, oder löschen',
  },
} as const;

export type Advice = keyof typeof ADVICE;

/** The providers' names as the band reads them. */
const PROVIDER = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;
type Provider = keyof typeof PROVIDER;

const EXAMPLE_ADDRESS: Record<Provider, string> = {
  youtube: 'https://www.youtube.com/watch?v=aBcDeFgHiJk',
  vimeo: 'https://vimeo.com/123456789',
};

/** Why a video's address names no video (src/domain/videoAddress.ts), with what that reason needs. */
export interface VideoWhyParams {
  idOnly: { provider: Provider };
  notAddress: { provider: Provider };
  notProvider: { provider: Provider };
  otherProvider: { provider: Provider; at: Provider };
  playlist: { provider: Provider };
  channel: { provider: Provider };
  notVideo: { provider: Provider };
  badId: { provider: Provider; id: string };
  severalVideos: { provider: Provider };
}

export type VideoWhy = { [K in keyof VideoWhyParams]: { reason: K } & VideoWhyParams[K] }[keyof VideoWhyParams];

/** What to do instead, said after most of the reasons. */
const paste = {
  en: (provider: Provider) =>
    `open the video on ${PROVIDER[provider]} and paste the address from the browser's address bar, e.g. '${EXAMPLE_ADDRESS[provider]}'`,
  de: (provider: Provider) =>
    `das Video bei ${PROVIDER[provider]} öffnen und die Adresse aus der Adressleiste des Browsers einfügen, z. B. „${EXAMPLE_ADDRESS[provider]}“`,
};

interface Wording<P> {
  en: (p: P) => string;
  de: (p: P, t: Tools) => string;
  /** Values to show the kind with: the catalogue's table test renders every kind with them. */
  example: P;
}

/** Each reason a video's address is refused; English said after the address as written. */
export const VIDEO_REASONS: { [K in keyof VideoWhyParams]: Wording<VideoWhyParams[K]> } = {
  idOnly: {
    en: ({ provider }) => `is only the video's id, not its address: ${paste.en(provider)}`,
    de: ({ provider }) => `ist nur die Kennung des Videos, nicht seine Adresse: ${paste.de(provider)}`,
    example: { provider: 'youtube' },
  },
  notAddress: {
    en: ({ provider }) => `is not a web address: ${paste.en(provider)}`,
    de: ({ provider }) => `ist keine Webadresse: ${paste.de(provider)}`,
    example: { provider: 'vimeo' },
  },
  notProvider: {
    en: ({ provider }) => `is not a ${PROVIDER[provider]} address: ${paste.en(provider)}`,
    de: ({ provider }) => `ist keine Adresse bei ${PROVIDER[provider]}: ${paste.de(provider)}`,
    example: { provider: 'youtube' },
  },
  otherProvider: {
    en: ({ provider, at }) => `is a ${PROVIDER[at]} address: write it as ${at}: '…' instead of ${provider}: '…'`,
    de: ({ provider, at }) => `ist eine Adresse bei ${PROVIDER[at]}: als „${at}: '…'“ statt „${provider}: '…'“ eintragen`,
    example: { provider: 'youtube', at: 'vimeo' },
  },
  playlist: {
    en: ({ provider }) => `is a playlist, not one video: ${paste.en(provider)}`,
    de: ({ provider }) => `ist eine Playlist, kein einzelnes Video: ${paste.de(provider)}`,
    example: { provider: 'youtube' },
  },
  channel: {
    en: ({ provider }) => `is a channel's page, not a video: ${paste.en(provider)}`,
    de: ({ provider }) => `ist die Seite eines Kanals, kein Video: ${paste.de(provider)}`,
    example: { provider: 'youtube' },
  },
  notVideo: {
    en: ({ provider }) => `is not the address of a ${PROVIDER[provider]} video: ${paste.en(provider)}`,
    de: ({ provider }) => `ist nicht die Adresse eines Videos bei ${PROVIDER[provider]}: ${paste.de(provider)}`,
    example: { provider: 'vimeo' },
  },
  badId: {
    en: ({ provider, id }) =>
      `holds the video id '${id}', which is not 11 letters, digits, - or _ (copied only in part?): ${paste.en(provider)}`,
    de: ({ provider, id }) =>
      `enthält die Kennung „${id}“, die nicht aus 11 Buchstaben, Ziffern, - oder _ besteht (nur zum Teil kopiert?): ${paste.de(provider)}`,
    example: { provider: 'youtube', id: 'aBcDeFgHi' },
  },
  severalVideos: {
    en: ({ provider }) => `is a page of several videos, not one video: ${paste.en(provider)}`,
    de: ({ provider }) => `ist eine Seite mit mehreren Videos, kein einzelnes Video: ${paste.de(provider)}`,
    example: { provider: 'vimeo' },
  },
};

/** A video's refusal in English, after its address: what videoFromAddress says. */
export const videoWhyEnglish = (why: VideoWhy) => (VIDEO_REASONS[why.reason] as unknown as Wording<VideoWhy>).en(why);

/** Each kind of refusal or warning with the values its words need. `path` is a key path: 'date', 'lineup.1.part'. */
export interface RefusalParams {
  recordMissing: { path: string; expected: string };
  recordWrong: { path: string; whole?: boolean; expected: string; got: unknown };
  unknownKey: { path: string; key: string; near?: string | undefined; allowed: readonly string[] };
  listMissing: { path: string; needs: Advice };
  listNotList: { path: string; needs: Advice; got: unknown };
  listEmpty: { path: string; needs: Advice };
  textMissing: { path: string };
  textNotText: { path: string; got: unknown };
  textEmpty: { path: string; ifBlank?: Advice };
  dayMissing: { path: string };
  dayNotText: { path: string; got: unknown };
  dayNotReal: { path: string; got: unknown };
  flagNotBool: { path: string; got: unknown };
  wholeWrong: { path: string; needs: Advice; got: unknown };
  oneOfWrong: { path: string; got: unknown; values: readonly string[] };
  ticketsNotHttps: { path: string; got: unknown };
  partnerOneName: { path: string; got: unknown };
  monthYearWrong: { path: string; got: unknown };
  emailWrong: { path: string; got: unknown };
  dialWrong: { path: string; got: unknown };
  instagramWrong: { path: string; got: unknown };
  siteUrlWrong: { path: string; got: unknown };
  fileIsAddress: { path: string; got: unknown; example: string };
  fileInFolder: { path: string; got: unknown; example: string };
  notPhotoFile: { path: string; got: unknown };
  notSoundFile: { path: string; got: unknown };
  altSaysNothing: { path: string; got: unknown };
  videoAddress: { path: string; got: unknown; why: VideoWhy };
  gigsNotList: object;
  gigNotRecord: { got: unknown };
  sameGig: { other: string; date: string; location: string };
  gigTimeUnread: { path: string; info: string };
  songsEmpty: object;
  songNotRecord: { got: unknown };
  sameSong: { other: string; title: string; artist: string };
  portraitNeedsCredit: { path: string };
  mediaNotExports: { got: unknown };
  unknownExport: { key: string; near?: string | undefined; allowed: readonly string[] };
  mediaListNotList: { list: string; expected: string; got: unknown };
  mediaEntryNotRecord: { expected: string; got: unknown };
  videoNoAddress: object;
  videoBothAddresses: object;
  sameFile: { other: string };
  sameVideo: { other: string };
  duplicateKey: { path: string; words: string; first: number };
  fileOtherCase: { file: string; twin: string };
  fileMissing: { shown: string; folder: string };
  fileNotFile: { shown: string };
  fileWrongContent: { shown: string; expected: string; content?: string | undefined; heicAsJpeg?: boolean };
  fileUnnamed: { shown: string; audio: boolean };
  fileMetadata: { shown: string; carries: readonly Carried[]; audio: boolean };
  photoUnreadable: { file: string; reason: string };
  quotesTypographic: { marks: string };
  apostropheInQuotes: object;
  commaAtLineEnd: { line: number };
  commaBefore: { found: string };
  syntaxError: { detail: string; hint?: Said | undefined };
  runFailed: { detail: string };
  extraNotExports: { file: string; names: readonly string[]; got: unknown };
  extraUnknownExport: { file: string; key: string; near?: string | undefined; allowed: readonly string[] };
  yearInFuture: { path: string; got: number; latest: number };
  dayInFuture: { path: string; got: string };
  sameReference: { other: string; name: string; year: number };
  sameQuestion: { other: string; question: string };
  sameLineup: { other: string; name: string };
  pressNotRecord: { got: unknown };
}

export type Kind = keyof RefusalParams;

/** One refusal's kind and values; `path`, where it has one, is the field it concerns. */
export type Said = { [K in Kind]: { kind: K } & RefusalParams[K] }[Kind];

/** The line an English place names ('src/data/songs.ts:33' → 33), for „Zeile 33“; the place itself otherwise. */
const zeile = (where: string) => {
  const line = /:(\d+)$/.exec(where)?.[1];
  return line ? `Zeile ${line}` : where;
};

/** Each kind of content a media file may have (checkMediaFiles.ts), in both languages. */
export const CONTENTS: Record<string, { en: string; de: string; none: string }> = {
  JPEG: { en: 'a JPEG file', de: 'eine JPEG-Datei', none: 'keine JPEG-Datei' },
  PNG: { en: 'a PNG file', de: 'eine PNG-Datei', none: 'keine PNG-Datei' },
  WebP: { en: 'a WebP file', de: 'eine WebP-Datei', none: 'keine WebP-Datei' },
  MP3: { en: 'an MP3 file', de: 'eine MP3-Datei', none: 'keine MP3-Datei' },
  Ogg: { en: 'an Opus file', de: 'eine Opus-Datei', none: 'keine Opus-Datei' },
  HEIC: { en: 'an iPhone photo in HEIC format', de: 'ein iPhone-Foto im HEIC-Format', none: 'kein Foto im HEIC-Format' },
  AVIF: { en: 'an AVIF file', de: 'eine AVIF-Datei', none: 'keine AVIF-Datei' },
  MP4: { en: 'a file in MP4 format', de: 'eine Datei im MP4-Format', none: 'keine Datei im MP4-Format' },
  GIF: { en: 'a GIF file', de: 'eine GIF-Datei', none: 'keine GIF-Datei' },
};

/** What of a person a photo or recording gives away (src/build/personalMetadata.ts), most telling first. */
export type Carried = 'location' | 'serial' | 'owner' | 'makerNotes' | 'iptc' | 'tags';

/** Each thing a file may give away, in both languages: as the warning names it, and as the editor's mark names it (`short`). */
export const CARRIED: Record<Carried, { en: string; de: string; short: string }> = {
  location: { en: 'the place it was taken (GPS)', de: 'den Aufnahmeort (GPS)', short: 'Aufnahmeort (GPS)' },
  serial: { en: 'a serial number (camera or lens)', de: 'eine Seriennummer (Kamera oder Objektiv)', short: 'Seriennummer' },
  owner: {
    en: "a person's name (owner, photographer or copyright)",
    de: 'einen Namen (Besitzer, Fotograf oder Urheber)',
    short: 'Name',
  },
  makerNotes: {
    en: "the camera maker's notes (where many cameras keep their serial number)",
    de: 'die Herstellerdaten der Kamera (dort steht oft ihre Seriennummer)',
    short: 'Herstellerdaten der Kamera',
  },
  iptc: { en: 'IPTC details (captions, names, places)', de: 'IPTC-Angaben (Beschreibungen, Namen, Orte)', short: 'IPTC-Angaben' },
  tags: {
    en: 'tags (names, comments, maybe a place or a cover photo)',
    de: 'Tags (Namen, Kommentare, vielleicht ein Ort oder ein Titelbild)',
    short: 'Tags',
  },
};

/** `items` as a sentence lists them: 'a, b and c' / 'a, b und c'. */
const listed = (items: readonly string[], and: string) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

const content = (name: string | undefined, lang: 'en' | 'de' | 'none') =>
  name ? (CONTENTS[name]?.[lang] ?? name) : lang === 'en' ? 'unreadable (empty or damaged)' : 'nicht lesbar (leer oder beschädigt)';

const allowedDe = (allowed: readonly string[]) => allowed.map((key) => `„${key}“`).join(', ');

/** The catalogue: every kind, its English (the command line's, byte for byte) and its German (the editor's). */
export const REFUSALS: { [K in Kind]: Wording<RefusalParams[K]> } = {
  recordMissing: {
    en: ({ path, expected }) => `${label(path)} is missing (expected ${expected})`,
    de: ({ path, expected }, t) => `${t.field(path)} fehlt (in der Form ${expected})`,
    example: { path: 'contact', expected: '{ firstName: …, lastName: …, role: … }' },
  },
  recordWrong: {
    en: ({ path, whole, expected, got }) => `${label(path) || (whole ? 'the band details' : '')} must be ${expected}, got ${shown(got)}`,
    de: ({ path, whole, expected, got }, t) =>
      `${path ? t.field(path) : whole ? 'Die Banddaten' : 'Der Eintrag'} muss die Form ${expected} haben, nicht ${gezeigt(got)}`,
    example: { path: 'phone', expected: '{ display: …, dial: … }', got: '0561 7654321' },
  },
  unknownKey: {
    en: ({ path, key, near, allowed }) =>
      `${path ? `${label(path)}: ` : ''}unknown key '${key}'${near ? ` (did you mean '${near}'?)` : ` (allowed: ${allowed.join(', ')})`}`,
    de: ({ path, key, near, allowed }, t) =>
      `${path ? `${t.field(path)}: ` : ''}Unbekannter Schlüssel „${key}“${near ? ` – gemeint ist wohl „${near}“` : ` – erlaubt sind ${allowedDe(allowed)}`}`,
    example: { path: '', key: 'webseite', near: 'siteUrl', allowed: ['name', 'siteUrl'] },
  },
  listMissing: {
    en: ({ path, needs }) => `${label(path)} is missing: ${ADVICE[needs].en}`,
    de: ({ path, needs }, t) => `${t.field(path)} fehlt: ${ADVICE[needs].de}`,
    example: { path: 'lineup', needs: 'lineup' },
  },
  listNotList: {
    en: ({ path, needs, got }) => `${label(path)} must be a list in [ … ]: ${ADVICE[needs].en}, got ${shown(got)}`,
    de: ({ path, needs, got }, t) => `${t.field(path)} muss eine Liste in [ … ] sein, nicht ${gezeigt(got)}: ${ADVICE[needs].de}`,
    example: { path: 'partners', needs: 'partners', got: 'Miriam Muster' },
  },
  listEmpty: {
    en: ({ path, needs }) => `${label(path)} is empty: ${ADVICE[needs].en}`,
    de: ({ path, needs }, t) => `${t.field(path)} ist leer: ${ADVICE[needs].de}`,
    example: { path: 'lineup', needs: 'lineup' },
  },
  textMissing: {
    en: ({ path }) => `${label(path)} is missing`,
    de: ({ path }, t) => `${t.field(path)} fehlt`,
    example: { path: 'location' },
  },
  textNotText: {
    en: ({ path, got }) => `${label(path)} must be a text in quotes, got ${shown(got)}`,
    de: ({ path, got }, t) => `${t.field(path)} muss ein Text in Anführungszeichen sein, nicht ${gezeigt(got)}`,
    example: { path: 'title', got: 1983 },
  },
  textEmpty: {
    en: ({ path, ifBlank }) => `${label(path)} is empty${ifBlank ? ` (${ADVICE[ifBlank].en})` : ''}`,
    de: ({ path, ifBlank }, t) => `${t.field(path)} ist leer${ifBlank ? ` (${ADVICE[ifBlank].de})` : ''}`,
    example: { path: 'info', ifBlank: 'infoBlank' },
  },
  dayMissing: {
    en: ({ path }) => `${label(path)} is missing (expected YYYY-MM-DD)`,
    de: ({ path }, t) => `${t.field(path)} fehlt (als JJJJ-MM-TT, z. B. „2027-07-14“)`,
    example: { path: 'date' },
  },
  dayNotText: {
    en: ({ path, got }) => `${label(path)} must be a text like '2027-07-14', got ${shown(got)}`,
    de: ({ path, got }, t) => `${t.field(path)} muss ein Text wie „2027-07-14“ sein, nicht ${gezeigt(got)}`,
    example: { path: 'date', got: 20270714 },
  },
  dayNotReal: {
    en: ({ path, got }) => `${label(path)} ${shown(got)} is not a real date (expected YYYY-MM-DD)`,
    de: ({ path, got }, t) =>
      typeof got === 'string' && !got.trim()
        ? `${t.field(path)} ist leer (als JJJJ-MM-TT, z. B. „2027-07-14“)`
        : `${t.field(path)}: Den Tag ${gezeigt(got)} gibt es nicht (als JJJJ-MM-TT schreiben, z. B. „2027-07-14“)`,
    example: { path: 'date', got: '2027-02-30' },
  },
  flagNotBool: {
    en: ({ path, got }) => `${label(path)} must be true or false (without quotes), got ${shown(got)}`,
    de: ({ path, got }, t) => `${t.field(path)} muss true oder false sein (ohne Anführungszeichen), nicht ${gezeigt(got)}`,
    example: { path: 'private', got: 'ja' },
  },
  wholeWrong: {
    en: ({ path, needs, got }) => `${label(path)} must be ${ADVICE[needs].en} (without quotes), got ${shown(got)}`,
    de: ({ path, needs, got }, t) =>
      `${t.field(path)} muss eine ganze Zahl ohne Anführungszeichen sein (${ADVICE[needs].de}), nicht ${gezeigt(got)}`,
    example: { path: 'year', needs: 'year', got: '1984' },
  },
  oneOfWrong: {
    en: ({ path, got, values }) => `${label(path)} ${shown(got)} is not one of ${values.map((v) => `'${v}'`).join(', ')}`,
    de: ({ path, got, values }, t) => `${t.field(path)}: ${gezeigt(got)} ist keiner der Werte ${allowedDe(values)}`,
    example: { path: 'style', got: 'Jazz', values: ['Rock', 'Pop', 'Deutschsprachig'] },
  },
  ticketsNotHttps: {
    en: ({ path, got }) =>
      `${label(path)} must be an address starting with https://, e.g. 'https://tickets.example/upgrade', got ${shown(got)}`,
    de: ({ path, got }, t) =>
      `${t.field(path)} muss eine Adresse sein, die mit https:// beginnt, z. B. „https://tickets.example/upgrade“, nicht ${gezeigt(got)}`,
    example: { path: 'tickets', got: 'tickets.example' },
  },
  partnerOneName: {
    en: ({ path, got }) => `${label(path)} ${shown(got)} needs first and last name, e.g. 'Miriam Muster'`,
    de: ({ path, got }, t) => `${t.field(path)}: ${gezeigt(got)} braucht Vor- und Nachnamen, z. B. „Miriam Muster“`,
    example: { path: 'partners.0', got: 'Miriam' },
  },
  monthYearWrong: {
    en: ({ path, got }) => `${label(path)} ${shown(got)} must be a month and year like 'November 2026'`,
    de: ({ path, got }, t) => `${t.field(path)}: ${gezeigt(got)} muss ein Monat mit Jahr sein, z. B. „November 2026“`,
    example: { path: 'privacyDate', got: '11/2026' },
  },
  emailWrong: {
    en: ({ path, got }) => `${label(path)} ${shown(got)} is not an e-mail address`,
    de: ({ path, got }, t) => `${t.field(path)}: ${gezeigt(got)} ist keine E-Mail-Adresse`,
    example: { path: 'email', got: 'kontakt(at)upgrade.de' },
  },
  dialWrong: {
    en: ({ path, got }) => `${label(path)} ${shown(got)} must be the number in international form, e.g. '+4956112345'`,
    de: ({ path, got }, t) =>
      `${t.field(path)}: ${gezeigt(got)} muss die Nummer in internationaler Form sein, mit + und ohne Leerzeichen, z. B. „+4956112345“`,
    example: { path: 'phone.dial', got: '0561 12345' },
  },
  instagramWrong: {
    en: ({ path, got }) => `${label(path)} ${shown(got)} must be the profile's address with https://`,
    de: ({ path, got }, t) => `${t.field(path)}: ${gezeigt(got)} muss die Adresse des Profils mit https:// sein`,
    example: { path: 'instagram', got: '@upgrade.kassel' },
  },
  siteUrlWrong: {
    en: ({ path, got }) =>
      `${label(path)} ${shown(got)} must be the site's address with https:// and a closing /, e.g. 'https://upgrade-band.de/'`,
    de: ({ path, got }, t) =>
      `${t.field(path)}: ${gezeigt(got)} muss die Adresse der Seite mit https:// und einem / am Ende sein, z. B. „https://upgrade-band.de/“`,
    example: { path: 'siteUrl', got: 'upgrade-band.de' },
  },
  fileIsAddress: {
    en: ({ path, got, example }) =>
      `${label(path)} ${shown(got)} must be the name of the band's own file, not an address: save the file with the others and write its name, e.g. '${example}'`,
    de: ({ path, got, example }, t) =>
      `${t.field(path)}: ${gezeigt(got)} ist eine Adresse; hier steht der Name einer eigenen Datei: die Datei zu den anderen legen und ihren Namen eintragen, z. B. „${example}“`,
    example: { path: 'file', got: 'https://example.com/foto.jpg', example: 'kulturbahnhof-2025.jpg' },
  },
  fileInFolder: {
    en: ({ path, got, example }) => `${label(path)} ${shown(got)} must be the file's name only, without a folder, e.g. '${example}'`,
    de: ({ path, got, example }, t) =>
      `${t.field(path)}: ${gezeigt(got)} darf nur der Name der Datei sein, ohne Ordner, z. B. „${example}“`,
    example: { path: 'portrait', got: 'photos/portrait.jpg', example: 'portrait.jpg' },
  },
  notPhotoFile: {
    en: ({ path, got }) => `${label(path)} ${shown(got)} must be a JPEG, PNG, WebP or HEIC file (.jpg, .jpeg, .png, .webp, .heic or .heif)`,
    de: ({ path, got }, t) =>
      `${t.field(path)}: ${gezeigt(got)} muss ein Foto im Format JPEG, PNG, WebP oder HEIC sein (.jpg, .jpeg, .png, .webp, .heic oder .heif)`,
    example: { path: 'file', got: 'a.gif' },
  },
  notSoundFile: {
    en: ({ path, got }) => `${label(path)} ${shown(got)} must be an MP3 or Opus file (.mp3 or .opus): convert it, e.g. with Audacity`,
    de: ({ path, got }, t) =>
      `${t.field(path)}: ${gezeigt(got)} muss eine MP3- oder Opus-Datei sein (.mp3 oder .opus): die Aufnahme umwandeln, z. B. mit Audacity`,
    example: { path: 'file', got: 'medley.wav' },
  },
  altSaysNothing: {
    en: ({ path, got }) => `${label(path)} ${shown(got)} says nothing about the photo`,
    de: ({ path, got }, t) => `${t.field(path)}: ${gezeigt(got)} sagt nichts darüber, was auf dem Foto zu sehen ist`,
    example: { path: 'alt', got: 'Foto 3' },
  },
  videoAddress: {
    // The key as written (youtube, vimeo), never a label: the English names the key the band wrote.
    en: ({ path, got, why }) => `${path} ${shown(got)} ${videoWhyEnglish(why)}`,
    de: ({ path, got, why }, t) =>
      `${t.field(path)}: ${gezeigt(got)} ${(VIDEO_REASONS[why.reason] as unknown as Wording<VideoWhy>).de(why, t)}`,
    example: { path: 'youtube', got: 'https://www.youtube.com/playlist?list=PL123', why: { reason: 'playlist', provider: 'youtube' } },
  },
  gigsNotList: {
    en: () => 'the gigs must be a list in [ … ]',
    de: () => 'Die Auftritte müssen eine Liste in [ … ] sein',
    example: {},
  },
  gigNotRecord: {
    en: ({ got }) => `expected { date: 'YYYY-MM-DD', location: 'Venue, Town' }, got ${shown(got)}`,
    de: ({ got }) => `Ein Auftritt muss die Form { date: 'JJJJ-MM-TT', location: 'Ort, Stadt' } haben, nicht ${gezeigt(got)}`,
    example: { got: '2027-07-14' },
  },
  sameGig: {
    en: ({ other }) => `the same day and place as ${other}`,
    de: ({ other, date, location }) => `Diesen Auftritt gibt es schon: am ${formatWrittenDay(date)} in „${location}“ (${zeile(other)})`,
    example: { other: 'src/data/gigs.ts:5', date: '2027-07-14', location: 'Kulturbahnhof, Kassel' },
  },
  gigTimeUnread: {
    en: ({ info }) =>
      `info ${JSON.stringify(info)} names a time the site cannot read, so the calendar shows an all-day event (write e.g. 'Beginn 21 Uhr', 'ab 22 Uhr' or '16–18 Uhr')`,
    de: ({ path, info }, t) =>
      `${t.field(path)}: „${info}“ nennt eine Uhrzeit, die die Seite nicht lesen kann; der Kalender zeigt den Auftritt darum ganztägig (z. B. „Beginn 21 Uhr“, „ab 22 Uhr“ oder „16–18 Uhr“ schreiben)`,
    example: { path: 'info', info: 'Kinderprogramm 14 Uhr' },
  },
  songsEmpty: {
    en: () => 'the song list is empty: the Programm page needs at least one song',
    de: () => 'Die Songliste ist leer: die Seite Programm braucht mindestens einen Song',
    example: {},
  },
  songNotRecord: {
    en: ({ got }) => `expected { title: '…', artist: '…' }, got ${shown(got)}`,
    de: ({ got }) => `Ein Song muss die Form { title: '…', artist: '…' } haben, nicht ${gezeigt(got)}`,
    example: { got: 'Africa' },
  },
  sameSong: {
    en: ({ other }) => `the same song as ${other}`,
    de: ({ other, title, artist }) => `Diesen Song gibt es schon: „${title}“ – ${artist} (${zeile(other)})`,
    example: { other: 'src/data/songs.ts:33', title: 'Africa', artist: 'Toto' },
  },
  portraitNeedsCredit: {
    en: () => "photoCredit must name who took the portrait (the Impressum credits the photographer), e.g. 'Anna Beispiel'",
    de: ({ path }, t) =>
      `${t.field(path)} fehlt: zum Porträtfoto gehört, wer es gemacht hat (das Impressum nennt die Person), z. B. „Anna Beispiel“`,
    example: { path: 'photoCredit' },
  },
  mediaNotExports: {
    en: ({ got }) => `media.ts must export the lists photos, videos and audio, got ${shown(got)}`,
    de: ({ got }) => `Die Datei media.ts muss die Listen „photos“, „videos“ und „audio“ exportieren, nicht ${gezeigt(got)}`,
    example: { got: 42 },
  },
  unknownExport: {
    en: ({ key, near, allowed }) => `unknown export '${key}'${near ? ` (did you mean '${near}'?)` : ` (allowed: ${allowed.join(', ')})`}`,
    de: ({ key, near, allowed }) =>
      `Unbekannte Liste „${key}“ in media.ts${near ? ` – gemeint ist wohl „${near}“` : ` – erlaubt sind ${allowedDe(allowed)}`}`,
    example: { key: 'fotos', near: 'photos', allowed: ['photos', 'videos', 'audio'] },
  },
  mediaListNotList: {
    en: ({ list, expected, got }) => `${list} must be a list in [ … ], e.g. [${expected}], got ${shown(got)}`,
    de: ({ list, expected, got }) => `„${list}“ muss eine Liste in [ … ] sein, z. B. [${expected}], nicht ${gezeigt(got)}`,
    example: { list: 'photos', expected: "{ file: '….jpg', alt: '…', credit: '…' }", got: 'a.jpg' },
  },
  mediaEntryNotRecord: {
    en: ({ expected, got }) => `expected ${expected}, got ${shown(got)}`,
    de: ({ expected, got }) => `Der Eintrag muss die Form ${expected} haben, nicht ${gezeigt(got)}`,
    example: { expected: "{ file: '….mp3', title: '…' }", got: 'medley.mp3' },
  },
  videoNoAddress: {
    en: () => "needs the video's address: youtube: 'https://www.youtube.com/watch?v=…' or vimeo: 'https://vimeo.com/…'",
    de: () => 'Die Adresse des Videos fehlt: „youtube: …“ oder „vimeo: …“ mit der Adresse aus dem Browser',
    example: {},
  },
  videoBothAddresses: {
    en: () => 'has both youtube and vimeo: give one video per entry',
    de: () => 'Hat „youtube“ und „vimeo“ zugleich: pro Eintrag nur ein Video angeben',
    example: {},
  },
  sameFile: {
    en: ({ other }) => `the same file as ${other}`,
    de: ({ other }) => `Diese Datei ist schon eingetragen (${zeile(other)})`,
    example: { other: 'src/data/media.ts:5' },
  },
  sameVideo: {
    en: ({ other }) => `the same video as ${other}`,
    de: ({ other }) => `Dieses Video ist schon eingetragen (${zeile(other)})`,
    example: { other: 'src/data/media.ts:12' },
  },
  duplicateKey: {
    en: ({ words, first }) =>
      `${words} is written twice (also on line ${first}) – JavaScript takes only the last one: delete the one that is wrong`,
    de: ({ path, words, first }, t) =>
      `${path ? t.field(path) : `„${words}“`} steht zweimal (auch in Zeile ${first}); gelesen wird nur die letzte Angabe: die falsche löschen`,
    example: { path: 'phone.dial', words: 'phone.dial', first: 28 },
  },
  fileOtherCase: {
    en: ({ file, twin }) =>
      `the folder holds '${twin}', not '${file}' – write the name exactly as the file is called (capital letters count on the web)`,
    de: ({ file, twin }) =>
      `Im Ordner liegt „${twin}“, nicht „${file}“: den Namen genau so schreiben, wie die Datei heißt (im Web zählen Groß- und Kleinbuchstaben)`,
    example: { file: 'foto.jpg', twin: 'Foto.JPG' },
  },
  fileMissing: {
    en: ({ shown: path, folder }) => `${path} is not there – put the file into ${folder}/ or correct the name`,
    de: ({ shown: path, folder }) => `Die Datei ${path} fehlt: sie in den Ordner ${folder}/ legen oder den Namen berichtigen`,
    example: { shown: 'src/data/photos/kulturbahnhof-2025.jpg', folder: 'src/data/photos' },
  },
  fileNotFile: {
    en: ({ shown: path }) => `${path} is a folder or cannot be opened – put the file itself there under this name`,
    de: ({ shown: path }) => `${path} ist ein Ordner oder lässt sich nicht öffnen: die Datei selbst unter diesem Namen dorthin legen`,
    example: { shown: 'src/data/photos/sommerfest.png' },
  },
  fileWrongContent: {
    en: ({ shown: path, expected, content: found, heicAsJpeg }) =>
      `${path} is not ${content(expected, 'en')} but ${content(found, 'en')}` +
      (heicAsJpeg
        ? ' – renaming does not change it: name it .heic (the build converts it to JPEG), or export it as JPEG (Fotos: Ablage › Exportieren)'
        : ` – save it again as ${expected === 'Ogg' ? 'Opus' : expected}, or name it after what it is`),
    de: ({ shown: path, expected, content: found, heicAsJpeg }) =>
      `${path} ist ${content(expected, 'none')}, sondern ${content(found, 'de')}` +
      (heicAsJpeg
        ? ': Umbenennen ändert das nicht – die Datei .heic nennen (der Build wandelt sie in JPEG um) oder als JPEG exportieren'
        : `: sie noch einmal als ${expected === 'Ogg' ? 'Opus' : expected} speichern oder so benennen, wie sie ist`),
    example: { shown: 'src/data/photos/a.jpg', expected: 'JPEG', content: 'HEIC', heicAsJpeg: true },
  },
  fileUnnamed: {
    en: ({ shown: path, audio }) =>
      `${path} is in the folder, but media.ts does not name it: list it (${audio ? 'a recording with its title' : 'a photo with alt and credit'}) or take it out of the folder`,
    de: ({ shown: path, audio }) =>
      `${path} liegt im Ordner, steht aber nicht in media.ts: ${audio ? 'als Aufnahme mit Titel' : 'als Foto mit Bildbeschreibung und Fotograf/in'} eintragen oder aus dem Ordner nehmen`,
    example: { shown: 'src/data/photos/probe.jpg', audio: false },
  },
  fileMetadata: {
    en: ({ shown: path, carries, audio }) =>
      `${path} carries ${listed(
        carries.map((carried) => CARRIED[carried].en),
        'and',
      )} – the repository keeps it for anyone who can read it: remove it in the editor (Fotos & Videos › Metadaten entfernen), or ${audio ? 'export the recording again without tags' : 'export the photo again without metadata'}`,
    de: ({ shown: path, carries, audio }) =>
      `${path} enthält ${listed(
        carries.map((carried) => CARRIED[carried].de),
        'und',
      )}: das Repository bewahrt das für alle auf, die es lesen können – im Editor unter „Fotos & Videos“ mit „Metadaten entfernen“ löschen oder ${audio ? 'die Aufnahme ohne Tags' : 'das Foto ohne Metadaten'} noch einmal exportieren`,
    example: { shown: 'src/data/photos/probe.jpg', carries: ['location', 'serial'], audio: false },
  },
  photoUnreadable: {
    en: ({ file, reason }) => `${file} could not be read as a photo (${reason}) – export it again as JPEG from the phone or camera`,
    de: ({ file, reason }) =>
      `„${file}“ lässt sich nicht als Foto lesen (${reason}): es noch einmal als JPEG aus dem Telefon oder der Kamera exportieren`,
    example: { file: 'kaputt.jpg', reason: 'VipsJpeg: Premature end of input file' },
  },
  quotesTypographic: {
    en: ({ marks }) => `replace the typographic quotes ${marks} with ' (the straight quote on the keyboard)`,
    de: ({ marks }) => `Die typografischen Anführungszeichen ${marks} durch ' ersetzen (das gerade Hochkomma der Tastatur)`,
    example: { marks: '„ “' },
  },
  apostropheInQuotes: {
    en: () =>
      'this text contains an apostrophe, which ends a text in single quotes: put the text in double quotes (or write the typographic apostrophe ’, as in Rock’n’Roll)',
    de: () =>
      'Der Text enthält ein Hochkomma, das einen Text in einfachen Anführungszeichen beendet: den Text in doppelte Anführungszeichen setzen (oder den typografischen Apostroph ’ schreiben, wie in „Rock’n’Roll“)',
    example: {},
  },
  commaAtLineEnd: {
    en: ({ line }) => `a comma is missing at the end of line ${line}`,
    de: ({ line }) => `Am Ende von Zeile ${line} fehlt ein Komma`,
    example: { line: 5 },
  },
  commaBefore: {
    en: ({ found }) => `a comma is missing before ${JSON.stringify(found)}`,
    de: ({ found }) => `Vor „${found}“ fehlt ein Komma`,
    example: { found: 'title' },
  },
  syntaxError: {
    // esbuild's words, or our hint's (syntaxHints.ts).
    en: ({ detail }) => detail,
    de: ({ detail, hint }, t) => `Die Datei lässt sich nicht lesen: ${hint ? (REFUSALS[hint.kind] as Wording<Said>).de(hint, t) : detail}`,
    example: { detail: 'a comma is missing at the end of line 5', hint: { kind: 'commaAtLineEnd', line: 5 } },
  },
  runFailed: {
    en: ({ detail }) => detail,
    de: ({ detail }) => `Der Code der Datei bricht beim Ausführen ab: ${detail}`,
    example: { detail: 'ReferenceError: older is not defined' },
  },
  extraNotExports: {
    en: ({ file, names, got }) => `${file}.ts must export ${names.join(' and ')}, got ${shown(got)}`,
    de: ({ file, names, got }) => `Die Datei ${file}.ts muss ${allowedDe(names)} exportieren, nicht ${gezeigt(got)}`,
    example: { file: 'references', names: ['testimonials', 'references'], got: 42 },
  },
  extraUnknownExport: {
    en: ({ key, near, allowed }) => `unknown export '${key}'${near ? ` (did you mean '${near}'?)` : ` (allowed: ${allowed.join(', ')})`}`,
    de: ({ file, key, near, allowed }) =>
      `Unbekannter Name „${key}“ in ${file}.ts${near ? ` – gemeint ist wohl „${near}“` : ` – erlaubt ${allowed.length === 1 ? 'ist' : 'sind'} ${allowedDe(allowed)}`}`,
    example: { file: 'faq', key: 'fragen', allowed: ['faq'] },
  },
  yearInFuture: {
    en: ({ path, got, latest }) =>
      `${label(path)} ${got} lies in the future: write the year the band played there (${latest} at the latest)`,
    de: ({ path, got, latest }, t) =>
      `${t.field(path)}: ${got} liegt in der Zukunft: das Jahr eintragen, in dem die Band dort gespielt hat (höchstens ${latest})`,
    example: { path: 'year', got: 2031, latest: 2026 },
  },
  dayInFuture: {
    en: ({ path, got }) => `${label(path)} ${shown(got)} lies in the future: write the day of the party, which has taken place`,
    de: ({ path, got }, t) =>
      `${t.field(path)}: Der ${formatWrittenDay(got)} liegt in der Zukunft: den Tag der Feier eintragen, die schon stattgefunden hat`,
    example: { path: 'date', got: '2031-06-14' },
  },
  sameReference: {
    en: ({ other }) => `the same reference as ${other}`,
    de: ({ other, name, year }) => `Diese Referenz gibt es schon: „${name}“, ${year} (${zeile(other)})`,
    example: { other: 'src/data/references.ts:9', name: 'Stadtfest Hofgeismar', year: 2024 },
  },
  sameQuestion: {
    en: ({ other }) => `the same question as ${other}`,
    de: ({ other, question }) => `Diese Frage gibt es schon: „${question}“ (${zeile(other)})`,
    example: { other: 'src/data/faq.ts:4', question: 'Wie lange spielen Sie?' },
  },
  sameLineup: {
    en: ({ other }) => `the same name as the line-up ${other}`,
    de: ({ other, name }) => `Eine Besetzung „${name}“ gibt es schon (${zeile(other)})`,
    example: { other: 'src/data/lineups.ts:4', name: 'Volle Band' },
  },
  pressNotRecord: {
    en: ({ got }) => `press must be { short: '…', long: '…', rider: [ … ] } (or undefined for no press page), got ${shown(got)}`,
    de: ({ got }) =>
      `„press“ muss die Form { short: '…', long: '…', rider: [ … ] } haben (oder undefined für keine Presseseite), nicht ${gezeigt(got)}`,
    example: { got: 'Upgrade ist eine Live-Coverband' },
  },
};

/** The entry a problem concerns, as both languages name it: 'gig on 2027-07-14 at "…"', 'Auftritt am 14.07.2027 in „…“'. */
export type Entry =
  | { kind: 'gig'; date?: string | undefined; location?: string | undefined }
  | { kind: 'song'; title?: string | undefined; artist?: string | undefined }
  | { kind: 'photo' | 'audio'; file?: string | undefined }
  | { kind: 'video'; name?: string | undefined }
  | { kind: 'portrait' }
  /** A testimonial by its name, or where that is not given by the start of its quote. */
  | { kind: 'testimonial'; name?: string | undefined; quote?: string | undefined }
  | { kind: 'reference' | 'question' | 'lineup'; name?: string | undefined }
  /** An entry only named in English (a test's, a caller's own words). */
  | { kind: 'named'; words: string };

const json = (text: string | undefined) => (text === undefined ? '?' : JSON.stringify(text));
const quote = (text: string | undefined, none: string) => (text === undefined ? none : `„${text}“`);

export const ENTRIES: {
  [K in Entry['kind']]: { en: (e: Extract<Entry, { kind: K }>) => string; de: (e: Extract<Entry, { kind: K }>) => string };
} = {
  gig: {
    en: ({ date, location }) => `gig on ${date ?? '?'} at ${json(location)}`,
    de: ({ date, location }) =>
      `Auftritt ${date === undefined ? 'ohne Datum' : `am ${formatWrittenDay(date)}`} ${location === undefined ? 'ohne Ort' : `in „${location}“`}`,
  },
  song: {
    en: ({ title, artist }) => `song ${json(title)}${artist === undefined ? '' : ` by ${artist}`}`,
    de: ({ title, artist }) => `Song ${title === undefined ? 'ohne Titel' : `„${title}“`}${artist ? ` – ${artist}` : ''}`,
  },
  photo: { en: ({ file }) => `photo ${json(file)}`, de: ({ file }) => `Foto ${quote(file, 'ohne Dateinamen')}` },
  audio: { en: ({ file }) => `audio ${json(file)}`, de: ({ file }) => `Aufnahme ${quote(file, 'ohne Dateinamen')}` },
  video: { en: ({ name }) => `video ${json(name)}`, de: ({ name }) => `Video ${quote(name, 'ohne Titel')}` },
  portrait: { en: () => 'portrait', de: () => 'Porträtfoto' },
  testimonial: {
    en: ({ name, quote: said }) => (name !== undefined ? `testimonial by ${json(name)}` : `testimonial ${json(said)}`),
    de: ({ name, quote: said }) =>
      name !== undefined ? `Stimme von „${name}“` : said !== undefined ? `Stimme „${said}“` : 'Stimme ohne Namen',
  },
  reference: { en: ({ name }) => `reference ${json(name)}`, de: ({ name }) => `Referenz ${quote(name, 'ohne Namen')}` },
  question: { en: ({ name }) => `question ${json(name)}`, de: ({ name }) => `Frage ${quote(name, 'ohne Text')}` },
  lineup: { en: ({ name }) => `line-up ${json(name)}`, de: ({ name }) => `Besetzung ${quote(name, 'ohne Namen')}` },
  named: { en: ({ words }) => words, de: ({ words }) => words },
};

/** An entry's name in either language. */
export const entryWords = (entry: Entry, lang: 'en' | 'de'): string => (ENTRIES[entry.kind][lang] as (e: Entry) => string)(entry);

/**
 * The entry an English name means ('photo "a.jpg"', 'video "Live"', 'audio "m.mp3"', 'portrait': how
 * readMedia names the files it hands the build's checks on the disk); any other is taken as it is.
 */
export function entryOfWords(words: string): Entry {
  if (words === 'portrait') return { kind: 'portrait' };
  const [, kind, name] = /^(photo|video|audio) (".*")$/.exec(words) ?? [];
  if (kind && name) {
    const text = JSON.parse(name) as string;
    return kind === 'video' ? { kind: 'video', name: text } : { kind: kind as 'photo' | 'audio', file: text };
  }
  return { kind: 'named', words };
}

/**
 * A refusal or warning where it stands: `where` is the place as the command line names it
 * ('src/data/gigs.ts:41', '' for none), `entry` the entry, `said` what is wrong, `advice` what a
 * field's every refusal adds.
 */
export interface Problem {
  where: string;
  entry?: Entry;
  said: Said;
  advice?: Advice;
  /** The key path the reader reported it at ('date', 'lineup.1.part', 'privat' for an unknown key; '' for a whole entry): the editor's field. */
  path?: string;
}

/** A problem as `npm run build -- --check` prints it: `src/data/gigs.ts:41: gig on …: date "…" is not a real date (…)`. */
export function english(problem: Problem): string {
  const { said, advice } = problem;
  const words = (REFUSALS[said.kind] as Wording<Said>).en(said) + (advice ? ` – ${ADVICE[advice].en}` : '');
  return [problem.where, problem.entry && entryWords(problem.entry, 'en'), words].filter(Boolean).join(': ');
}

/** The German of `said` alone, the field named by `labelOf`'s label where it has one. */
export function germanSaid(said: Said, labelOf: LabelOf = () => undefined): string {
  const field = (path: string) => `„${labelOf(path) ?? label(path)}“`;
  return (REFUSALS[said.kind] as Wording<Said>).de(said, { field });
}

/**
 * A problem in German without its place (the editor shows the file and line its own way): the entry,
 * then what is wrong and what to do, as one sentence: `Auftritt am 30.02.2027 in „Halle, Kassel“: „Datum“: Den Tag … gibt es nicht (…).`
 */
export function german(problem: Problem, labelOf?: LabelOf): string {
  const { said, advice } = problem;
  let words = germanSaid(said, labelOf) + (advice ? ` – ${ADVICE[advice].de}` : '');
  if (!/[.!?]$/.test(words)) words += '.';
  const entry = problem.entry && entryWords(problem.entry, 'de');
  return entry ? `${entry}: ${words}` : words;
}
