import { isAbsolute, relative, resolve } from 'node:path';
import { ROOT } from './paths';

/** A data file's path as the band finds it: from the repository's root, or whole where it lies elsewhere. */
export function shownPath(file: string): string {
  const path = relative(ROOT, resolve(ROOT, file));
  return path.startsWith('..') || isAbsolute(path) ? resolve(ROOT, file) : path;
}
