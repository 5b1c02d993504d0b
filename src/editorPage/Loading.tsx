/** A part before its data has come: Wird geladen …, or why it could not be read. */
interface LoadingProps {
  /** The part's own class, so its place on the page stays the same when the data comes. */
  class: string;
  error: string | undefined;
}

export function Loading({ class: className, error }: LoadingProps) {
  return (
    <div class={className}>
      {error ? (
        <div class="problems" role="alert">
          <p>{error}</p>
        </div>
      ) : (
        <p>Wird geladen …</p>
      )}
    </div>
  );
}
