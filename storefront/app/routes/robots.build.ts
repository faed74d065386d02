/**
 * Paths crawlers should leave alone: the translation and language endpoints, and the pages that
 * are personal or carry a token (spec §2). Everything else is open.
 */
export const DISALLOWED_PATHS = [
  "/resources/",
  "/cart",
  "/checkout",
  "/dashboard",
  "/my-account",
  "/my-subscriptions",
  "/account-activation/",
  "/reset-password/",
] as const;

export function buildRobots(baseUrl: string): string {
  return [
    "User-agent: *",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${baseUrl.replace(/\/+$/, "")}/sitemap.xml`,
    "",
  ].join("\n");
}
