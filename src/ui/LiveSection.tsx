/**
 * Home's "Live erleben" (issue 38): the band's photos but the one leading the page, its videos and
 * its recordings; nothing at all when there is none of them.
 */
import type { SiteMedia } from '../domain/media';
import { AudioList } from './AudioList';
import { GRID_SIZES } from './photoSizes';
import { Picture } from './Picture';
import { VideoPlayer } from './VideoPlayer';

export function LiveSection({ photos, videos, audio }: SiteMedia) {
  if (!photos.length && !videos.length && !audio.length) return null;
  return (
    <section className="live">
      <h2>Live erleben</h2>
      {photos.length > 0 && (
        <ul className="photos">
          {photos.map(({ picture, alt }, i) => (
            <li key={i}>
              <Picture picture={picture} alt={alt} sizes={GRID_SIZES} />
            </li>
          ))}
        </ul>
      )}
      {videos.map((video) => (
        <VideoPlayer key={video.video.id} video={video} />
      ))}
      {audio.length > 0 && <AudioList audio={audio} />}
    </section>
  );
}
