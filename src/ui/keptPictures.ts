/**
 * The prerendered page's photos, kept through the takeover (issue 48). On the band's page band.js
 * replaces the prerendered site with its own tree; a new <img> would load and paint again a photo the
 * visitor already sees (and a browser may count the page's largest paint late, or on a heading). So
 * mount takes each prerendered <picture> out before the host's children make way, and Picture puts the
 * one that shows the same file at the same sizes into its place instead of making it anew: the same
 * element, its image already decoded, moved whole (an <img> moved with its <picture> is not selected again).
 */
import { createContext } from 'react';

/** The prerendered <picture> elements by pictureKey. Each is taken once: a page shown again makes its own. */
export type KeptPictures = Map<string, Element>;

export const KeptPicturesContext = createContext<KeptPictures | undefined>(undefined);

/** A picture's key: its <img>'s sizes and its src as an absolute address (the prerendered page's are relative, band.js's absolute). */
export const pictureKey = (sizes: string, src: string) => `${sizes} ${new URL(src, document.baseURI).href}`;

/** The <picture> elements inside `el`, by pictureKey. */
export function keepPictures(el: Element): KeptPictures {
  const kept: KeptPictures = new Map();
  el.querySelectorAll('picture > img').forEach((img) => {
    kept.set(pictureKey(img.getAttribute('sizes') ?? '', img.getAttribute('src') ?? ''), img.parentNode as Element);
  });
  return kept;
}
