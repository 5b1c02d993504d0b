/** A form of the parts Fotos & Videos, Referenzen and Fragen: named by its heading, the part's notices (refusals, a file changed) right under it. */
import type { ReactNode } from 'react';

interface MediaFormProps {
  /** The start of the heading's id: `${id}-heading`. */
  id: string;
  heading: ReactNode;
  /** The refusals above the fields, and a file changed meanwhile. */
  notices: ReactNode;
  onSave(): void;
  /**
   * False: the form is not named by its heading. A heading such as „Neue Frage“ would make the form a
   * match of its field's label Frage wherever labels are matched by a part of the name (getByLabel).
   */
  named?: boolean;
  children: ReactNode;
}

export function MediaForm({ id, heading, notices, onSave, named = true, children }: MediaFormProps) {
  return (
    <form
      class="entry-form media-form"
      {...(named ? { 'aria-labelledby': `${id}-heading` } : {})}
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
