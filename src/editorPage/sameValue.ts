/**
 * Whether two values of the data files are the same, compared as JSON: they are plain data as the
 * editor read them (the keys in the order of the file), so an entry read twice compares equal, and
 * one with any value changed does not.
 */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
