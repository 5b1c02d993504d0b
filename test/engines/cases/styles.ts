// The widget's styles in every engine: without constructable stylesheets (Safari 15 to 16.3, Firefox
// before 101) the <style> fallback makes every page look as adopted sheets do (test/setup/styles.ts).
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { ROUTES, SCREENSHOTS } from '../../setup/browser';
import type { EngineCheck } from '../../setup/engineSuite';
import { SEE_STYLES, SITE_BACKGROUND, type SeenStyles } from '../../setup/styles';
import { must } from '../../setup/must';
import { errors, h1 } from './app';

export const STYLES: EngineCheck = {
  name: 'without constructable stylesheets every page looks as with adopted sheets: same colours, backgrounds, fonts and boxes',
  async run({ engine, origin, withoutSheets, slug }) {
    const seen: Record<string, SeenStyles>[] = [];
    for (const at of [origin, withoutSheets]) {
      const tab = await engine.open(1280, 900);
      await tab.goto(`${at}/demo.html#/`);
      const byRoute: Record<string, SeenStyles> = {};
      for (const [hash, title] of ROUTES) {
        await tab.run(`location.hash = ${JSON.stringify(hash)};`);
        await h1(tab, title);
        byRoute[hash] = await tab.run<SeenStyles>(SEE_STYLES);
      }
      if (at === withoutSheets) await tab.screenshot(join(SCREENSHOTS, `engine-${slug}-fallback-style-home.png`));
      assert.equal(await errors(tab), []);
      seen.push(byRoute);
      await tab.close();
    }
    const [adopted, fallback] = seen;
    for (const [hash] of ROUTES) {
      const withSheets = must(adopted?.[hash], `${hash} with adopted sheets`);
      const withStyle = must(fallback?.[hash], `${hash} with the <style>`);
      assert.is(withSheets.via, '1 adopted sheet, 0 <style>', hash);
      assert.is(withStyle.via, 'no adoptedStyleSheets, 1 <style>', hash);
      assert.match(must(withSheets.styles['.band'], `${hash}: .band`), SITE_BACKGROUND);
      assert.equal(withStyle.styles, withSheets.styles, hash);
    }
  },
};
