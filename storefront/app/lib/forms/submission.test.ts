import { describe, expect, it } from "vitest";
import { z } from "zod";
import { answerForIntent, formFailure, formMessages, parseSubmission, toFieldErrors, typedValues } from "./submission";

const MESSAGES = formMessages(["required", "email", "passwordMismatch"], "generic");

const Schema = z
  .object({
    name: z.string({ error: "required" }).trim().min(1, { error: "required" }),
    email: z.email({ error: "email" }),
    password: z.string().min(8),
    confirm_password: z.string(),
    captcha: z.string().min(1),
  })
  .refine((values) => values.password === values.confirm_password, { error: "passwordMismatch", path: ["confirm_password"] });

function form(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return formData;
}

describe("typedValues", () => {
  it("keeps the typed text but never a password, its confirmation or the captcha proof", () => {
    const formData = form({ intent: "register", name: "Awa", password: "Secret@12", confirm_password: "Secret@12", old_password: "x", captcha: "proof" });
    formData.append("picture", new File(["x"], "me.png"));
    expect(typedValues(formData)).toEqual({ intent: "register", name: "Awa" });
  });
});

describe("toFieldErrors", () => {
  it("gives each field its first message, the form the path-less ones, and a default Zod message the fallback", () => {
    const issues = [
      { code: "custom", path: ["email"], message: "email", input: "" },
      { code: "custom", path: ["email"], message: "required", input: "" },
      { code: "custom", path: [], message: "passwordMismatch", input: {} },
      { code: "custom", path: ["name"], message: "Invalid input: expected string, received undefined", input: undefined },
    ] satisfies z.core.$ZodIssue[];
    expect(toFieldErrors(issues, MESSAGES)).toEqual({ email: "email", form: "passwordMismatch", name: "generic" });
  });
});

describe("parseSubmission", () => {
  it("answers the parsed data of a valid form", () => {
    const result = parseSubmission(Schema, form({ name: " Awa ", email: "awa@example.cm", password: "Secret@12", confirm_password: "Secret@12", captcha: "p" }), MESSAGES);
    expect(result).toEqual({
      ok: true,
      data: { name: "Awa", email: "awa@example.cm", password: "Secret@12", confirm_password: "Secret@12", captcha: "p" },
    });
  });

  it("answers the message keys, the intent and the typed values of a refused form", () => {
    const result = parseSubmission(
      Schema,
      form({ intent: "register", name: " ", email: "awa@", password: "Secret@12", confirm_password: "Secret@13", captcha: "" }),
      MESSAGES,
    );
    expect(result).toEqual({
      ok: false,
      intent: "register",
      errors: { name: "required", email: "email", captcha: "generic", confirm_password: "passwordMismatch" },
      values: { intent: "register", name: " ", email: "awa@" },
    });
  });
});

describe("formFailure", () => {
  it("words a business refusal the same way, with the wait of a throttled form", () => {
    expect(formFailure(form({ intent: "login", email: "awa@example.cm", password: "x" }), { form: "tooManyAttempts" }, { retryAfter: 90 })).toEqual({
      intent: "login",
      errors: { form: "tooManyAttempts" },
      values: { intent: "login", email: "awa@example.cm" },
      retryAfter: 90,
    });
  });
});

describe("answerForIntent", () => {
  const answer = { intent: "profile", errors: { phone: "phone" }, values: { phone: "12" } };

  it("gives a form its own answer only, on a page with several forms", () => {
    expect(answerForIntent(answer, "profile")).toBe(answer);
    expect(answerForIntent(answer, "password")).toBeUndefined();
    expect(answerForIntent(answer)).toBe(answer);
    expect(answerForIntent(undefined, "profile")).toBeUndefined();
  });
});
