import { describe, expect, it } from "vitest";
import { mobileNumberProblem } from "./mobile-money";

describe("mobileNumberProblem", () => {
  it("accepts MTN and Orange Cameroon numbers of every prefix for their own operator", () => {
    for (const phone of ["237670112233", "237679112233", "237650112233", "237654112233", "237680112233", "237683112233"]) {
      expect(mobileNumberProblem("mtn_momo", phone)).toBeNull();
      expect(mobileNumberProblem("orange_money", phone)).toBe("orangeNumber");
    }
    for (const phone of ["237690112233", "237699112233", "237655112233", "237659112233", "237685112233", "237689112233"]) {
      expect(mobileNumberProblem("orange_money", phone)).toBeNull();
      expect(mobileNumberProblem("mtn_momo", phone)).toBe("mtnNumber");
    }
  });

  it("refuses other countries and malformed numbers, and asks for a missing one", () => {
    expect(mobileNumberProblem("mtn_momo", "670112233")).toBe("mtnNumber");
    expect(mobileNumberProblem("orange_money", "23769011223")).toBe("orangeNumber");
    expect(mobileNumberProblem("mtn_momo", "")).toBe("mobileNumberRequired");
  });
});
