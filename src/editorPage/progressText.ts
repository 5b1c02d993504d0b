/** The files uploaded so far, as deploy counts them; none before it has counted one. */
export type UploadCount = { files: number; total: number } | undefined;

/** Veröffentlichen's progress as read aloud (at most once a second). */
export const progressText = (count: UploadCount) =>
  count
    ? `Veröffentlichen läuft: ${count.files} von ${count.total} ${count.total === 1 ? 'Datei' : 'Dateien'} erledigt.`
    : 'Veröffentlichen läuft: Die Seite wird gebaut, die Verbindung zum Server aufgebaut …';
