/**
 * What deploy shows while it works: on a terminal one line that updates in place (files and
 * bytes so far), in a log (CI, a file) one plain line per file.
 */
import { formatSize } from './plan';

export interface Progress {
  /** A file went up (or came down). */
  done(path: string, bytes: number, verb: 'uploaded' | 'deleted'): void;
  /** Ends the updating line, so what follows starts on its own. */
  end(): void;
}

export function progress(totalFiles: number, totalBytes: number, out: NodeJS.WriteStream = process.stdout): Progress {
  let files = 0;
  let bytes = 0;
  const tty = Boolean(out.isTTY);
  return {
    done(path, size, verb) {
      files += 1;
      if (verb === 'uploaded') bytes += size;
      if (tty) {
        const line = `${files}/${totalFiles} files, ${formatSize(bytes)} of ${formatSize(totalBytes)}  ${path}`;
        out.write(`\r\x1b[K${line.slice(0, (out.columns || 80) - 1)}`);
      } else out.write(`${verb} ${path} (${formatSize(size)}) [${files}/${totalFiles}]\n`);
    },
    end() {
      if (tty && files) out.write('\n');
    },
  };
}
