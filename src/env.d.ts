// Assets the build imports as text (see src/build/bundle.ts; the tests load them the same way).
declare module '*.css' {
  const css: string;
  export default css;
}
declare module '*.svg' {
  const svg: string;
  export default svg;
}
/** The package version, set by the build. */
declare const __VERSION__: string;
