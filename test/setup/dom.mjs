// Registers happy-dom's browser globals once, before the component suites load.
import { GlobalRegistrator } from '@happy-dom/global-registrator';

GlobalRegistrator.register({ url: 'http://localhost/', width: 1280, height: 800 });
