import { describe, expect, test } from "vitest";
import { clearCartCookie, readCartId, serializeCartId } from "./cart-cookie.server";

const requestWith = (setCookie: string, url = "http://localhost:3000/cart") =>
  new Request(url, { headers: { Cookie: setCookie.split(";")[0]! } });

describe("the cart cookie", () => {
  test("keeps the cart id, httpOnly and SameSite=Lax, not Secure-only on plain http", async () => {
    const cookie = await serializeCartId("cart_01ABC", new Request("http://localhost:3000/"));
    expect(cookie).toMatch(/^cart=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/;\s*Secure/i);
    expect(await readCartId(requestWith(cookie))).toBe("cart_01ABC");
  });

  test("is Secure over https", async () => {
    expect(await serializeCartId("cart_01ABC", new Request("https://shop.example/"))).toMatch(/;\s*Secure/i);
  });

  test("refuses a value it did not sign, and anything that is not a cart id", async () => {
    expect(await readCartId(new Request("http://localhost/", { headers: { Cookie: "cart=cart_forged" } }))).toBeNull();
    const signed = await serializeCartId("cart_01ABC", new Request("http://localhost/"));
    const [name, value] = signed.split(";")[0]!.split("=");
    const tampered = `${name}=${value!.replace(/^./, (c) => (c === "e" ? "f" : "e"))}`;
    expect(await readCartId(new Request("http://localhost/", { headers: { Cookie: tampered } }))).toBeNull();
    expect(await readCartId(requestWith(await serializeCartId("prod_1", new Request("http://localhost/"))))).toBeNull();
    expect(await readCartId(new Request("http://localhost/"))).toBeNull();
  });

  test("is forgotten with an expired, empty cookie", async () => {
    const cleared = await clearCartCookie(new Request("http://localhost/"));
    expect(cleared).toMatch(/^cart=/);
    expect(cleared).toMatch(/Max-Age=0/);
    expect(await readCartId(requestWith(cleared))).toBeNull();
  });
});
