import { z } from "zod";
import { isSecureRequest } from "~/lib/i18n/language-cookie.server";
import { oneTimeMessageCookie } from "~/lib/one-time-cookie.server";
import type { CartProblem } from "./cart-problem";

/**
 * Without JavaScript a cart form is a plain POST that redirects back to its page; what came of
 * it ("added", "only 3 left") rides along in this one-minute cookie, read and cleared by the next
 * page. With JavaScript the fetcher gets the same result directly and no flash is set.
 */
export type CartFlash =
  | { kind: "added"; title: string; quantity: number }
  | { kind: "problem"; problem: CartProblem };

const CartFlashSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("added"), title: z.string(), quantity: z.number().int().positive() }),
  z.object({
    kind: z.literal("problem"),
    problem: z.discriminatedUnion("code", [
      z.object({ code: z.literal("onlyLeft"), count: z.number().int(), inBag: z.number().int() }),
      z.object({ code: z.literal("invalidQuantity"), max: z.number().int() }),
      z.object({ code: z.enum(["outOfStock", "unavailable", "lineGone", "failed"]) }),
    ]),
  }),
]);

const cartFlashCookie = oneTimeMessageCookie("cart_flash");

export function serializeCartFlash(flash: CartFlash, request: Request): Promise<string> {
  return cartFlashCookie.serialize(flash, { secure: isSecureRequest(request) });
}

/** The flash left by the last cart form, if any, and the Set-Cookie that clears it. */
export async function takeCartFlash(request: Request): Promise<{ flash: CartFlash | null; setCookie: string | null }> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("cart_flash=")) return { flash: null, setCookie: null };
  const parsed = CartFlashSchema.safeParse(await cartFlashCookie.parse(cookieHeader));
  const setCookie = await cartFlashCookie.serialize("", { secure: isSecureRequest(request), maxAge: 0 });
  return { flash: parsed.success ? parsed.data : null, setCookie };
}
