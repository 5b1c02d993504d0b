/**
 * A video in two clicks (issue 38, ../shared/LEGAL.md "Embedded videos"): until the visitor
 * presses "Video abspielen", the page shows the band's own poster (or a drawn one, styles.css)
 * and asks the provider for nothing – no thumbnail, no preconnect, no prefetch on hover. The
 * press is the consent, for this video only, and puts the provider's player in the poster's
 * place; leaving or reloading the page forgets it. Without JavaScript (dist/nojs.css) the poster
 * is a plain link to the video on the provider's own site instead of the button.
 */
import { useId, useState } from 'react';
import type { SiteVideo } from '../domain/media';
import { routeHref } from '../domain/routes';
import { PLAY_VIDEO, PRIVACY_STATEMENT } from '../domain/texts';
import { PROVIDER_NAMES, playerUrl, watchUrl } from '../domain/videoAddress';
import { POSTER_SIZES } from './photoSizes';
import { Picture } from './Picture';

/**
 * The player's ref: the button is gone once pressed, so the focus goes on to what took its place, not
 * back to the page's top. One function for every render, so only the player's mounting calls it.
 */
const focus = (frame: HTMLIFrameElement | null) => frame?.focus();

export function VideoPlayer({ video: { video, title, poster, notice: sentence } }: { video: SiteVideo }) {
  const [playing, setPlaying] = useState(false);
  const notice = useId();
  const provider = PROVIDER_NAMES[video.provider];
  return (
    <figure className="video">
      <div className="video-box">
        {playing ? (
          // The site sends no referrer anywhere; YouTube refuses an embed without one (error 153), so the player gets our origin.
          <iframe
            ref={focus}
            src={playerUrl(video)}
            title={title}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowfullscreen
            referrerpolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <>
            {poster && <Picture picture={poster} alt="" sizes={POSTER_SIZES} />}
            {/* The name starts with what the button shows (WCAG 2.5.3), then says which video. */}
            <button
              type="button"
              className="video-play"
              aria-label={`${PLAY_VIDEO}: ${title}`}
              aria-describedby={notice}
              onClick={() => setPlaying(true)}
            >
              <span>{PLAY_VIDEO}</span>
            </button>
            <a className="video-link" href={watchUrl(video)} target="_blank" rel="noopener noreferrer">
              <span>
                {title} auf {provider} ansehen (externe Seite, neuer Tab)
              </span>
            </a>
          </>
        )}
      </div>
      <figcaption>
        <strong>{title}</strong>{' '}
        <span id={notice} className="hint">
          {sentence} (siehe <a href={routeHref('impressum')}>{PRIVACY_STATEMENT}</a>).
        </span>
      </figcaption>
    </figure>
  );
}
