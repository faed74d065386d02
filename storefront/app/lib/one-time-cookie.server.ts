import { createCookie } from "react-router";
import { env } from "~/lib/env.server";

/**
 * A signed cookie carrying a message for the next page only (the account's and the bag's notices):
 * a minute at most, never readable by scripts. Apart from the session, so a page that shows one is
 * personal while every other page stays shared (docs/decisions/040).
 */
export function oneTimeMessageCookie(name: string) {
  return createCookie(name, { path: "/", sameSite: "lax", httpOnly: true, maxAge: 60, secrets: [env.SESSION_SECRET] });
}
