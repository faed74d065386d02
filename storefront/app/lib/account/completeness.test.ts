import { describe, expect, it } from "vitest";
import { profileCompleteness } from "./completeness";

const full = {
  firstName: "Awa",
  lastName: "Nkem",
  email: "awa@example.cm",
  phone: "237670000000",
  pictureUrl: "/uploads/awa.webp",
  addressCount: 1,
};

describe("profileCompleteness", () => {
  it("is 100% with nothing missing for a full profile", () => {
    expect(profileCompleteness(full)).toEqual({ percent: 100, missing: [] });
  });

  it("lists what is missing, in order, and rounds the percentage", () => {
    expect(profileCompleteness({ ...full, pictureUrl: null, addressCount: 0 })).toEqual({
      percent: 67,
      missing: ["picture", "address"],
    });
    expect(profileCompleteness({ ...full, firstName: " ", phone: "", pictureUrl: null, addressCount: 0 })).toEqual({
      percent: 33,
      missing: ["firstName", "phone", "picture", "address"],
    });
  });
});
