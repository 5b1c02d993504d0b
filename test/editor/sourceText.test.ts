// The data files as text (src/editor/sourceText.ts), shared by editEntries and editBand: lines and
// their ends (\n or \r\n), indentation, comments, edits made at once, and texts quoted as the files
// quote them.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as sourceText from '../../src/editor/sourceText';

const { applied, indentOf, lineBreak, lineEnd, lineEndAfterComments, lineStart, nextLine } = sourceText;
const { parsedFile, plainForm, quotedCode, quoteText, SourceRefusal, startsLine, unsafeForm } = sourceText;

const api = suite('API');

api('exports the line helpers, applied, quoteText and the refusal of an unsafe form', () => {
  const names =
    'SourceRefusal applied indentOf isSpace lineBreak lineEnd lineEndAfterComments lineStart nextLine parsedFile plainForm quoteText quotedCode startsLine unsafeForm';
  assert.equal(Object.keys(sourceText).sort(), names.split(' '));
  for (const name of names.split(' ')) assert.type(sourceText[name as keyof typeof sourceText], 'function');
});

api.run();

// ---

const lines = suite('lines');

const CRLF = 'a\r\n  b // c\r\n\td';

lines('where a line starts and ends, with \\r\\n as one break', () => {
  assert.is(lineStart(CRLF, CRLF.indexOf('b')), 3);
  assert.is(lineEnd(CRLF, 0), 1);
  assert.is(lineEnd(CRLF, CRLF.indexOf('d')), CRLF.length);
  assert.is(nextLine(CRLF, 0), 3);
  assert.is(nextLine(CRLF, CRLF.indexOf('d')), CRLF.length);
});

lines('indentation, and whether a place starts its line', () => {
  assert.is(indentOf(CRLF, CRLF.indexOf('b')), '  ');
  assert.is(indentOf(CRLF, CRLF.indexOf('d')), '\t');
  assert.ok(startsLine(CRLF, CRLF.indexOf('b')));
  assert.not.ok(startsLine(CRLF, CRLF.indexOf('//')));
});

lines('the line break to write: the first after a place, else the file’s first, else \\n', () => {
  assert.is(lineBreak(CRLF), '\r\n');
  assert.is(lineBreak('a\nb\r\nc', 2), '\r\n');
  assert.is(lineBreak('a\r\nb', 3), '\r\n');
  assert.is(lineBreak('a'), '\n');
});

lines('where a line ends when only spaces and closed comments follow', () => {
  assert.is(lineEndAfterComments('x, // y\nz', 2), 7);
  assert.is(lineEndAfterComments('x, /* y */ \r\nz', 2), 11);
  assert.is(lineEndAfterComments('x, z\n', 2), -1);
  assert.is(lineEndAfterComments('x, /* y\n */', 2), -1);
});

lines.run();

// ---

const refusal = suite('unsafeForm');

refusal('says in German what the editor met, where, that nothing was saved, and what to do', () => {
  assert.is(
    unsafeForm('gigs.ts', 42, 'nach der ] der Liste steht „.reverse()“', 'Die Liste schlicht als „[ … ]“ schreiben').message,
    'gigs.ts ist in einer Form geschrieben, die der Editor nicht sicher ändern kann: nach der ] der Liste steht „.reverse()“ (Zeile 42). ' +
      'Nichts wurde gespeichert. Die Liste schlicht als „[ … ]“ schreiben, oder die Änderung von Hand in gigs.ts machen.',
  );
  assert.not.match(unsafeForm('band.ts', undefined, 'x', 'y').message, 'Zeile');
});

refusal('the advice names the three forms allowed after the bracket, and code elsewhere where that is what changes the list', () => {
  assert.is(
    plainForm('Liste', 'export const gigs = [ … ];'),
    'Die Liste schlicht als „export const gigs = [ … ];“ schreiben (nach ihrer ] nur „;“, „as const“ oder „satisfies …“)',
  );
  assert.is(
    plainForm('Angaben', 'export const band = { … };', true),
    'Die Angaben schlicht als „export const band = { … };“ schreiben (nach ihrer } nur „;“, „as const“ oder „satisfies …“; ' +
      'kein Code an anderer Stelle der Datei, der die Angaben ändert)',
  );
});

refusal('code quoted on one line, shortened', () => {
  assert.is(quotedCode('  .reverse()\n'), '„.reverse()“');
  assert.is(quotedCode('.sort(\n  (a, b) => b.date.localeCompare(a.date),\n)'), '„.sort( (a, b) => b.date.localeCompare(a…“');
});

refusal('a file that is no TypeScript: the parser’s words and the line, in German around them', () => {
  assert.throws(
    () => parsedFile("export const x = [\n  'a,\n];\n", 'gigs.ts'),
    /^gigs\.ts lässt sich nicht als TypeScript lesen: Unterminated string constant \(Zeile 2\)\. Nichts wurde gespeichert\.$/,
  );
  assert.is(parsedFile("export const x = ['a'];\n", 'gigs.ts').declared('x')?.value.kind, 'list');
});

refusal('the line a refusal names travels as data (SourceRefusal.line), so no form reads it from the words', () => {
  const unsafe = unsafeForm('gigs.ts', 42, 'x', 'y');
  assert.instance(unsafe, SourceRefusal);
  assert.is(unsafe.line, 42);
  assert.is(unsafeForm('band.ts', undefined, 'x', 'y').line, undefined);
  try {
    parsedFile("export const x = [\n  'a,\n];\n", 'gigs.ts');
    assert.unreachable('refused');
  } catch (error) {
    assert.instance(error, SourceRefusal);
    assert.is((error as InstanceType<typeof SourceRefusal>).line, 2);
  }
});

refusal.run();

// ---

const edits = suite('applied');

edits('edits made at once, whatever their order; an insertion before a replacement at the same place', () => {
  const edits = [
    { at: 4, to: 5, text: 'X' },
    { at: 0, to: 1, text: '' },
    { at: 4, to: 4, text: '+' },
  ];
  assert.is(applied('abcdef', edits), 'bcd+Xf');
  assert.is(applied('abc', []), 'abc');
});

edits.run();

// ---

const quoting = suite('quoteText');

quoting('the preferred quote, the other where the text holds more of it, escapes where needed', () => {
  assert.is(quoteText('Kassel'), "'Kassel'");
  assert.is(quoteText('Kassel', '"'), '"Kassel"');
  assert.is(quoteText("Don't"), '"Don\'t"');
  assert.is(quoteText('Sag "Hallo"', '"'), '\'Sag "Hallo"\'');
  assert.is(quoteText('a\\b'), "'a\\\\b'");
  assert.is(quoteText('Ölmühle – „Tor“'), "'Ölmühle – „Tor“'");
  assert.is(quoteText('a`${b}', '`'), '`a\\`\\${b}`');
  assert.is(quoteText('Zeile\neins\u2028'), "'Zeile\\neins\\u2028'");
});

quoting.run();
