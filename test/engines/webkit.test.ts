// The cross-engine check in WebKitGTK, the Safari engine family (selenium-webdriver over WebKitWebDriver; needs a display: xvfb-run).
import { CASES } from './cases';
import { engineSuite } from '../setup/engineSuite';
import { webkit } from '../setup/engines';

engineSuite(webkit, CASES);
