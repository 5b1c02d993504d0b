/** A part's data files that fail the build's check: said above the part, with the check's own lines, while nothing is saved. */
interface BuildCheckProblemsProps {
  /** The sentence above the lines: which file fails, and that nothing is saved meanwhile. */
  intro: string;
  /** The check's lines; none, and nothing is shown. */
  problems: readonly string[];
}

export function BuildCheckProblems({ intro, problems }: BuildCheckProblemsProps) {
  if (problems.length === 0) return null;
  return (
    <div class="problems" role="alert">
      <p>{intro}</p>
      <pre>{problems.join('\n')}</pre>
    </div>
  );
}
