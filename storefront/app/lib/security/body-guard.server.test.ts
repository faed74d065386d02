import { describe, expect, test } from "vitest";
import { bodyProblem, FORM_BODY_MAX_BYTES } from "./body-guard.server";

const post = (body: BodyInit, headers: Record<string, string>) =>
  new Request("http://shop.test/login", { method: "POST", body, headers, duplex: "half" } as RequestInit);

function chunked(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const chunk = new Uint8Array(Math.min(64 * 1024, bytes - sent));
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

describe("bodyProblem", () => {
  test("accepts a form, refuses JSON and text", async () => {
    expect(await bodyProblem(post("email=a%40b.cm", { "content-type": "application/x-www-form-urlencoded" }))).toBeNull();
    expect(await bodyProblem(post('{"email":"a@b.cm"}', { "content-type": "application/json" }))).toBe("unsupported");
    expect(await bodyProblem(post("hello", { "content-type": "text/plain" }))).toBe("unsupported");
  });

  test("refuses a declared length over the cap without reading the body", async () => {
    const request = post("x", {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(FORM_BODY_MAX_BYTES + 1),
    });
    expect(await bodyProblem(request)).toBe("tooLarge");
  });

  test("counts a chunked body and stops at the cap, leaving a small one readable", async () => {
    const type = { "content-type": "application/x-www-form-urlencoded" };
    expect(await bodyProblem(post(chunked(50 * 1024 * 1024), type))).toBe("tooLarge");
    const small = post(chunked(1000), type);
    expect(await bodyProblem(small)).toBeNull();
    expect((await small.arrayBuffer()).byteLength).toBe(1000);
  });

  test("lets reads and empty posts through", async () => {
    expect(await bodyProblem(new Request("http://shop.test/"))).toBeNull();
    expect(await bodyProblem(new Request("http://shop.test/logout", { method: "POST" }))).toBeNull();
  });
});
