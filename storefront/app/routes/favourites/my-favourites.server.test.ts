import { beforeEach, describe, expect, it, vi } from "vitest";

const api = vi.hoisted(() => ({ addFavourite: vi.fn(), removeFavourite: vi.fn() }));
vi.mock("~/lib/medusa/favourites.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/lib/medusa/favourites.server")>()),
  ...api,
}));

const { FavouritesApiError } = await import("~/lib/medusa/favourites.server");
const { addFromForm, resumePendingFavourite } = await import("./my-favourites.server");
const session = await import("~/lib/account/session.server");

const SHOP = "http://localhost:5173";

/** The cookies a browser would send back after these Set-Cookie headers. */
function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function signedInCookie(): Promise<string> {
  const response = await session.createCustomerSession(new Request(`${SHOP}/login`), {
    token: "jwt-token",
    firstName: "Awa",
    redirectTo: "/",
  });
  return cookiesFrom(response);
}

describe("adding a favourite from a product page", () => {
  beforeEach(() => vi.clearAllMocks());

  it("sends an anonymous visitor to log in, with the message, and finishes the add afterwards", async () => {
    const anonymous = await addFromForm(new Request(`${SHOP}/my-favourites`, { method: "POST" }), {
      intent: "add",
      productId: "prod_serum",
      redirectTo: "/product/serum/details",
    });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("Location")).toBe("/login?returnUrl=%2Fmy-favourites%3Fresume%3D1");
    expect(api.addFavourite).not.toHaveBeenCalled();
    const pendingCookie = cookiesFrom(anonymous);
    const flash = await session.takeFlash(new Request(SHOP, { headers: { Cookie: pendingCookie } }));
    expect(flash.flash?.message).toBe("favouriteLoginRequired");

    // Logged in (the session cookie replaced), the login screen opens /my-favourites?resume=1.
    api.addFavourite.mockResolvedValue(undefined);
    const pendingOnly = pendingCookie.split("; ").find((cookie) => cookie.startsWith("pending_favourite="));
    const resumed = await resumePendingFavourite(
      new Request(`${SHOP}/my-favourites?resume=1`, { headers: { Cookie: `${pendingOnly}; ${await signedInCookie()}` } }),
    );
    expect(api.addFavourite).toHaveBeenCalledWith(expect.any(Request), "jwt-token", "prod_serum");
    expect(resumed.headers.get("Location")).toBe("/product/serum/details");
    expect(resumed.headers.getSetCookie().some((cookie) => /^pending_favourite=;/.test(cookie))).toBe(true);
  });

  it("never sends the shopper off-site, whatever the form says", async () => {
    const response = await addFromForm(
      new Request(`${SHOP}/my-favourites`, { method: "POST", headers: { Cookie: await signedInCookie() } }),
      { intent: "add", productId: "prod_serum", redirectTo: "//evil.example/steal" },
    );
    expect(response.headers.get("Location")).toBe("/my-favourites");
  });

  it("tells a signed-in customer the product is already there", async () => {
    api.addFavourite.mockRejectedValue(new FavouritesApiError(409, "already_added"));
    const response = await addFromForm(
      new Request(`${SHOP}/my-favourites`, { method: "POST", headers: { Cookie: await signedInCookie() } }),
      { intent: "add", productId: "prod_serum", redirectTo: "/shop?page=2" },
    );
    expect(response.headers.get("Location")).toBe("/shop?page=2");
    const next = await session.takeFlash(new Request(SHOP, { headers: { Cookie: cookiesFrom(response) } }));
    expect(next.flash?.message).toBe("favouriteAlreadyAdded");
  });

  it("adds nothing on a resume without a pending add (a link alone cannot add)", async () => {
    const response = await resumePendingFavourite(
      new Request(`${SHOP}/my-favourites?resume=1`, { headers: { Cookie: await signedInCookie() } }),
    );
    expect(response.headers.get("Location")).toBe("/my-favourites");
    expect(api.addFavourite).not.toHaveBeenCalled();
  });
});
