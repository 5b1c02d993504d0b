/**
 * Renders dist/og-image.png, the 1200x630 link-preview picture, from
 * src/static/ogCard.ts in headless Chromium. Run by hand when the card changes
 * (`npm run og-image`); the build ships the committed PNG as it is.
 */
import { chromium } from 'playwright-core';
import { join } from 'node:path';
import { renderOgCard } from '../static/ogCard';
import { ROOT } from './paths';

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(renderOgCard());
  await page.screenshot({ path: join(ROOT, 'dist/og-image.png') });
  console.log('dist/og-image.png written');
} finally {
  await browser.close();
}
