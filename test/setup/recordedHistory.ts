// A GigHistory that records which gigs were handed out: what a page made, seen from outside (issue 39).
import { historyOf, type GigHistory } from '../../src/domain/gigHistory';
import type { Gig } from '../../src/domain/gigs';

/** The gigs as a history, and the positions (in the order of their days) of every gig asked for so far. */
export function recordedHistory(gigs: readonly Gig[]): { history: GigHistory; made: Set<number> } {
  const history = historyOf(gigs);
  const made = new Set<number>();
  return {
    made,
    history: {
      days: history.days,
      slice: (start, end = history.days.length) => {
        for (let i = start; i < end; i++) made.add(i);
        return history.slice(start, end);
      },
    },
  };
}
