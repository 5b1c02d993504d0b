/**
 * A video's address as the band pastes it from the browser, read into the
 * provider's id (issue 38): `videoFromAddress('youtube', 'https://youtu.be/aBcDeFgHiJk?si=x')`
 * → `{ video: { provider: 'youtube', id: 'aBcDeFgHiJk' } }`, and the two addresses
 * the site makes of it: the player loaded after the visitor's click
 * (`playerUrl`) and the provider's page the link without JavaScript opens
 * (`watchUrl`). Anything that is not one video (a playlist, a channel, another
 * site, a bare id) is refused with what to paste instead.
 */

import { videoWhyEnglish, type VideoWhy } from './refusals';

export type { VideoWhy };

export type VideoProvider = 'youtube' | 'vimeo';

/**
 * One video at its provider. `hash` is an unlisted Vimeo video's key (the part
 * after the id in `https://vimeo.com/123456789/abcdef1234`): without it the
 * player refuses to play, so playerUrl passes it as `h=` and watchUrl keeps it.
 */
export type VideoRef = { provider: 'youtube'; id: string } | { provider: 'vimeo'; id: string; hash?: string };

/** The video, or why the address is none; `refused` reads after the address: `"…" is a playlist, …`. */
export type VideoReading = { video: VideoRef } | { refused: string };

/** The video, or why the address is none by its reason (src/domain/refusals.ts words it in English and German). */
export type VideoWhyReading = { video: VideoRef } | { why: VideoWhy };

/** The providers' names as a visitor and the band read them. */
export const PROVIDER_NAMES: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/** The origin of each provider's player: the one frame source the policy allows, only when the band lists such a video. */
export const PLAYER_ORIGINS: Record<VideoProvider, string> = {
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d+$/;
const VIMEO_HASH = /^[0-9a-f]+$/i;

// music.youtube.com plays the same videos by the same ids, so its addresses are taken too.
const YOUTUBE_HOSTS = ['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com'];
const VIMEO_HOSTS = ['vimeo.com', 'player.vimeo.com'];

const providerOf = (host: string): VideoProvider | undefined =>
  host === 'youtu.be' || YOUTUBE_HOSTS.includes(host) ? 'youtube' : VIMEO_HOSTS.includes(host) ? 'vimeo' : undefined;

/** The address as a web address; one copied without `https://` (some browsers hide it) is read as if it had it. */
function parse(address: string): URL | undefined {
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:/i.test(address) ? address : `https://${address}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The video `address` names at `provider`, or why it names none, in the command line's English. */
export function videoFromAddress(provider: VideoProvider, address: string): VideoReading {
  const read = videoReading(provider, address);
  return 'why' in read ? { refused: videoWhyEnglish(read.why) } : read;
}

/** The video `address` names at `provider`, or why it names none. */
export function videoReading(provider: VideoProvider, address: string): VideoWhyReading {
  const written = address.trim();
  // A bare id is refused: the whole address lets the band open it to check that it is the right video.
  if (provider === 'youtube' ? YOUTUBE_ID.test(written) : VIMEO_ID.test(written)) {
    return { why: { reason: 'idOnly', provider } };
  }
  const url = parse(written);
  if (!url) return { why: { reason: 'notAddress', provider } };
  const host = url.hostname.replace(/^www\./, '');
  const at = providerOf(host);
  if (!at) return { why: { reason: 'notProvider', provider } };
  if (at !== provider) return { why: { reason: 'otherProvider', provider, at } };
  const parts = url.pathname.split('/').filter(Boolean);
  return provider === 'youtube' ? youtube(host, parts, url.searchParams) : vimeo(host, parts, url.searchParams);
}

function youtube(host: string, [first = '', second = '']: string[], query: URLSearchParams): VideoWhyReading {
  const id =
    host === 'youtu.be' ? first : first === 'watch' ? query.get('v') : ['embed', 'shorts', 'live', 'v'].includes(first) ? second : null;
  // 'videoseries' is the embedded playlist's path, and 11 letters long like an id.
  if ((!id || id === 'videoseries') && (query.has('list') || first === 'playlist')) {
    return { why: { reason: 'playlist', provider: 'youtube' } };
  }
  if (/^(@|channel$|c$|user$)/.test(first) && id === null) return { why: { reason: 'channel', provider: 'youtube' } };
  if (!id) return { why: { reason: 'notVideo', provider: 'youtube' } };
  if (!YOUTUBE_ID.test(id)) return { why: { reason: 'badId', provider: 'youtube', id } };
  // A start time (t=) or a share tracker (si=) is left behind: the player starts at the beginning.
  return { video: { provider: 'youtube', id } };
}

// Vimeo's collections that show one video at /<collection>/<name>/…/<id>.
const VIMEO_COLLECTIONS = ['channels', 'groups', 'showcase', 'album'];

function vimeo(host: string, parts: string[], query: URLSearchParams): VideoWhyReading {
  let id: string | undefined;
  let hash = query.get('h') ?? undefined;
  if (host === 'player.vimeo.com') {
    if (parts[0] === 'video') id = parts[1];
  } else if (VIMEO_ID.test(parts[0] ?? '')) {
    id = parts[0];
    // An unlisted video: https://vimeo.com/<id>/<hash>
    if (VIMEO_HASH.test(parts[1] ?? '')) hash = parts[1];
  } else if (parts[0] === 'manage' && parts[1] === 'videos') {
    // The address the band's own Vimeo account shows: https://vimeo.com/manage/videos/<id>[/<hash>]
    id = parts[2];
    if (VIMEO_HASH.test(parts[3] ?? '')) hash = parts[3];
  } else if (VIMEO_COLLECTIONS.includes(parts[0] ?? '')) {
    id = parts.slice(2).find((part) => VIMEO_ID.test(part));
    if (!id) return { why: { reason: 'severalVideos', provider: 'vimeo' } };
  }
  if (!id || !VIMEO_ID.test(id)) return { why: { reason: 'notVideo', provider: 'vimeo' } };
  return { video: hash && VIMEO_HASH.test(hash) ? { provider: 'vimeo', id, hash } : { provider: 'vimeo', id } };
}

/**
 * The player loaded on the visitor's click: YouTube's without cookies, Vimeo's
 * with "do not track"; both start playing, since the click was the wish to watch.
 */
export function playerUrl(video: VideoRef): string {
  if (video.provider === 'youtube') return `${PLAYER_ORIGINS.youtube}/embed/${video.id}?autoplay=1`;
  return `${PLAYER_ORIGINS.vimeo}/video/${video.id}?dnt=1&autoplay=1${video.hash ? `&h=${video.hash}` : ''}`;
}

/** The video's page at its provider, for the link that stands in for the player without JavaScript. */
export function watchUrl(video: VideoRef): string {
  if (video.provider === 'youtube') return `https://www.youtube.com/watch?v=${video.id}`;
  return `https://vimeo.com/${video.id}${video.hash ? `/${video.hash}` : ''}`;
}
