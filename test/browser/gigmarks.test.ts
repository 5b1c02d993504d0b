// A cancelled gig on Auftritte in Chromium: said in a word, its date struck, readable in forced colours too.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { openPage, SCREENSHOTS, WIDTHS, withBrowser } from '../setup/browser';

const marks = suite('cancelled gigs in Chromium');
const on = withBrowser(marks);

for (const width of WIDTHS) {
  for (const forced of [false, true]) {
    marks(`at ${width} px${forced ? ', forced colours' : ''}: the cancelled gig shows "Abgesagt" and a struck, readable date`, async () => {
      const { page, context, errors } = await openPage(on.browser, on.server.origin, width);
      if (forced) await page.emulateMedia({ forcedColors: 'active' });
      await page.goto(`${on.server.origin}/demo.html#/auftritte`);
      // The fixtures' cancelled public gig was played in 2023, an earlier year: opened like a visitor does.
      await page.locator('summary', { hasText: /^2023 · / }).click();
      const item = page.getByRole('listitem').filter({ has: page.getByText('Abgesagt', { exact: true }) });
      await item.first().waitFor();
      // The fixtures hold one cancelled gig; every item with the badge is a cancelled one.
      for (const li of await item.all()) {
        const look = await li.evaluate((el) => {
          const badge = getComputedStyle(el.querySelector('.gig-badge')!);
          const date = getComputedStyle(el.querySelector('time')!);
          return {
            struck: date.textDecorationLine,
            dateColour: date.color,
            border: badge.borderTopWidth,
            borderColour: badge.borderTopColor,
            badgeColour: badge.color,
            visible: el.querySelector('.gig-badge')!.getBoundingClientRect().width > 0,
          };
        });
        assert.is(look.struck, 'line-through');
        assert.ok(look.visible);
        assert.ok(parseFloat(look.border) >= 1, `badge border ${look.border}`);
        // The badge's border is drawn in its text colour, which forced colours replace with the system's.
        assert.is(look.borderColour, look.badgeColour);
        assert.not.equal(look.dateColour, 'rgba(0, 0, 0, 0)');
        await li.screenshot({ path: join(SCREENSHOTS, `cancelled-${width}${forced ? '-forced' : ''}.png`) });
      }
      assert.equal(errors, []);
      await context.close();
    });
  }
}

marks.run();
