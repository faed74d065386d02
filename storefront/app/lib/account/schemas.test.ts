import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ACCOUNT_FORM } from "~/lib/forms/messages";
import { parseSubmission as parseForm } from "~/lib/forms/submission";

const parseSubmission = <S extends z.ZodType>(schema: S, formData: FormData) => parseForm(schema, formData, ACCOUNT_FORM);
import { AddressSchema, LoginSchema, PasswordChangeSchema, RegisterSchema, ResetPasswordSchema } from "./schemas";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const validRegistration = {
  first_name: "Awa",
  last_name: "Nkem",
  email: " Awa.Nkem@Example.CM ",
  phone: "+237 6 70 00 00 00",
  password: "Qwerty@12",
  confirm_password: "Qwerty@12",
  terms: "on",
  captcha: "proof",
};

describe("RegisterSchema", () => {
  it("accepts a valid registration and normalises e-mail and phone", () => {
    const result = parseSubmission(RegisterSchema, form(validRegistration));
    expect(result).toMatchObject({ ok: true, data: { email: "awa.nkem@example.cm", phone: "237670000000" } });
  });

  it.each(["qwerty@12", "QWERTY@12", "Qwerty@ab", "Qwerty123", "Qw@1"])(
    "refuses the password %s with the spec's message, keeping the other fields but not the password",
    (password) => {
      const result = parseSubmission(RegisterSchema, form({ ...validRegistration, password, confirm_password: password }));
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.errors).toEqual({ password: "password" });
      expect(result.values).toMatchObject({ first_name: "Awa", email: " Awa.Nkem@Example.CM ", phone: "+237 6 70 00 00 00" });
      expect(result.values).not.toHaveProperty("password");
      expect(result.values).not.toHaveProperty("confirm_password");
      expect(result.values).not.toHaveProperty("captcha");
    },
  );

  it("says the passwords do not match", () => {
    const result = parseSubmission(RegisterSchema, form({ ...validRegistration, confirm_password: "Qwerty@13" }));
    expect(result).toMatchObject({ ok: false, errors: { confirm_password: "passwordMismatch" } });
  });

  it("needs the terms, the captcha, a Cameroonian mobile number and an e-mail", () => {
    const { terms: _terms, captcha: _captcha, ...rest } = validRegistration;
    const result = parseSubmission(RegisterSchema, form({ ...rest, phone: "237512345678", email: "nope", first_name: " " }));
    expect(result).toMatchObject({
      ok: false,
      errors: { terms: "terms", captcha: "captcha", phone: "phone", email: "email", first_name: "required" },
    });
  });

  it("refuses a phone with too many digits", () => {
    const result = parseSubmission(RegisterSchema, form({ ...validRegistration, phone: "2376700000001" }));
    expect(result).toMatchObject({ ok: false, errors: { phone: "phone" } });
  });
});

describe("other account forms", () => {
  it("login needs the captcha but does not re-check the password rule", () => {
    expect(parseSubmission(LoginSchema, form({ email: "a@b.cm", password: "old", captcha: "x" })).ok).toBe(true);
    expect(parseSubmission(LoginSchema, form({ email: "a@b.cm", password: "old" }))).toMatchObject({
      ok: false,
      errors: { captcha: "captcha" },
    });
  });

  it("reset and change check the new password and its confirmation", () => {
    expect(parseSubmission(ResetPasswordSchema, form({ password: "short", confirm_password: "short" }))).toMatchObject({
      errors: { password: "password" },
    });
    expect(
      parseSubmission(PasswordChangeSchema, form({ old_password: "", new_password: "Qwerty@12", confirm_password: "Qwerty@21" })),
    ).toMatchObject({ errors: { old_password: "required", confirm_password: "passwordMismatch" } });
  });

  it("an address needs a country, a town and a type", () => {
    const ok = parseSubmission(AddressSchema, form({ country_code: "CM", city: "Douala", type: "shipping" }));
    expect(ok).toMatchObject({ ok: true, data: { country_code: "cm", city: "Douala", address_1: "", type: "shipping" } });
    expect(parseSubmission(AddressSchema, form({ country_code: "", city: "", type: "home" }))).toMatchObject({
      errors: { country_code: "required", city: "required", type: "required" },
    });
  });
});
