/**
 * The band's colours for what the build writes beside the bundle (the page's
 * own stylesheet, the favicon, the link-preview picture, theme-color, the
 * configurator's colour field). The widget's stylesheet (src/ui/styles.css) carries
 * the same values as its defaults; test/static/brand.test.ts holds them together.
 */
export const BRAND = {
  /** The yellow of the spec (#FED547). */
  accent: '#fed547',
  /** Background. */
  ink: '#141414',
  /** Text on the background. */
  paper: '#f3f3f3',
  /** Quieter text. */
  muted: '#c4c4c4',
} as const;
