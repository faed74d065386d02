import { describe, expect, it, vi } from "vitest";

vi.mock("~/lib/env.server", () => ({ env: { MEDUSA_BACKEND_URL: "http://backend.test" } }));

const { toFavouritesApiError } = await import("./favourites.server");
const { isUnauthorized } = await import("./backend-error.server");

describe("toFavouritesApiError", () => {
  it("keeps the API's stable code and status", () => {
    expect(toFavouritesApiError(409, { code: "already_added", message: "Product already added to favorites" })).toMatchObject({
      status: 409,
      code: "already_added",
    });
    expect(toFavouritesApiError(404, { code: "favourite_not_found" }).code).toBe("favourite_not_found");
  });

  it("calls anything else unknown, and a 401 still means the session is over", () => {
    expect(toFavouritesApiError(500, "not json").code).toBe("unknown");
    expect(toFavouritesApiError(400, { code: "something_new" }).code).toBe("unknown");
    expect(isUnauthorized(toFavouritesApiError(401, { code: "login_required" }))).toBe(true);
  });
});
