import { describe, expect, it } from "vitest";
import { NEWSLETTER_FORM } from "~/lib/forms/messages";
import { parseSubmission } from "~/lib/forms/submission";
import { NewsletterSchema, newsletterErrorsForCode } from "./schema";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("NewsletterSchema", () => {
  it("accepts an address (lower-cased) with a captcha proof", () => {
    expect(parseSubmission(NewsletterSchema, form({ email: " Awa@Example.CM ", captcha: "proof" }), NEWSLETTER_FORM)).toEqual({
      ok: true,
      data: { email: "awa@example.cm", captcha: "proof" },
    });
  });

  it("refuses a bad address and a missing captcha, and gives back the typed address only", () => {
    expect(parseSubmission(NewsletterSchema, form({ email: "awa@", captcha: "" }), NEWSLETTER_FORM)).toEqual({
      ok: false,
      errors: { email: "email", captcha: "captcha" },
      values: { email: "awa@" },
    });
  });
});

describe("newsletterErrorsForCode", () => {
  it("words the API's refusals for the form", () => {
    // The API no longer tells a subscribed address apart (the same "check your inbox" for all).
    expect(newsletterErrorsForCode("already_subscribed")).toBeNull();
    expect(newsletterErrorsForCode("captcha_invalid")).toEqual({ captcha: "captcha" });
    expect(newsletterErrorsForCode("too_many_attempts")).toEqual({ form: "tooManyAttempts" });
    expect(newsletterErrorsForCode("invalid_data", "email")).toEqual({ email: "email" });
    expect(newsletterErrorsForCode("unknown")).toBeNull();
  });
});
