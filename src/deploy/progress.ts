/**
 * What deploy shows while it works: on a terminal one line that updates in place (files and bytes
 * so far, the speed, the file on its way), in a log (CI, a file) one plain line per file.
 */
import type { Report } from './deployLines';
import { formatSize } from './plan';

export type Verb = 'uploaded' | 'deleted' | 'prepared';

export interface Progress {
  /** Bytes of the file on its way so far (a terminal shows them as they move). */
  moving(path: string, bytes: number): void;
  /** A file went up (or came down). */
  done(path: string, bytes: number, verb: Verb): void;
  /** Ends the updating line, so what follows starts on its own. */
  end(): void;
}

export function progress(
  totalFiles: number,
  totalBytes: number,
  out: NodeJS.WritableStream & { isTTY?: boolean; columns?: number },
  /** `--json`: each file as a line of data instead (deployLines.ts), never the updating line. */
  report?: Report,
): Progress {
  let files = 0;
  let bytes = 0;
  const began = Date.now();
  const tty = !report && Boolean(out.isTTY);
  let drawn = 0;
  const draw = (path: string, extra: number) => {
    const seconds = (Date.now() - began) / 1000;
    const rate = seconds > 0.5 ? `, ${formatSize((bytes + extra) / seconds)}/s` : '';
    const line = `${files}/${totalFiles} files, ${formatSize(bytes + extra)} of ${formatSize(totalBytes)}${rate}  ${path}`;
    out.write(`\r\x1b[K${line.slice(0, (out.columns || 80) - 1)}`);
    drawn = Date.now();
  };
  return {
    moving(path, sent) {
      // A redraw at most five times a second: enough to see it move.
      if (tty && Date.now() - drawn > 200) draw(path, sent);
    },
    done(path, size, verb) {
      if (verb !== 'prepared') files += 1;
      if (verb === 'uploaded') bytes += size;
      const text = `${verb} ${path} (${formatSize(size)})${verb === 'prepared' ? '' : ` [${files}/${totalFiles}]`}`;
      if (report) report({ type: 'progress', verb, path, bytes: size, files, total: totalFiles, text });
      else if (tty) draw(path, 0);
      else out.write(`${text}\n`);
    },
    end() {
      if (tty && drawn) out.write('\n');
      drawn = 0;
    },
  };
}
