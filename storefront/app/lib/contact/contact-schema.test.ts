import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ACCOUNT_FORM } from "~/lib/forms/messages";
import { parseSubmission as parseForm } from "~/lib/forms/submission";

const parseSubmission = <S extends z.ZodType>(schema: S, formData: FormData) => parseForm(schema, formData, ACCOUNT_FORM);
import { ContactSchema } from "./contact-schema";

const complete = {
  kind: "customer_support",
  name: "Awa Ngono",
  email: " Awa@Example.cm ",
  phone: "",
  subject: "Ma commande",
  message: "Bonjour,\nune question.",
  captcha: "proof",
};

function form(values: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) formData.set(name, value);
  return formData;
}

describe("ContactSchema", () => {
  it("accepts a complete form without a phone, e-mail tidied", () => {
    const result = parseSubmission(ContactSchema, form(complete));
    expect(result).toEqual({
      ok: true,
      data: { ...complete, email: "awa@example.cm", phone: undefined },
    });
  });

  it("accepts a phone written with spaces and a plus", () => {
    const result = parseSubmission(ContactSchema, form({ ...complete, phone: "+237 6 70 00 00 01" }));
    expect(result.ok && result.data.phone).toBe("237670000001");
  });

  it("names every missing field and keeps what was typed, but never the captcha", () => {
    const result = parseSubmission(ContactSchema, form({ kind: "", name: " ", email: "awa", phone: "12", subject: "Hi", message: "", captcha: "proof" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ kind: "required", name: "required", email: "email", phone: "phone", message: "required" });
    expect(result.values).toMatchObject({ name: " ", email: "awa", subject: "Hi" });
    expect(result.values).not.toHaveProperty("captcha");
  });

  it("refuses an unknown kind and a missing captcha", () => {
    const result = parseSubmission(ContactSchema, form({ ...complete, kind: "complaint", captcha: "" }));
    expect(result.ok ? null : result.errors).toEqual({ kind: "required", captcha: "captcha" });
  });

  it("refuses a message over the backend's limit", () => {
    const result = parseSubmission(ContactSchema, form({ ...complete, message: "x".repeat(5001) }));
    expect(result.ok ? null : result.errors).toEqual({ message: "generic" });
  });
});
