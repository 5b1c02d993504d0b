/** dist/auftritt.js, the script of every gig's own page: a bundle of its own, so band.js carries none of it. */
import { enhanceGigPage } from './enhanceGigPage';

enhanceGigPage(document, new Date());
