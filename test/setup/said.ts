// The editor's status line, as the browser suites of the editor read it.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';

/**
 * Waits for the editor's status line to hold every one of `parts`. Up to 60 s: the cores are shared
 * with the other test steps, and a save is a data check and a commit. If it never does, the failure
 * says what the status line and the alerts said instead (a refusal, a save still running).
 */
export async function saidPartly(page: Page, ...parts: string[]): Promise<void> {
  const line = parts.reduce((found, part) => found.filter({ hasText: part }), page.getByRole('status'));
  try {
    await line.first().waitFor({ timeout: 60_000 });
  } catch (error) {
    const shown = async (role: 'status' | 'alert') => (await page.getByRole(role).allTextContents()).map((words) => `${role}: ${words}`);
    const instead = [...(await shown('status')), ...(await shown('alert'))];
    throw new Error(`the status line never said "${parts.join(' … ')}"; the page said instead: ${instead.join(' | ') || 'nothing'}`, {
      cause: error,
    });
  }
}

/** Waits for the editor's status line to say `text` (as saidPartly), then checks it says just that. */
export async function said(page: Page, text: string): Promise<void> {
  await saidPartly(page, text);
  assert.is(await page.getByRole('status').first().textContent(), text);
}
