import { dayOf, formatDate } from '../domain/dates';

/** A day as the site shows it ("13.09.2025"), or as typed where it is none. */
export const shownDay = (day: string) => (Number.isNaN(dayOf(day).getTime()) ? day : formatDate(dayOf(day)));
