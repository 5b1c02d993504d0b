/**
 * A button that opens the file chooser, its input beside it without a look of its own: the button
 * reads the same in every browser and language (a bare file input says "Choose files" or
 * "Durchsuchen …" as the browser likes), and the input carries the same name as its label, so both
 * the button and the field are found by it.
 */
import { useRef } from 'react';

interface FilePickerProps {
  id: string;
  /** The button's words, and the input's name. */
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The hint read with the button. */
  describedBy?: string;
  onFiles(files: File[]): void;
}

export function FilePicker({ id, label, accept, multiple, disabled, describedBy, onFiles }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" class="pick" disabled={disabled} aria-describedby={describedBy} onClick={() => input.current?.click()}>
        {label}
      </button>
      <input
        ref={input}
        id={id}
        type="file"
        hidden
        aria-label={label}
        accept={accept}
        multiple={multiple}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // Emptied, so that choosing the same file again is a change too.
          event.currentTarget.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </>
  );
}
