// Registers happy-dom's browser globals once, before the component suites load.
// Imported before the loader hooks (test/setup/assets.mjs, tsx): happy-dom then loads without them, twice as fast.
import { GlobalRegistrator } from '@happy-dom/global-registrator';

GlobalRegistrator.register({ url: 'http://localhost/', width: 1280, height: 800 });
