import { attachCartToCustomer } from "~/lib/medusa/cart.server";
import { getAccount } from "~/lib/medusa/customer-account.server";
import { returnUrlAfterSignIn } from "./return-url";
import { createCustomerSession } from "./session.server";

/**
 * After a successful login: greet by first name, keep the anonymous cart, open the session and
 * go where the shopper was heading.
 */
export async function signIn(request: Request, token: string, returnUrl: unknown): Promise<Response> {
  const account = await getAccount(request, token);
  // The anonymous bag becomes the customer's (DESIGN.md §2). Checkout attaches it again if this
  // fails, so a backend hiccup here must not stop the sign-in.
  await attachCartToCustomer(request, token).catch((error: unknown) => console.warn("Bag not attached at sign-in", error));
  return createCustomerSession(request, {
    token,
    firstName: account.firstName,
    redirectTo: returnUrlAfterSignIn(returnUrl),
  });
}
