import { describe, expect, it } from "vitest";
import { formErrorsForCode, minutesToWait } from "./api-errors";

describe("formErrorsForCode", () => {
  it("words each business error where the shopper sees it", () => {
    expect(formErrorsForCode("captcha_invalid")).toEqual({ captcha: "captcha" });
    expect(formErrorsForCode("email_taken")).toEqual({ email: "emailTaken" });
    expect(formErrorsForCode("account_not_validated")).toEqual({ form: "notValidated" });
    expect(formErrorsForCode("old_password_incorrect")).toEqual({ old_password: "oldPasswordIncorrect" });
  });

  it("puts a field rule on its field", () => {
    expect(formErrorsForCode("invalid_data", "phone")).toEqual({ phone: "phone" });
    expect(formErrorsForCode("invalid_data", "first_name")).toEqual({ first_name: "required" });
    expect(formErrorsForCode("invalid_data")).toEqual({ form: "generic" });
  });

  it("leaves unknown codes to the error screen", () => {
    expect(formErrorsForCode("unknown")).toBeNull();
  });
});

describe("minutesToWait", () => {
  it("rounds up to whole minutes, at least one", () => {
    expect(minutesToWait(1)).toBe(1);
    expect(minutesToWait(61)).toBe(2);
    expect(minutesToWait(undefined)).toBe(1);
  });
});
