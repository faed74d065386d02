import type { Page } from "playwright-core"
import { inject } from "vitest"
import { solvedPayload } from "../backend/integration-tests/helpers/accounts"
import { solveCaptcha } from "./shopper"

/**
 * Signs the configured staff account in to the Medusa admin, captcha included, and waits for its
 * first screen. Before signing in, the admin asks who is signed in and gets a 401, which the
 * browser logs: a page that uses this expects `/status of 401/`.
 */
export async function signInToAdmin(page: Page) {
  const admin = inject("admin")
  await page.goto(`${inject("backendUrl")}/app`)
  await page.locator("input[name=email]").fill(admin.email)
  await page.locator("input[name=password]").fill(admin.password)
  await solveCaptcha(page)
  await page.getByRole("button", { name: /continue|continuer/i }).click()
  await page.waitForURL(/\/app\/orders/)
}

/** A staff token through the API, as the admin's login does it (a solved captcha included). */
export async function staffToken(): Promise<string> {
  const backend = inject("backendUrl")
  const challenge = await fetch(`${backend}/auth/user/captcha`).then((response) => response.json())
  const answer = await fetch(`${backend}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...inject("admin"), captcha: await solvedPayload(challenge) }),
  })
  const body = (await answer.json()) as { token?: string }
  if (!body.token) throw new Error(`Staff login refused: ${answer.status} ${JSON.stringify(body)}`)
  return body.token
}
