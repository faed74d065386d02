import type { Page } from "playwright-core"
import { inject } from "vitest"

/**
 * Signs the configured staff account in to the Medusa admin and waits for its first screen. Before
 * signing in, the admin asks who is signed in and gets a 401, which the browser logs: a page that
 * uses this expects `/status of 401/`.
 */
export async function signInToAdmin(page: Page) {
  const admin = inject("admin")
  await page.goto(`${inject("backendUrl")}/app`)
  await page.locator("input[name=email]").fill(admin.email)
  await page.locator("input[name=password]").fill(admin.password)
  await page.getByRole("button", { name: /continue|continuer/i }).click()
  await page.waitForURL(/\/app\/orders/)
}
