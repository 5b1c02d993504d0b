/** The band's wordmark: an upward chevron and "UPGRADE", drawn inline as paths so nothing is fetched. */

interface LogoProps {
  /** The accessible name; empty makes the logo decorative. */
  label: string;
  className?: string;
}

export function Logo({ label, className }: LogoProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 236 48"
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : 'true'}
      focusable="false"
    >
      <path d="M4 34 L20 14 L36 34" fill="none" stroke="var(--accent)" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
      {/* The wordmark as strokes, not <text>: no font to shape, so it looks the same and never clips, whatever font the system has. */}
      <path
        className="logo-word"
        d="M48 13v14a8 8 0 0 0 16 0V13M74 35V13h9a6 6 0 0 1 0 12H74M115 17.5A8 11 0 1 0 116 27V24H109M126 35V13h9a6 6 0 0 1 0 12H126m8 0 8 10M152 35 160 13l8 22M155 27h10M178 13v22h5a11 11 0 0 0 0-22zM219 13H204v22h15M204 24h12"
        fill="none"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
