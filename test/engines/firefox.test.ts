// The cross-engine check in Firefox ESR (puppeteer-core over WebDriver BiDi).
import { CASES } from './cases';
import { engineSuite } from '../setup/engineSuite';
import { firefox } from '../setup/engines';

engineSuite(firefox, CASES);
