/**
 * "Adresse kopieren": for visitors without a mail program, whom a mailto: link
 * leaves with nothing. Where the browser refuses the clipboard, the address
 * appears selected in a field to copy by hand. The gig list copies a gig's
 * link the same way (useCopy, copyField), the press page its short biography (CopyText).
 */
import { useRef, useState, type RefObject } from 'react';
import { copyText } from '../domain/sharing';

/**
 * Copies a text; where the browser refuses the clipboard, `manual` says so, and the copyField
 * shown then gets focus with the text selected, for Ctrl+C or the phone's copy menu. Nothing is
 * sent and nothing stored.
 */
export function useCopy() {
  const [copied, setCopied] = useState<{ text: string; manual: boolean }>();
  const field = useRef<HTMLInputElement>(null);
  const copy = (text: string) => {
    // Cleared first: a second copy says its sentence again, which a screen reader reads only when the status changes.
    setCopied(undefined);
    return copyText(navigator, text).then((copied) => {
      setCopied({ text, manual: !copied });
      // After the render that shows the field.
      if (!copied)
        setTimeout(() => {
          field.current?.focus();
          field.current?.select();
        });
    });
  };
  return { copied, copy, field };
}

/**
 * The text to copy by hand, in a read-only field that useCopy selects: a plain function, not a
 * component. The field is as wide as its box allows, never wider (a long link scrolls inside it),
 * so it fits a partner's narrow column.
 */
export function copyField(label: string, text: string, field: RefObject<HTMLInputElement | null>) {
  return (
    <label>
      {label} <input ref={field} readOnly value={text} />
    </label>
  );
}

/**
 * A button that copies `text`, and its status: "<What> ist kopiert.", or the field to copy it by hand.
 * `what` names the text in the sentence, lower case: 'die Adresse', 'die Kurzbiografie'; `describedBy`, the id of what
 * tells a short label ("Kopieren") apart.
 */
export function CopyText({ text, label, what, describedBy }: { text: string; label: string; what: string; describedBy?: string }) {
  const { copied, copy, field } = useCopy();
  return (
    <>
      <button type="button" className="button button-outline" onClick={() => copy(text)} aria-describedby={describedBy}>
        {label}
      </button>
      <span className="copy-status" role="status">
        {copied &&
          (copied.manual
            ? copyField(`Ihr Browser erlaubt das Kopieren nicht. Bitte kopieren Sie ${what} hier:`, text, field)
            : `${what.charAt(0).toUpperCase()}${what.slice(1)} ist kopiert.`)}
      </span>
    </>
  );
}

export const CopyAddress = ({ email }: { email: string }) => <CopyText text={email} label="Adresse kopieren" what="die Adresse" />;
