/**
 * Deploy's own words under Einzelheiten, folded away below the German lead. The <pre> scrolls when
 * long (publish.css): focusable, so its end can be reached by keyboard too.
 */
export function Details({ text }: { text: string | undefined }) {
  return text ? (
    <details>
      <summary>Einzelheiten</summary>
      <pre tabIndex={0}>{text}</pre>
    </details>
  ) : null;
}
