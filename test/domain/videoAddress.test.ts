// A video's address as the band pastes it, read into the provider's id; the player's and the provider's page's addresses.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../src/domain/videoAddress';
import { playerUrl, videoFromAddress, watchUrl, type VideoProvider, type VideoRef } from '../../src/domain/videoAddress';

const API = suite('API');

API('exports the reader, the two addresses and the providers', () => {
  assert.type(api.videoFromAddress, 'function');
  assert.type(api.playerUrl, 'function');
  assert.type(api.watchUrl, 'function');
  assert.equal(api.PROVIDER_NAMES, { youtube: 'YouTube', vimeo: 'Vimeo' });
  assert.equal(api.PLAYER_ORIGINS, { youtube: 'https://www.youtube-nocookie.com', vimeo: 'https://player.vimeo.com' });
});

API.run();

// ---

const accepts = suite('videoFromAddress accepts');

const ID = 'aBcDeFgHiJk';

const YOUTUBE: string[] = [
  `https://www.youtube.com/watch?v=${ID}`,
  `https://www.youtube.com/watch?v=${ID}&t=42s`,
  `https://www.youtube.com/watch?feature=shared&v=${ID}&t=1m2s`,
  `https://www.youtube.com/watch?v=${ID}&list=PLx123&index=3`,
  `http://www.youtube.com/watch?v=${ID}`,
  `https://youtube.com/watch?v=${ID}`,
  `www.youtube.com/watch?v=${ID}`,
  `youtube.com/watch?v=${ID}`,
  `  https://www.youtube.com/watch?v=${ID}  `,
  `https://m.youtube.com/watch?v=${ID}`,
  `https://music.youtube.com/watch?v=${ID}&si=abc`,
  `https://youtu.be/${ID}`,
  `https://youtu.be/${ID}?si=Xy12_ab`,
  `https://youtu.be/${ID}?t=30`,
  `youtu.be/${ID}`,
  `https://www.youtube.com/embed/${ID}`,
  `https://www.youtube.com/embed/${ID}?start=10`,
  `https://www.youtube.com/shorts/${ID}`,
  `https://youtube.com/shorts/${ID}?feature=share`,
  `https://www.youtube.com/live/${ID}?si=abc`,
  `https://www.youtube.com/v/${ID}`,
  `https://www.youtube-nocookie.com/embed/${ID}`,
  `https://youtube-nocookie.com/embed/${ID}?autoplay=1`,
  `https://WWW.YOUTUBE.COM/watch?v=${ID}`,
];

for (const address of YOUTUBE) {
  accepts(`YouTube: ${address}`, () => assert.equal(videoFromAddress('youtube', address), { video: { provider: 'youtube', id: ID } }));
}

accepts('an id with - and _', () => {
  assert.equal(videoFromAddress('youtube', 'https://youtu.be/a-_0123456Z'), { video: { provider: 'youtube', id: 'a-_0123456Z' } });
});

const VIMEO: [string, VideoRef][] = [
  ['https://vimeo.com/123456789', { provider: 'vimeo', id: '123456789' }],
  ['http://vimeo.com/123456789', { provider: 'vimeo', id: '123456789' }],
  ['https://www.vimeo.com/123456789', { provider: 'vimeo', id: '123456789' }],
  ['vimeo.com/123456789', { provider: 'vimeo', id: '123456789' }],
  ['https://vimeo.com/123456789?share=copy', { provider: 'vimeo', id: '123456789' }],
  ['https://vimeo.com/1084537', { provider: 'vimeo', id: '1084537' }],
  ['https://vimeo.com/channels/staffpicks/123456789', { provider: 'vimeo', id: '123456789' }],
  ['https://vimeo.com/groups/livemusik/videos/123456789', { provider: 'vimeo', id: '123456789' }],
  ['https://vimeo.com/showcase/98765/video/123456789', { provider: 'vimeo', id: '123456789' }],
  ['https://vimeo.com/manage/videos/123456789', { provider: 'vimeo', id: '123456789' }],
  ['https://vimeo.com/manage/videos/123456789/abcdef1234', { provider: 'vimeo', id: '123456789', hash: 'abcdef1234' }],
  ['https://vimeo.com/album/98765/video/123456789', { provider: 'vimeo', id: '123456789' }],
  ['https://player.vimeo.com/video/123456789', { provider: 'vimeo', id: '123456789' }],
  ['https://player.vimeo.com/video/123456789?badge=0&autopause=0', { provider: 'vimeo', id: '123456789' }],
  ['https://vimeo.com/123456789/abcdef1234', { provider: 'vimeo', id: '123456789', hash: 'abcdef1234' }],
  ['https://vimeo.com/123456789/abcdef1234?share=copy', { provider: 'vimeo', id: '123456789', hash: 'abcdef1234' }],
  ['https://player.vimeo.com/video/123456789?h=abcdef1234', { provider: 'vimeo', id: '123456789', hash: 'abcdef1234' }],
];

for (const [address, video] of VIMEO) {
  accepts(`Vimeo: ${address}`, () => assert.equal(videoFromAddress('vimeo', address), { video }));
}

accepts.run();

// ---

const refuses = suite('videoFromAddress refuses, saying what to paste instead');

const PASTE_YOUTUBE =
  "open the video on YouTube and paste the address from the browser's address bar, e.g. 'https://www.youtube.com/watch?v=aBcDeFgHiJk'";
const PASTE_VIMEO = "open the video on Vimeo and paste the address from the browser's address bar, e.g. 'https://vimeo.com/123456789'";

const REFUSALS: [VideoProvider, string, string][] = [
  ['youtube', ID, `is only the video's id, not its address: ${PASTE_YOUTUBE}`],
  ['youtube', 'https://www.youtube.com/playlist?list=PLx123', `is a playlist, not one video: ${PASTE_YOUTUBE}`],
  ['youtube', 'https://www.youtube.com/watch?list=PLx123', `is a playlist, not one video: ${PASTE_YOUTUBE}`],
  ['youtube', 'https://www.youtube.com/embed/videoseries?list=PLx123', `is a playlist, not one video: ${PASTE_YOUTUBE}`],
  ['youtube', 'https://www.youtube.com/@upgradeband', `is a channel's page, not a video: ${PASTE_YOUTUBE}`],
  ['youtube', 'https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv', `is a channel's page, not a video: ${PASTE_YOUTUBE}`],
  ['youtube', 'https://www.youtube.com/c/UpgradeBand', `is a channel's page, not a video: ${PASTE_YOUTUBE}`],
  ['youtube', 'https://www.youtube.com/user/upgrade', `is a channel's page, not a video: ${PASTE_YOUTUBE}`],
  ['youtube', 'https://www.youtube.com/', `is not the address of a YouTube video: ${PASTE_YOUTUBE}`],
  ['youtube', 'https://www.youtube.com/results?search_query=upgrade', `is not the address of a YouTube video: ${PASTE_YOUTUBE}`],
  ['youtube', 'https://www.youtube.com/watch', `is not the address of a YouTube video: ${PASTE_YOUTUBE}`],
  ['youtube', 'https://youtu.be/', `is not the address of a YouTube video: ${PASTE_YOUTUBE}`],
  [
    'youtube',
    'https://www.youtube.com/watch?v=aBcDeFg',
    `holds the video id 'aBcDeFg', which is not 11 letters, digits, - or _ (copied only in part?): ${PASTE_YOUTUBE}`,
  ],
  [
    'youtube',
    'https://youtu.be/aBcDeFgHiJk!',
    `holds the video id 'aBcDeFgHiJk!', which is not 11 letters, digits, - or _ (copied only in part?): ${PASTE_YOUTUBE}`,
  ],
  ['youtube', 'https://www.youtube.com.example/watch?v=aBcDeFgHiJk', `is not a YouTube address: ${PASTE_YOUTUBE}`],
  ['youtube', 'https://notyoutube.com/watch?v=aBcDeFgHiJk', `is not a YouTube address: ${PASTE_YOUTUBE}`],
  ['youtube', 'https://www.google.com/url?q=https://youtu.be/aBcDeFgHiJk', `is not a YouTube address: ${PASTE_YOUTUBE}`],
  ['youtube', 'ftp://youtube.com/watch?v=aBcDeFgHiJk', `is not a web address: ${PASTE_YOUTUBE}`],
  ['youtube', 'Live im Kulturbahnhof', `is not a web address: ${PASTE_YOUTUBE}`],
  ['youtube', 'https://vimeo.com/123456789', "is a Vimeo address: write it as vimeo: '…' instead of youtube: '…'"],
  ['vimeo', 'https://youtu.be/aBcDeFgHiJk', "is a YouTube address: write it as youtube: '…' instead of vimeo: '…'"],
  ['vimeo', '123456789', `is only the video's id, not its address: ${PASTE_VIMEO}`],
  ['vimeo', 'https://vimeo.com/upgradeband', `is not the address of a Vimeo video: ${PASTE_VIMEO}`],
  ['vimeo', 'https://vimeo.com/user12345', `is not the address of a Vimeo video: ${PASTE_VIMEO}`],
  ['vimeo', 'https://vimeo.com/', `is not the address of a Vimeo video: ${PASTE_VIMEO}`],
  ['vimeo', 'https://vimeo.com/event/12345', `is not the address of a Vimeo video: ${PASTE_VIMEO}`],
  ['vimeo', 'https://vimeo.com/channels/staffpicks', `is a page of several videos, not one video: ${PASTE_VIMEO}`],
  ['vimeo', 'https://vimeo.com/showcase/98765', `is a page of several videos, not one video: ${PASTE_VIMEO}`],
  ['vimeo', 'https://player.vimeo.com/video/', `is not the address of a Vimeo video: ${PASTE_VIMEO}`],
  ['vimeo', 'https://player.vimeo.com/video/abc', `is not the address of a Vimeo video: ${PASTE_VIMEO}`],
  ['vimeo', 'https://vimeo.example/123456789', `is not a Vimeo address: ${PASTE_VIMEO}`],
];

for (const [provider, address, refused] of REFUSALS) {
  refuses(`${provider}: ${address}`, () => assert.equal(videoFromAddress(provider, address), { refused }));
}

refuses.run();

// ---

const addresses = suite('playerUrl and watchUrl');

const URLS: [string, VideoRef, string, string][] = [
  [
    'YouTube: the player without cookies, the watch page',
    { provider: 'youtube', id: ID },
    `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`,
    `https://www.youtube.com/watch?v=${ID}`,
  ],
  [
    'Vimeo: the player with do-not-track, the video page',
    { provider: 'vimeo', id: '123456789' },
    'https://player.vimeo.com/video/123456789?dnt=1&autoplay=1',
    'https://vimeo.com/123456789',
  ],
  [
    'unlisted Vimeo: the key goes with both',
    { provider: 'vimeo', id: '123456789', hash: 'abcdef1234' },
    'https://player.vimeo.com/video/123456789?dnt=1&autoplay=1&h=abcdef1234',
    'https://vimeo.com/123456789/abcdef1234',
  ],
];

for (const [name, video, player, watch] of URLS) {
  addresses(name, () => assert.equal([playerUrl(video), watchUrl(video)], [player, watch]));
}

addresses("the player is served from the provider's one player origin", () => {
  for (const [, video] of URLS) assert.ok(playerUrl(video).startsWith(`${api.PLAYER_ORIGINS[video.provider]}/`));
});

addresses('an address read back gives the same video', () => {
  for (const [, video] of URLS) {
    assert.equal(videoFromAddress(video.provider, watchUrl(video)), { video });
    assert.equal(videoFromAddress(video.provider, playerUrl(video)), { video });
  }
});

addresses.run();
