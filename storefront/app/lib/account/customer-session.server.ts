import { isUnauthorized } from "~/lib/medusa/backend-error.server";
import { endCustomerSession, requireCustomerToken } from "./session.server";

/**
 * Runs backend work for the signed-in customer. The one place where a backend 401 (token
 * expired, account deactivated or deleted) becomes "session cleared, message, back to /"
 * (DESIGN.md §2). An anonymous visitor is sent to the login screen first.
 */
export async function withCustomer<T>(request: Request, work: (token: string) => Promise<T>): Promise<T> {
  const token = await requireCustomerToken(request);
  try {
    return await work(token);
  } catch (error) {
    if (isUnauthorized(error)) throw await endCustomerSession(request, { flash: "sessionExpired" });
    throw error;
  }
}
