/** Asks for the password on the terminal without showing it (nothing is echoed, not even stars). */
export function askPassword(
  question: string,
  input: NodeJS.ReadStream = process.stdin,
  out: NodeJS.WriteStream = process.stderr,
): Promise<string> {
  return new Promise((resolve, reject) => {
    out.write(question);
    let typed = '';
    input.setRawMode?.(true);
    input.resume();
    input.setEncoding('utf8');
    const finish = (error?: Error) => {
      input.setRawMode?.(false);
      input.pause();
      input.off('data', onData);
      out.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003') return finish(new Error('Cancelled: nothing was changed.'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}
