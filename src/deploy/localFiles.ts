/** dist/ as deploy sees it: every file, hidden ones (.htaccess) included, with its content hash. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { entryOf } from './manifest';
import type { LocalFile } from './plan';

export async function localFiles(dir: string, under = ''): Promise<LocalFile[]> {
  const files: LocalFile[] = [];
  for (const entry of await readdir(join(dir, under), { withFileTypes: true })) {
    const path = `${under}${entry.name}`;
    if (entry.isDirectory()) files.push(...(await localFiles(dir, `${path}/`)));
    else if (entry.isFile()) {
      const content = await readFile(join(dir, path));
      files.push({ path, content, ...entryOf(content) });
    }
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : 1));
}
