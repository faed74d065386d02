import { describe, expect, test } from "vitest";
import { createPageStore, pageBytes, type StoredPage } from "./page-store";

const page = (version: string, size: number, storedAt = 0): StoredPage => ({
  status: 200,
  headers: [["content-type", "text/html"]],
  gzip: Buffer.alloc(size),
  br: Buffer.alloc(size),
  version,
  storedAt,
});

describe("the kept pages", () => {
  test("stay within their ceiling of bytes, the least recently served going first", () => {
    const one = pageBytes("/a", page("v1", 100));
    const store = createPageStore({ maxBytes: one * 2, maxAgeMs: 60_000, now: () => 0 });
    store.set("/a", page("v1", 100));
    store.set("/b", page("v1", 100));
    expect(store.get("/a", "v1")).toBeDefined(); // /a served: /b is now the least recent
    store.set("/c", page("v1", 100));
    expect(store.get("/b", "v1")).toBeUndefined();
    expect(store.get("/a", "v1")).toBeDefined();
    expect(store.get("/c", "v1")).toBeDefined();
    expect(store.bytes()).toBeLessThanOrEqual(one * 2);
    expect(store.size()).toBe(2);
  });

  test("a page bigger than the whole ceiling is not kept and evicts nothing", () => {
    const store = createPageStore({ maxBytes: 1_000, maxAgeMs: 60_000, now: () => 0 });
    store.set("/small", page("v1", 100));
    store.set("/huge", page("v1", 1_000));
    expect(store.get("/huge", "v1")).toBeUndefined();
    expect(store.get("/small", "v1")).toBeDefined();
  });

  test("a page of another catalogue version, or too old, is dropped, not served", () => {
    let clock = 0;
    const store = createPageStore({ maxBytes: 10_000, maxAgeMs: 1_000, now: () => clock });
    store.set("/a", page("v1", 100, 0));
    expect(store.get("/a", "v2")).toBeUndefined();
    expect(store.size()).toBe(0);
    expect(store.bytes()).toBe(0);
    store.set("/a", page("v2", 100, 0));
    clock = 999;
    expect(store.get("/a", "v2")).toBeDefined();
    clock = 1_000;
    expect(store.get("/a", "v2")).toBeUndefined();
  });

  test("keeping a key again replaces its page and its bytes", () => {
    const store = createPageStore({ maxBytes: 10_000, maxAgeMs: 60_000, now: () => 0 });
    store.set("/a", page("v1", 100));
    store.set("/a", page("v2", 300));
    expect(store.size()).toBe(1);
    expect(store.bytes()).toBe(pageBytes("/a", page("v2", 300)));
  });
});
