/**
 * What the privacy statement says of the band's videos (issue 38; ../shared/LEGAL.md, "Embedded
 * videos"), for the providers the band uses and no other: the paragraph on the click in section 3
 * and the consent in section 6. Made by the build and carried in band.js as data, only by a band
 * with videos: a site without them ships none of these words, and the statement reads as before.
 */
import { PLAY_VIDEO } from './texts';
import { PROVIDER_NAMES, type VideoProvider } from './videoAddress';

export interface VideoPrivacy {
  /** Section 3, after "auch keine Schriftarten": until when that holds. */
  untilClick: string;
  /** Section 3, after the recipients: the one exception to "nothing to others, nothing outside the EU". */
  recipients: string;
  /** Section 3, after "Videos:": what a click loads, from whom, what is transmitted, that nothing is loaded before. */
  click: string;
  /** Section 6: the click as consent, and how it is withdrawn. */
  consent: string;
  /** Section 6: "Für das, was diese Website sonst verarbeitet, …" (without videos "selbst"). */
  own: string;
}

/** Who offers each provider, with its address; Vimeo's transfers to the USA and their basis. */
const OPERATORS: Record<VideoProvider, string> = {
  youtube: 'Anbieter von YouTube ist die Google Ireland Limited, Gordon House, Barrow Street, Dublin\u00a04, Irland.',
  vimeo:
    'Anbieter von Vimeo ist die Vimeo.com, Inc., 330 West 34th Street, New York, NY 10001, USA; Daten in die USA übermittelt sie ' +
    'auf Grundlage des Angemessenheitsbeschlusses der EU-Kommission zum EU-US Data Privacy Framework vom 10.\u00a0Juli 2023.',
};

/**
 * The one sentence beside each video's button, before the link to the privacy statement: who loads
 * it and what is sent (LEGAL.md: the button, beside a sentence naming the provider, is the consent).
 */
export const videoNotice = (provider: VideoProvider) =>
  `Beim Abspielen lädt Ihr Browser das Video von ${provider === 'youtube' ? 'YouTube (Google)' : PROVIDER_NAMES[provider]} ` +
  `und sendet dabei Ihre IP-Adresse dorthin; der Anbieter kann Daten auf Ihrem Gerät speichern`;

/** The statement's words for `providers` (each once, in the order the page shows their videos). */
export function videoPrivacy(providers: readonly VideoProvider[]): VideoPrivacy {
  const names = providers.map((provider) => PROVIDER_NAMES[provider]).join(' oder ');
  return {
    untilClick: ', solange Sie kein Video starten',
    recipients: ` Ausgenommen ist allein, was Ihr Browser an ${names} sendet, wenn Sie ein Video starten (siehe „Videos“).`,
    click:
      `Unsere Videos sind bei ${names} veröffentlicht. Bis Sie bei einem Video auf „${PLAY_VIDEO}“ klicken, zeigt die Seite nur ` +
      `unser eigenes Vorschaubild und lädt nichts vom Anbieter. Erst der Klick lädt dessen Player. Dabei erhält der Anbieter ` +
      `Ihre IP-Adresse, Angaben zu Browser und Gerät, die Adresse unserer Website und welches Video Sie abspielen; er kann ` +
      `außerdem Informationen auf Ihrem Gerät speichern. Für das Einbinden des Players sind wir gemeinsam mit dem Anbieter ` +
      `verantwortlich, für alles Weitere ist er es allein. ${providers.map((provider) => OPERATORS[provider]).join(' ')}`,
    consent:
      `Den Player eines Videos von ${names} laden wir nur mit Ihrer Einwilligung: Mit Ihrem Klick auf „${PLAY_VIDEO}“ willigen ` +
      `Sie ein, und zwar nur für dieses Video (Art.\u00a06 Abs.\u00a01 lit.\u00a0a DSGVO, §\u00a025 Abs.\u00a01 TDDDG). Sie können ` +
      `die Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen (Art.\u00a07 Abs.\u00a03 DSGVO): Verlassen Sie die Seite ` +
      `oder laden Sie sie neu, lädt sie keinen Player mehr, denn wir merken uns Ihre Wahl nicht. Was der Anbieter bereits auf ` +
      `Ihrem Gerät gespeichert hat, löschen Sie in den Einstellungen Ihres Browsers.`,
    own: 'sonst',
  };
}
