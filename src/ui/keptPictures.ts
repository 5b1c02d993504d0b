/**
 * The prerendered page's photos, kept through the takeover (issue 48). On the band's page band.js
 * replaces the prerendered site with its own tree; a new <img> would load and paint again a photo the
 * visitor already sees (and a browser may count the page's largest paint late, or on a heading). So
 * mount notes each prerendered <picture> before the host's children make way, and Picture puts the one
 * that shows the same file, text and sizes into its place instead of making it anew: the same element,
 * its image already decoded, moved whole (an <img> moved with its <picture> is not selected again).
 * A page shown again takes the same element again.
 */
import { createContext } from 'react';

/** The prerendered <picture> elements by pictureKey, each with where it stood in the host's content (restorePictures). */
export type KeptPictures = Map<string, [picture: Element, parent: Node, next: Node | null]>;

export const KeptPicturesContext = createContext<KeptPictures | undefined>(undefined);

/**
 * A picture's key: its <img>'s sizes, its text and its src's file name, which carries the file's hash (the
 * prerendered page names it by a relative address, band.js by an absolute one). media.ts names no file twice.
 */
export const pictureKey = (sizes: string, alt: string, src: string) => `${sizes}|${alt}|${src.replace(/.*\//, '')}`;

/** The <picture> elements inside `el`, by pictureKey. */
export function keepPictures(el: Element): KeptPictures {
  const kept: KeptPictures = new Map();
  el.querySelectorAll('picture > img').forEach((img) => {
    const picture = img.parentNode as Element;
    kept.set(pictureKey(img.getAttribute('sizes') ?? '', img.getAttribute('alt') ?? '', img.getAttribute('src') ?? ''), [
      picture,
      picture.parentNode!,
      picture.nextSibling,
    ]);
  });
  return kept;
}

/**
 * Every kept picture back where it stood, so the host's content comes back whole should rendering fail
 * (mount.tsx). What followed a picture is never another picture (the page's markup), so it is still there.
 */
export const restorePictures = (kept: KeptPictures) => kept.forEach(([picture, parent, next]) => parent.insertBefore(picture, next));
