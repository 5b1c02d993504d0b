// The cross-engine check in Firefox ESR (puppeteer-core over WebDriver BiDi).
import { engineSuite } from '../setup/engine-suite';
import { firefox } from '../setup/engines';

engineSuite(firefox);
