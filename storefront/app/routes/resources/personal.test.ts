import { beforeEach, describe, expect, test, vi } from "vitest";

/** The personal parts' route with the backend calls it makes replaced: the bag's count and the review eligibility. */
const backend = vi.hoisted(() => ({ getCartCount: vi.fn(), getReviewEligibility: vi.fn() }));
vi.mock("~/lib/medusa/cart.server", () => ({ getCartCount: backend.getCartCount }));
vi.mock("~/lib/medusa/reviews.server", () => ({ getReviewEligibility: backend.getReviewEligibility }));

const { loader } = await import("./personal");
const { createCustomerSession } = await import("~/lib/account/session.server");
const { serializeCartId } = await import("~/lib/cart/cart-cookie.server");

const SHOP = "http://localhost:3000";

function cookieOf(setCookies: string[]): string {
  return setCookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

async function sessionCookie(token: string, firstName = "Awa"): Promise<string> {
  const response = await createCustomerSession(new Request(`${SHOP}/login`), { token, firstName, redirectTo: "/" });
  return cookieOf(response.headers.getSetCookie());
}

async function ask(cookie: string, query = "") {
  const request = new Request(`${SHOP}/resources/personal${query}`, { headers: cookie ? { Cookie: cookie } : {} });
  // biome-ignore lint/suspicious/noExplicitAny: the loader's generated args type is more than this route reads.
  const answer = (await loader({ request, context: {}, params: {} } as any)) as unknown as { data: unknown; init: ResponseInit | null };
  return { body: answer.data, headers: new Headers(answer.init?.headers) };
}

describe("the personal parts of a catalogue page", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    backend.getCartCount.mockResolvedValue({ count: 3, setCookie: null });
    backend.getReviewEligibility.mockResolvedValue({ eligible: true });
  });

  test("an anonymous visitor without a bag: nothing of theirs, no backend call, and the hint is forgotten", async () => {
    const { body, headers } = await ask("ds_personal=1", "?product=prod_1");
    expect(body).toEqual({ account: null, customer: null, cartCount: 0, review: "signed_out" });
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.getSetCookie()).toEqual([expect.stringMatching(/^ds_personal=; Path=\/; Max-Age=0; SameSite=Lax$/)]);
    expect(backend.getCartCount).not.toHaveBeenCalled();
    expect(backend.getReviewEligibility).not.toHaveBeenCalled();
  });

  test("a signed-in shopper with a bag: their first name, the bag's count, the review form, and a mark that says nothing of them", async () => {
    const cart = (await serializeCartId("cart_1", new Request(SHOP))).split(";")[0];
    const cookie = `${await sessionCookie("jwt-awa")}; ${cart}; ds_personal=1`;
    const { body, headers } = await ask(cookie, "?product=prod_1");
    expect(body).toMatchObject({ customer: { firstName: "Awa" }, cartCount: 3, review: "eligible" });
    const { account } = body as { account: string };
    expect(account).toMatch(/^[\w-]{16}$/);
    expect(account).not.toContain("jwt");
    expect(backend.getReviewEligibility).toHaveBeenCalledWith(expect.any(Request), "jwt-awa", "prod_1");
    expect(headers.getSetCookie()).toEqual([]);
    expect(headers.get("Cache-Control")).toBe("private, no-store");

    // Another login (another token) is another account, even for the same name.
    const again = await ask(`${await sessionCookie("jwt-other")}; ds_personal=1`);
    expect((again.body as { account: string }).account).not.toBe(account);
    expect((again.body as { review: unknown }).review).toBeNull();
  });

  test("says why the form is not offered, and survives a backend that cannot say", async () => {
    const cookie = await sessionCookie("jwt-awa");
    backend.getReviewEligibility.mockResolvedValueOnce({ eligible: false, reason: "not_buyer" });
    expect((await ask(cookie, "?product=prod_1")).body).toMatchObject({ review: "not_buyer", cartCount: 0 });
    backend.getReviewEligibility.mockRejectedValueOnce(new Error("down"));
    expect((await ask(cookie, "?product=prod_1")).body).toMatchObject({ review: "signed_out", customer: { firstName: "Awa" } });
  });

  test("a bag Medusa forgot is forgotten here too; a backend failure costs only the count", async () => {
    const cart = (await serializeCartId("cart_gone", new Request(SHOP))).split(";")[0]!;
    backend.getCartCount.mockResolvedValueOnce({ count: 0, setCookie: "cart=; Max-Age=0" });
    expect((await ask(cart)).headers.getSetCookie()).toEqual(["cart=; Max-Age=0"]);
    backend.getCartCount.mockRejectedValueOnce(new Error("down"));
    expect((await ask(cart)).body).toEqual({ account: null, customer: null, cartCount: 0, review: null });
  });

  test("an odd product id asks nothing of the backend", async () => {
    const cookie = await sessionCookie("jwt-awa");
    await ask(cookie, `?product=${"x".repeat(101)}`);
    expect(backend.getReviewEligibility).not.toHaveBeenCalled();
  });
});
