import { beforeEach, describe, expect, it, vi } from "vitest";

const subscribeToNewsletter = vi.fn();
vi.mock("~/lib/medusa/newsletter.server", () => ({ subscribeToNewsletter }));

const { subscribeAction } = await import("./subscribe.server");

function post(fields: Record<string, string>) {
  return new Request("http://shop.test/newsletter", { method: "POST", body: new URLSearchParams(fields) });
}

type Answer = { data: unknown; init: { status?: number } | null };

describe("subscribeAction", () => {
  beforeEach(() => subscribeToNewsletter.mockReset());

  it("refuses a bad address before calling the backend, keeping what was typed but never the captcha", async () => {
    const answer = (await subscribeAction(post({ email: "awa@", captcha: "proof" }), "fr")) as unknown as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ failure: { errors: { email: "email" }, values: { email: "awa@" } } });
    expect(subscribeToNewsletter).not.toHaveBeenCalled();
  });

  it("sends the address in the shopper's language and says where the link went", async () => {
    subscribeToNewsletter.mockResolvedValue({ ok: true, data: { email: "awa@example.cm" } });
    const answer = (await subscribeAction(post({ email: "Awa@Example.cm", captcha: "proof" }), "en")) as unknown as Answer;
    expect(subscribeToNewsletter).toHaveBeenCalledWith(expect.any(Request), { email: "awa@example.cm", captcha: "proof", locale: "en" });
    expect(answer.data).toEqual({ sent: "awa@example.cm" });
  });

  it("words the backend's refusals and keeps the typed address", async () => {
    subscribeToNewsletter.mockResolvedValue({ ok: false, status: 400, code: "captcha_invalid", field: "captcha" });
    const unsolved = (await subscribeAction(post({ email: "Awa@Example.cm", captcha: "proof" }), "fr")) as unknown as Answer;
    expect(unsolved.init?.status).toBe(400);
    expect(unsolved.data).toEqual({ failure: { errors: { captcha: "captcha" }, values: { email: "Awa@Example.cm" } } });

    subscribeToNewsletter.mockResolvedValue({ ok: false, status: 429, code: "too_many_attempts", retryAfter: 200 });
    const throttled = (await subscribeAction(post({ email: "awa@example.cm", captcha: "proof" }), "fr")) as unknown as Answer;
    expect(throttled.init?.status).toBe(429);
    expect(throttled.data).toMatchObject({ failure: { errors: { form: "tooManyAttempts" }, retryAfter: 200 } });
  });

  it("lets an unexpected refusal through to the error screen", async () => {
    subscribeToNewsletter.mockResolvedValue({ ok: false, status: 404, code: undefined });
    await expect(subscribeAction(post({ email: "awa@example.cm", captcha: "proof" }), "fr")).rejects.toThrow(/refused/);
  });
});
