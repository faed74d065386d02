import { describe, expect, test } from "vitest";
import { formatPhone, SHOP_DETAILS, whatsappUrl, xafToEur } from "./shop-details";

describe("shop details", () => {
  test("phone numbers follow the spec's rule: 237 then 9 digits starting with 6", () => {
    for (const number of [SHOP_DETAILS.phone, SHOP_DETAILS.whatsapp]) expect(number).toMatch(/^\+2376\d{8}$/);
  });

  test("phones are written the Cameroonian way", () => {
    expect(formatPhone("+237690123456")).toBe("+237 690 12 34 56");
    expect(formatPhone("12345")).toBe("12345");
  });

  test("WhatsApp links carry the digits only", () => {
    expect(whatsappUrl("+237 690 12 34 56")).toBe("https://wa.me/237690123456");
  });

  test("XAF to EUR at the fixed peg, rounded to the cent", () => {
    expect(xafToEur(655957)).toBe(1000);
    expect(xafToEur(10000)).toBe(15.24);
    expect(xafToEur(25000)).toBe(38.11);
  });
});
