// A GigHistory that records which gigs were handed out: what a page made, seen from outside (issue 39).
import { historyOf, type GigHistory } from '../../src/domain/gigHistory';
import type { Gig } from '../../src/domain/gigs';
import type { BandData } from '../../src/data/readData';

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

/** `data` whose gigs are handed out through a recorded history; reading `gigs`, as a page must not, counts as making every one. */
export function recordedData(data: BandData): { data: BandData; made: Set<number> } {
  const { history, made } = recordedHistory(data.gigs);
  return {
    made,
    data: {
      ...data,
      history,
      get gigs() {
        return history.slice(0);
      },
    },
  };
}
