/**
 * The plan of Veröffentlichen while it is made (issue 53, item 8): its step ("Schritt 1 von 2: Die
 * Seite wird gebaut …"), a bar, and the seconds so far, instead of one sentence for 40 seconds. The
 * step is read aloud by the panel's status line; the seconds are for the eye only.
 */
import { useEffect, useState } from 'react';
import type { PlanStage } from '../editor/publishApi';

const STAGE_TEXT: Record<PlanStage['what'], string> = {
  build: 'Die Seite wird gebaut',
  compare: 'Verbindung zum Server, Vergleich mit der Seite im Netz',
};

/** The plan's step in words; before the first step is known, both at once. */
export const stageText = (stage: PlanStage | undefined) =>
  stage ? `Schritt ${stage.step} von ${stage.of}: ${STAGE_TEXT[stage.what]} …` : 'Die Seite wird gebaut und mit dem Server verglichen …';

export function PlanProgress({ stage }: { stage: PlanStage | undefined }) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const began = Date.now();
    const timer = setInterval(() => setSeconds(Math.round((Date.now() - began) / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <>
      <progress aria-label="Fortschritt der Probe" value={stage ? stage.step - 1 : 0} max={stage?.of ?? 2} />
      <p class="hint" aria-hidden="true">
        {stageText(stage)} ({seconds} s)
      </p>
    </>
  );
}
