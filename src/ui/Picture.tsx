/**
 * One of the band's photos (issue 38) as a `<picture>`: AVIF and WebP for the browsers that
 * take them, the JPEG for every other. width and height give the box its shape before a byte
 * arrives (styles.css scales it to the column), so nothing below it shifts as it loads.
 */
import { useContext, useState } from 'react';
import type { Picture as PictureData, PictureSource } from '../domain/media';
import { KeptPicturesContext, pictureKey } from './keptPictures';

/** A format's files as a srcset: `photos/a-480.….avif 480w, …`. */
const srcset = (source: PictureSource) => source.files.map(([path, width]) => `${path} ${width}w`).join(', ');

interface PictureProps {
  picture: PictureData;
  /** What the photo shows; empty where it only decorates (a video's poster, named by its button). */
  alt: string;
  /** How wide the photo shows in the layout, as `sizes` says it: the browser picks the file by it. */
  sizes: string;
  /** The `<img>`'s class; styles.css's `photo` fills the column's width. */
  className?: string;
}

/**
 * Every picture is lazy, the leading photo too: WebKit starts loading an <img> whose srcset is set
 * before it is inside its <picture> (Preact sets an element's attributes before inserting it) and so
 * took the JPEG as well as the AVIF; a lazy one waits for layout. The band's page makes its prerendered
 * leading photo eager (static/page.ts eagerLead), and band.js keeps that element (keptPictures.ts).
 */
export function Picture({ picture, alt, sizes, className = 'photo' }: PictureProps) {
  // The JPEG comes last (domain/media.ts): the <img>'s own, for every browser.
  const jpeg = picture.sources[picture.sources.length - 1]!;
  // The plain src is for a browser that knows no srcset: a middle width, neither blurred nor heavy.
  const [src] = jpeg.files[jpeg.files.length >> 1]!;
  // The prerendered page's own element for this photo (keptPictures.ts): moved into a box that makes no box
  // of its own (styles.css `.kept`), which Preact leaves alone as it has no children of its own.
  const kept = useContext(KeptPicturesContext);
  const [own] = useState(() => kept?.get(pictureKey(sizes, alt, src))?.[0]);
  if (own) return <div className="kept" ref={(box) => void (box && own.parentNode !== box && box.append(own))} />;
  return (
    <picture>
      {picture.sources.slice(0, -1).map((source) => (
        <source key={source.type} type={source.type} srcset={srcset(source)} sizes={sizes} />
      ))}
      {/* loading before src: a browser that starts fetching as src is set would otherwise not wait. */}
      <img
        className={className}
        loading="lazy"
        decoding="async"
        sizes={sizes}
        srcset={srcset(jpeg)}
        src={src}
        width={picture.width}
        height={picture.height}
        alt={alt}
      />
    </picture>
  );
}
