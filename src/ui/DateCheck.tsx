/**
 * "Ihr Wunschtermin": the visitor picks a day and learns in one sentence whether
 * the band is still free (domain/availability.ts). The status is in the page
 * before it is filled, so screen readers announce every answer. The day is kept
 * with the wish list for the Mail button; nothing is sent or stored.
 */
import { useId } from 'react';
import { availability, type Availability } from '../domain/availability';
import { dayOf, epochDay, formatDate, isoDate } from '../domain/dates';
import { gigsBetween } from '../domain/gigHistory';
import { useBandData, useGigHistory } from './BandDataContext';
import { useWishList } from './WishList';

/** The chosen day and the answer for it; no answer while no real day is chosen. */
export function useCheckedDay(now: Date): { date: Date; answer: Availability | undefined } {
  const { bookedDays } = useBandData();
  const history = useGigHistory();
  const date = dayOf(useWishList().day);
  const day = epochDay(date);
  // A date input gives '' or a real day; only that day's gigs are made.
  return { date, answer: Number.isNaN(day) ? undefined : availability(date, gigsBetween(history, day, day + 1), bookedDays, now) };
}

/** The answer, one sentence after "Der dd.MM.yyyy"; "frei" promises nothing before the band confirms. */
const ANSWERS: Record<Availability, string> = {
  taken: ' ist bei uns leider schon vergeben – vielleicht passt Ihnen ein anderer Tag?',
  free: ' ist nach unserem Kalender noch frei – fragen Sie gleich an; fest zugesagt ist er erst mit unserer Bestätigung.',
  past: ' liegt in der Vergangenheit – bitte wählen Sie einen Tag ab heute.',
};

/** The input and its answer; `checked` is useCheckedDay's, which Kontakt computes once for the mail as well. */
export function DateCheck({ now, checked: { date, answer } }: { now: Date; checked: ReturnType<typeof useCheckedDay> }) {
  const { day, setDay } = useWishList();
  const id = useId();
  return (
    <div className="date-check">
      <label htmlFor={id}>Ihr Wunschtermin</label>
      <input id={id} type="date" min={isoDate(now)} value={day} onInput={(e) => setDay((e.target as HTMLInputElement).value)} />
      <p className="date-status" role="status">
        {answer && (
          <>
            Der <time dateTime={isoDate(date)}>{formatDate(date)}</time>
            {ANSWERS[answer]}
          </>
        )}
      </p>
    </div>
  );
}
