import { describe, expect, test } from "vitest";
import { cartProblemMessage, stockProblem } from "./cart-problem";

describe("stockProblem", () => {
  test("unlimited stock never refuses", () => {
    expect(stockProblem(null, 99)).toBeNull();
  });

  test("nothing left is out of stock, whatever is asked", () => {
    expect(stockProblem(0, 1)).toEqual({ code: "outOfStock" });
  });

  test("asking for more than is left says how many are left, and how many the bag holds", () => {
    expect(stockProblem(3, 3)).toBeNull();
    expect(stockProblem(3, 4)).toEqual({ code: "onlyLeft", count: 3, inBag: 0 });
    expect(stockProblem(3, 5, 2)).toEqual({ code: "onlyLeft", count: 3, inBag: 2 });
  });
});

describe("cartProblemMessage", () => {
  test("picks the sentence and its values", () => {
    expect(cartProblemMessage({ code: "onlyLeft", count: 3, inBag: 0 })).toEqual({
      key: "problems.onlyLeft",
      values: { count: 3 },
    });
    expect(cartProblemMessage({ code: "onlyLeft", count: 3, inBag: 2 })).toEqual({
      key: "problems.onlyLeftInBag",
      values: { count: 3, inBag: 2 },
    });
    expect(cartProblemMessage({ code: "invalidQuantity", max: 99 })).toEqual({
      key: "problems.invalidQuantity",
      values: { max: 99 },
    });
    expect(cartProblemMessage({ code: "outOfStock" })).toEqual({ key: "problems.outOfStock", values: {} });
  });
});
