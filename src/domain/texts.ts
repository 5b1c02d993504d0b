/**
 * Visitor-facing text shown in more than one place, each written once here.
 * Text shown in one place stays with the page or component that shows it.
 */

/** The gig list on a venue's page: the iframe's title, and the link shown before band.js runs: "Termine von Upgrade". */
export const listTitle = (name: string) => `Termine von ${name}`;
