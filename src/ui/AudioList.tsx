/**
 * The band's recordings (issue 38), each in the browser's own player from the band's own site:
 * preload="none" fetches nothing until the visitor presses play, so a page of them costs nothing.
 */
import type { SiteAudio } from '../domain/media';

export function AudioList({ audio }: { audio: SiteAudio[] }) {
  return (
    <ul className="recordings">
      {audio.map(({ path, type, title }) => (
        <li key={path}>
          {title}
          <audio controls preload="none" aria-label={title}>
            <source src={path} type={type} />
          </audio>
        </li>
      ))}
    </ul>
  );
}
