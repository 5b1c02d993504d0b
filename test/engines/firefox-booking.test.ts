// The booking path in Firefox ESR (puppeteer-core over WebDriver BiDi).
import { bookingSuite } from '../setup/engine-booking';
import { firefox } from '../setup/engines';

bookingSuite(firefox);
