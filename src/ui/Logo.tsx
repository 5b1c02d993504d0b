/** The band's wordmark: an upward chevron and "UPGRADE", drawn inline so nothing is fetched. */

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
      <text x="48" y="37" fill="currentColor" fontFamily="inherit" fontSize="32" fontWeight="800" letterSpacing="3">
        UPGRADE
      </text>
    </svg>
  );
}
