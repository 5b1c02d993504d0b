/**
 * A key the data files do not know ("unknown key 'webseite' (did you mean 'siteUrl'?)"): the one the
 * band probably meant, found by its German or English word or by its spelling.
 */

/** Edit distance, for "did you mean" on a misspelt key. */
function distance(a: string, b: string): number {
  // The table row by row: row[j] is the distance from the letters of `a` read so far to b's first j;
  // `left` is the entry just made, and at the end the last one, the distance.
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  let left = b.length;
  for (let i = 1; i <= a.length; i++) {
    let diagonal = i - 1;
    left = i;
    row = [
      i,
      ...row.slice(1).map((up, j) => {
        const here = Math.min(up + 1, left + 1, diagonal + (a.charAt(i - 1) === b.charAt(j) ? 0 : 1));
        diagonal = up;
        return (left = here);
      }),
    ];
  }
  return left;
}

/**
 * Words the band may write for a key, German ones first, for "did you mean"
 * where the spelling is too far from the key: each names the keys it may mean,
 * and the one allowed where it stands is suggested.
 */
const SYNONYMS: Record<string, readonly string[]> = {
  webseite: ['siteUrl'],
  website: ['siteUrl'],
  homepage: ['siteUrl'],
  url: ['siteUrl'],
  domain: ['siteUrl'],
  telefon: ['phone'],
  mail: ['email'],
  'e-mail': ['email'],
  adresse: ['address'],
  anschrift: ['address'],
  firma: ['company'],
  rechtsform: ['legalForm'],
  besetzung: ['lineup'],
  mitglieder: ['lineup'],
  gesellschafter: ['partners'],
  steuernummer: ['taxId'],
  vorname: ['firstName'],
  nachname: ['lastName'],
  rolle: ['role'],
  instrument: ['part'],
  strasse: ['street'],
  straße: ['street'],
  plz: ['postalCode'],
  postleitzahl: ['postalCode'],
  stadt: ['town'],
  ort: ['town', 'location'],
  foto: ['portrait'],
  bild: ['portrait'],
  fotograf: ['photoCredit'],
  datum: ['date'],
  künstler: ['artist'],
  interpret: ['artist'],
  stil: ['style'],
  genre: ['style'],
  jahr: ['year'],
  öffentlich: ['listed'],
  sichtbar: ['listed'],
  versteckt: ['listed'],
  geheim: ['listed'],
  public: ['listed'],
  hidden: ['listed'],
  visible: ['listed'],
};

/** The key that was probably meant by `key` where `allowed` are allowed; undefined where none is near (src/domain/refusals.ts words it). */
export function nearKey(key: string, allowed: readonly string[]): string | undefined {
  const typed = key.toLowerCase();
  let near = SYNONYMS[typed]?.find((k) => allowed.includes(k));
  if (!near) {
    let best = 3;
    for (const k of allowed) {
      const d = distance(k.toLowerCase(), typed);
      if (d < best) [best, near] = [d, k];
    }
  }
  return near;
}
