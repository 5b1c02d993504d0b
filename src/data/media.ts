/**
 * The band's photos, videos and recordings (docs/band/fotos.md, „Fotos & Videos“ and „Fotos, Videos und Aufnahmen eintragen“).
 * Photos and posters lie in src/data/photos/, recordings in src/data/audio/; each line names
 * one file there. Empty lists show nothing: the home page then has no photo and no
 * "Live erleben", and the privacy statement mentions no video provider.
 */
import type { RawAudio, RawPhoto, RawVideo } from './readMedia';

// { file: 'kulturbahnhof-2025.jpg', alt: 'Upgrade auf der Bühne im Kulturbahnhof Kassel', credit: 'Anna Beispiel' },
export const photos: RawPhoto[] = [];

// { youtube: 'https://www.youtube.com/watch?v=aBcDeFgHiJk', title: 'Live im Kulturbahnhof 2025', poster: 'video-kulturbahnhof.jpg' },
export const videos: RawVideo[] = [];

// { file: 'medley-80er.mp3', title: 'Medley 80er (live)' },
export const audio: RawAudio[] = [];
