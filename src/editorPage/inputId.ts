/** The id of the part Band's input at `path` (`lineup.1.name` → `band-lineup-1-name`): the summary's links point at it. */
export const inputId = (path: string) => `band-${path.replace(/\./g, '-')}`;
