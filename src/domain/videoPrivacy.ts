/**
 * What the privacy statement says of the band's videos (issue 38; ../shared/LEGAL.md, "Embedded
 * videos"), for the providers the band uses and no other: the paragraph on the click in section 3
 * and the consent in section 6. Made by the build and carried in band.js as data, only by a band
 * with videos: a site without them ships none of these words, and the statement reads as before.
 */
import { PLAY_VIDEO } from './texts';
import { PROVIDER_NAMES, type VideoProvider } from './videoAddress';

export interface VideoPrivacy {
  /** Section 3, after "Videos:": what a click loads, from whom, what is transmitted, that nothing is loaded before. */
  click: string;
  /** Section 6: the click as consent, and how it is withdrawn. */
  consent: string;
}

/** Who runs each provider, with its address; Vimeo's transfers to the USA and their basis. */
const OPERATORS: Record<VideoProvider, string> = {
  youtube: 'YouTube betreibt die Google Ireland Limited, Gordon House, Barrow Street, Dublin\u00a04, Irland.',
  vimeo:
    'Vimeo betreibt die Vimeo.com, Inc., 330 West 34th Street, New York, NY 10001, USA; Daten in die USA übermittelt sie auf ' +
    'Grundlage des Angemessenheitsbeschlusses der EU-Kommission zum EU-US Data Privacy Framework vom 10.\u00a0Juli 2023.',
};

/** The statement's words for `providers` (each once, in the order the page shows their videos). */
export function videoPrivacy(providers: readonly VideoProvider[]): VideoPrivacy {
  const names = providers.map((provider) => PROVIDER_NAMES[provider]).join(' oder ');
  return {
    click:
      `Unsere Videos liegen bei ${names}. Bis Sie bei einem Video auf „${PLAY_VIDEO}“ klicken, zeigt die Seite nur unser eigenes ` +
      `Vorschaubild und lädt nichts vom Anbieter. Erst der Klick lädt dessen Player: Der Anbieter erhält dann Ihre IP-Adresse, ` +
      `Angaben zu Browser und Gerät, die Adresse unserer Website und welches Video Sie abspielen, kann Informationen auf Ihrem ` +
      `Gerät speichern und verarbeitet die Daten in eigener Verantwortung. ${providers.map((provider) => OPERATORS[provider]).join(' ')}`,
    consent:
      `Ein Video lädt die Seite nur mit Ihrer Einwilligung: Ihr Klick auf „${PLAY_VIDEO}“ ist sie, für dieses eine Video ` +
      `(Art.\u00a06 Abs.\u00a01 lit.\u00a0a DSGVO, §\u00a025 Abs.\u00a01 TDDDG). Sie widerrufen sie, indem Sie die Seite verlassen oder ` +
      `neu laden: Wir merken uns Ihre Wahl nicht, und die Seite zeigt wieder nur das Vorschaubild.`,
  };
}
