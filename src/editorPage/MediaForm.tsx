/** A form of the part Fotos & Videos: named by its heading, the part's notices (refusals, a file changed) right under it. */
import type { ReactNode } from 'react';

interface MediaFormProps {
  /** The start of the heading's id: `${id}-heading`. */
  id: string;
  heading: ReactNode;
  /** The refusals above the fields, and a file changed meanwhile. */
  notices: ReactNode;
  onSave(): void;
  children: ReactNode;
}

export function MediaForm({ id, heading, notices, onSave, children }: MediaFormProps) {
  return (
    <form
      class="entry-form media-form"
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <h4 id={`${id}-heading`}>{heading}</h4>
      {notices}
      {children}
    </form>
  );
}
