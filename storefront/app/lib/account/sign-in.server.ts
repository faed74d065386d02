import { getAccount } from "~/lib/medusa/customer-account.server";
import { returnUrlAfterSignIn } from "./return-url";
import { createCustomerSession } from "./session.server";

/**
 * After a successful login: greet by first name, keep the anonymous cart, open the session and
 * go where the shopper was heading.
 */
export async function signIn(request: Request, token: string, returnUrl: unknown): Promise<Response> {
  const account = await getAccount(request, token);
  // The anonymous cart is attached to the customer here (DESIGN.md §2), once the cart exists:
  // await attachCartToCustomer(request, token);
  return createCustomerSession(request, {
    token,
    firstName: account.firstName,
    redirectTo: returnUrlAfterSignIn(returnUrl),
  });
}
