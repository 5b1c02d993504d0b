/** The question takes the focus from the button it replaces; afterwards the button has it again. */
import { useEffect, useRef } from 'react';

export function useQuestionFocus(asking: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const question = useRef<HTMLDivElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asking) question.current?.focus();
    else if (asked.current) button.current?.focus();
    asked.current = asking;
  }, [asking]);
  return { button, question };
}
