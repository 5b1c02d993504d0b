// The editor's status line, as the browser suites of the editor read it.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';

/**
 * Waits for the editor's status line to say `text`, then checks it says just that. Up to 60 s: the cores
 * are shared with the other test steps, and a save is a data check and a commit. If it never does, the
 * failure says what the status line and the alerts said instead (a refusal, a save still running).
 */
export async function said(page: Page, text: string): Promise<void> {
  const status = page.getByRole('status');
  try {
    await status.filter({ hasText: text }).waitFor({ timeout: 60_000 });
  } catch (error) {
    const shown = async (role: 'status' | 'alert') => (await page.getByRole(role).allTextContents()).map((line) => `${role}: ${line}`);
    const instead = [...(await shown('status')), ...(await shown('alert'))];
    throw new Error(`the status line never said "${text}"; the page said instead: ${instead.join(' | ') || 'nothing'}`, { cause: error });
  }
  assert.is(await status.first().textContent(), text);
}
