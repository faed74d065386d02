import { describe, expect, test } from "vitest";
import { SHOP_FACTS } from "../../test/shop-facts";
import { shopPolicy, xafToEur } from "./shop-details";

describe("shop details", () => {
  test("the pages' policy takes the fees and the unpaid hold from the shop's facts", () => {
    const policy = shopPolicy({ ...SHOP_FACTS, delivery: { douala: 1500, cameroon: 2500, working_days: 4 }, unpaid_hold_working_days: 5 });
    expect(policy).toMatchObject({ delivery: { douala: 1500, cameroon: 2500, workingDays: 4 }, unpaidHoldWorkingDays: 5, returnDays: 7 });
  });

  test("XAF to EUR at the fixed peg, rounded to the cent", () => {
    expect(xafToEur(655957)).toBe(1000);
    expect(xafToEur(10000)).toBe(15.24);
    expect(xafToEur(25000)).toBe(38.11);
  });
});
