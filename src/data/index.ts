/** Everything the band edits, gathered for the build's check and for the app. */
export { band } from './band';
export { songs } from './songs';
export { gigs } from './gigs';
