/**
 * A refusal as GitHub Actions shows it: each `file:line: text` (or file:line:column) the data
 * check names becomes an `::error file=…,line=…::text` annotation, so a member who edited gigs.ts
 * on github.com sees the mistake on the line they typed. Elsewhere the message stays as it is.
 */
export function ciAnnotations(message: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.GITHUB_ACTIONS !== 'true') return message;
  const escape = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const notes = [...message.matchAll(/^\s*([\w./-]+\.tsx?):(\d+)(?::(\d+))?: (.+)$/gm)].map(
    ([, file, line, column, text = '']) => `::error file=${file},line=${line}${column ? `,col=${column}` : ''}::${escape(text)}`,
  );
  return notes.length ? `${message}\n${notes.join('\n')}` : message;
}
