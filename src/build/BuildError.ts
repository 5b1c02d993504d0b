/** A refusal the band can act on: printed as it is, without a stack trace. */
export class BuildError extends Error {
  override name = 'BuildError';
}
