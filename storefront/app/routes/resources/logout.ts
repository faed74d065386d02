import { redirect } from "react-router";
import { endCustomerSession } from "~/lib/account/session.server";
import type { Route } from "./+types/logout";

/**
 * Logout is a POST form (header, profile page): the session cookie loses the customer's token.
 * A GET only goes home, so a link or a prefetch can never sign anyone out.
 */
export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  return endCustomerSession(request, { flash: "signedOut" });
}
