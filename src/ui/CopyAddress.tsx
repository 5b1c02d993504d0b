/**
 * "Adresse kopieren": for visitors without a mail program, whom a mailto: link
 * leaves with nothing. Where the browser refuses the clipboard, the address
 * appears selected in a field to copy by hand.
 */
import { useRef, useState } from 'react';

export function CopyAddress({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const field = useRef<HTMLInputElement>(null);
  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(email))
      .then(
        () => setState('copied'),
        () => {
          setState('manual');
          // After the render that shows the field: focus and select it for Ctrl+C or the phone's copy menu.
          setTimeout(() => {
            field.current?.focus();
            field.current?.select();
          });
        },
      );
  return (
    <>
      <button type="button" className="button button-outline" onClick={copy}>
        Adresse kopieren
      </button>
      <span className="copy-status" role="status">
        {state === 'copied' && 'Die Adresse ist kopiert.'}
        {state === 'manual' && (
          <label>
            Ihr Browser erlaubt das Kopieren nicht. Bitte kopieren Sie die Adresse hier:{' '}
            <input ref={field} readOnly value={email} size={email.length} />
          </label>
        )}
      </span>
    </>
  );
}
