import { afterAll, beforeEach, describe, expect, test, vi } from "vitest";
import { currentPersonal, noteAddedToBag, refreshPersonal } from "./personal-store";

/** The browser's side: its cookies (the hint) and its requests, as the store sees them. */
const browser = { cookie: "" };
const requests: string[] = [];
const answers = new Map<string, () => Promise<Response>>();
vi.stubGlobal("document", browser);
vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
  requests.push(url);
  const answer = answers.get(url) ?? (() => Promise.reject(new TypeError("Failed to fetch")));
  return answer().then((response) => {
    if (init.signal?.aborted) throw new DOMException("Aborted", "AbortError");
    return response;
  });
});
afterAll(() => vi.unstubAllGlobals());

const json = (body: unknown) => () => Promise.resolve(new Response(JSON.stringify(body)));
const AWA = { account: "mark-a", customer: { firstName: "Awa" }, cartCount: 2, review: null };

describe("the personal parts in the browser", () => {
  beforeEach(() => {
    requests.length = 0;
    answers.clear();
  });

  test("without the hint the shopper is a visitor at once: no request", async () => {
    browser.cookie = "other=1";
    await refreshPersonal("prod_1");
    expect(requests).toEqual([]);
    expect(currentPersonal()).toEqual({ account: null, customer: null, cartCount: 0, review: "signed_out" });
  });

  test("with the hint it asks, with the product for its review form", async () => {
    browser.cookie = "a=1; ds_personal=1";
    answers.set("/resources/personal?product=prod_1", json({ ...AWA, review: "eligible" }));
    await refreshPersonal("prod_1");
    expect(requests).toEqual(["/resources/personal?product=prod_1"]);
    expect(currentPersonal()).toMatchObject({ customer: { firstName: "Awa" }, review: "eligible" });

    // Offline without a kept answer: what was known stays.
    await refreshPersonal(null);
    expect(currentPersonal()).toMatchObject({ customer: { firstName: "Awa" }, cartCount: 2 });
  });

  test("an add counts at once until the next read says what the bag holds", async () => {
    browser.cookie = "ds_personal=1";
    answers.set("/resources/personal", json(AWA));
    await refreshPersonal(null);
    noteAddedToBag(3);
    expect(currentPersonal()?.cartCount).toBe(5);
    answers.set("/resources/personal", json({ ...AWA, cartCount: 5 }));
    await refreshPersonal(null);
    expect(currentPersonal()?.cartCount).toBe(5);
  });

  test("a newer read wins over an older one that answers later", async () => {
    browser.cookie = "ds_personal=1";
    let answerOld: (response: Response) => void = () => undefined;
    answers.set("/resources/personal?product=prod_old", () => new Promise((resolve) => (answerOld = resolve)));
    answers.set("/resources/personal?product=prod_new", json({ ...AWA, review: "not_buyer" }));
    const old = refreshPersonal("prod_old");
    await refreshPersonal("prod_new");
    answerOld(new Response(JSON.stringify({ ...AWA, review: "eligible" })));
    await old;
    expect(currentPersonal()?.review).toBe("not_buyer");
  });
});
