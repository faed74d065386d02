import { describe, expect, it } from "vitest";
import { mtnNumberProblem, normalizeMobileNumber } from "./mobile-money";

describe("mtnNumberProblem", () => {
  it("accepts MTN Cameroon numbers of every prefix", () => {
    for (const phone of ["237670112233", "237679112233", "237650112233", "237654112233", "237680112233", "237683112233"]) {
      expect(mtnNumberProblem(phone)).toBeNull();
    }
  });

  it("refuses Orange numbers, other countries and malformed numbers, and asks for a missing one", () => {
    expect(mtnNumberProblem("237690112233")).toBe("mtnNumber");
    expect(mtnNumberProblem("237655112233")).toBe("mtnNumber");
    expect(mtnNumberProblem("670112233")).toBe("mtnNumber");
    expect(mtnNumberProblem("23767011223")).toBe("mtnNumber");
    expect(mtnNumberProblem("")).toBe("mtnNumberRequired");
  });
});

describe("normalizeMobileNumber", () => {
  it("reads numbers as people type them", () => {
    expect(normalizeMobileNumber("+237 670 11 22 33")).toBe("237670112233");
    expect(normalizeMobileNumber("00237-670-112233")).toBe("237670112233");
  });
});
