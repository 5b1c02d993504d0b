// The booking path in WebKitGTK (selenium-webdriver over WebKitWebDriver; needs a display: xvfb-run).
import { bookingSuite } from '../setup/engine-booking';
import { webkit } from '../setup/engines';

bookingSuite(webkit);
