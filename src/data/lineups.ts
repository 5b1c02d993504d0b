/**
 * The sizes we play in (docs/band/kunden.md, „Stimmen, Fragen und Pressetexte von Hand eintragen“). One line per line-up: `{ name: '…',
 * members: 5, description: '…' }`, `members` the number of musicians, a whole number from 1.
 * An empty list shows nothing: Kontakt then has no "Besetzungen".
 */
import type { RawLineup } from './readLineups';

// { name: 'Volle Band', members: 5, description: 'Gesang, Gitarre, Bass, Keyboard und Schlagzeug, mit eigener Ton- und Lichttechnik bis 250 Gäste.' },
// { name: 'Akustik-Trio', members: 3, description: 'Gesang, Gitarre und Cajón: leise genug für Sektempfang und Abendessen.' },
export const lineups: RawLineup[] = [];
