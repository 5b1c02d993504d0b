/**
 * Files dropped onto a part (issue 46): the part marked while files are dragged over it, the files
 * handed over when they are dropped; a file dropped beside the part is kept from the browser, which
 * would open it and leave the editor.
 */
import { useEffect, useState, type RefObject } from 'react';

export interface DropZone {
  /** Files are being dragged over the part. */
  dragging: boolean;
  onDragOver(event: DragEvent): void;
  onDragLeave(event: DragEvent): void;
  onDrop(event: DragEvent): void;
}

/** The drop handlers for the element `part`; `onFiles` gets the files dropped, never none. */
export function useDropZone(part: RefObject<HTMLElement | null>, onFiles: (files: File[]) => void): DropZone {
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const keep = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', keep);
    window.addEventListener('drop', keep);
    return () => {
      window.removeEventListener('dragover', keep);
      window.removeEventListener('drop', keep);
    };
  }, []);

  return {
    dragging,
    onDragOver(event) {
      if (!event.dataTransfer?.types.includes('Files')) return;
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave(event) {
      if (!part.current?.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop(event) {
      event.preventDefault();
      setDragging(false);
      const files = [...(event.dataTransfer?.files ?? [])];
      if (files.length) onFiles(files);
    },
  };
}
