import { data, redirect } from "react-router";
import { serializeCartFlash, type CartFlash } from "~/lib/cart/cart-flash.server";
import { CartFormSchema, isQuantityIssue, type CartForm } from "~/lib/cart/cart-form";
import { MAX_LINE_QUANTITY, type CartActionResult } from "~/lib/cart/cart-problem";
import { addToCart, removeCartLine, updateCartLine, type CartChange } from "~/lib/medusa/cart.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { Route } from "./+types/cart";

/**
 * Every change to the bag: POST `intent` = add | update | remove.
 *
 * - Without JavaScript the form also carries `redirectTo` (the page it sits on): the action
 *   redirects there, leaving the outcome in the flash cookie.
 * - With JavaScript a fetcher posts the same fields minus `redirectTo` and gets the outcome as
 *   data (400 when refused, so the pages' data is not reloaded for nothing).
 */

export function loader() {
  return redirect("/cart");
}

function change(request: Request, form: CartForm): Promise<CartChange> {
  switch (form.intent) {
    case "add":
      return addToCart(request, form);
    case "update":
      return updateCartLine(request, form);
    case "remove":
      return removeCartLine(request, form);
  }
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const redirectTo = formData.get("redirectTo");
  const submission = CartFormSchema.safeParse(Object.fromEntries(formData));

  let result: CartActionResult;
  const headers = new Headers();
  if (submission.success) {
    const outcome = await change(request, submission.data);
    if (outcome.setCookie) headers.append("Set-Cookie", outcome.setCookie);
    result = outcome.ok ? { ok: true, added: outcome.added ?? null } : { ok: false, problem: outcome.problem };
  } else {
    const problem = isQuantityIssue(submission.error)
      ? ({ code: "invalidQuantity", max: MAX_LINE_QUANTITY } as const)
      : ({ code: "failed" } as const);
    result = { ok: false, problem };
  }

  if (typeof redirectTo === "string") {
    const flash: CartFlash | null = result.ok
      ? result.added && { kind: "added", ...result.added }
      : { kind: "problem", problem: result.problem };
    if (flash) headers.append("Set-Cookie", await serializeCartFlash(flash, request));
    return redirect(safeRedirectPath(redirectTo, "/cart"), { status: 303, headers });
  }
  return data(result, { status: result.ok ? 200 : 400, headers });
}
