import type { Locator } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Picks `symbol` in the Send form's token select, once the account's token list has offered it (the
 * list is read after the form opens).
 *
 * @example
 * await pickToken(form.getByLabel('Token', { exact: true }), 'FUSD')
 */
export async function pickToken(select: Locator, symbol: string): Promise<void> {
  await expect
    .poll(async () => (await select.locator('option').allTextContents()).join('|'))
    .toContain(symbol)
  await select.selectOption({
    label: (await select.locator('option', { hasText: symbol }).textContent()) ?? '',
  })
}
