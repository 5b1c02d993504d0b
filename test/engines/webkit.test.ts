// The cross-engine check in WebKitGTK, the Safari engine family (selenium-webdriver over WebKitWebDriver; needs a display: xvfb-run).
import { engineSuite } from '../setup/engine-suite';
import { webkit } from '../setup/engines';

engineSuite(webkit);
