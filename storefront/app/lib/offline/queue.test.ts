import { expect, test } from "vitest";
import { failureOf } from "./queue";

function answer(body: unknown, status: number, url = "http://shop/resources/cart") {
  const response = new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  Object.defineProperty(response, "url", { value: url });
  return response;
}

test("a queued add to the bag that the shop accepted is done", async () => {
  expect(await failureOf("cart", answer({ ok: true, added: { title: "Savon", quantity: 1 } }, 200))).toBeNull();
});

test("a queued add refused (out of stock, price changed) is kept to be told", async () => {
  expect(await failureOf("cart", answer({ ok: false, problem: { code: "outOfStock" } }, 400))).toEqual({
    kind: "cart",
    problem: { code: "outOfStock" },
  });
  expect(await failureOf("cart", answer({ ok: false, problem: { code: "unavailable" } }, 400))).toEqual({
    kind: "cart",
    problem: { code: "unavailable" },
  });
  expect(await failureOf("cart", new Response("oops", { status: 502 }))).toEqual({ kind: "cart", problem: { code: "failed" } });
});

test("a queued favourite that lands on the login page asks the shopper to log in", async () => {
  expect(await failureOf("favourite", answer({}, 200, "http://shop/login"))).toEqual({ kind: "favourite", problem: "signIn" });
  expect(await failureOf("favourite", answer({}, 200, "http://shop/product/savon/details"))).toBeNull();
});
