import { describe, expect, it } from "vitest";
import { loginRedirectPath, returnUrlAfterSignIn } from "./return-url";

describe("loginRedirectPath", () => {
  it("keeps the full path and query of the protected page", () => {
    const path = loginRedirectPath(new URL("http://shop.test/my-account?tab=addresses&x=1"));
    expect(path).toBe("/login?returnUrl=%2Fmy-account%3Ftab%3Daddresses%26x%3D1");
    expect(new URL(path, "http://shop.test").searchParams.get("returnUrl")).toBe("/my-account?tab=addresses&x=1");
  });
});

describe("returnUrlAfterSignIn", () => {
  it("accepts a same-site path with its query", () => {
    expect(returnUrlAfterSignIn("/my-subscriptions?page=2")).toBe("/my-subscriptions?page=2");
  });

  it.each([undefined, null, "", "https://evil.test/", "//evil.test", "/\\evil.test", "javascript:alert(1)"])(
    "falls back to the dashboard for %s",
    (value) => {
      expect(returnUrlAfterSignIn(value)).toBe("/dashboard");
    },
  );

  it("never returns to a signed-out screen", () => {
    expect(returnUrlAfterSignIn("/login?returnUrl=/login")).toBe("/dashboard");
    expect(returnUrlAfterSignIn("/reset-password/a@b.cm/token")).toBe("/dashboard");
    expect(returnUrlAfterSignIn("/registered-gifts")).toBe("/registered-gifts");
  });
});
