import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, test } from "vitest";
import { unlessCartChange } from "./revalidation";

const args = (formAction: string | undefined, defaultShouldRevalidate: boolean) =>
  ({ formAction, defaultShouldRevalidate }) as ShouldRevalidateFunctionArgs;

describe("unlessCartChange", () => {
  test("a bag change does not reload the page's own data", () => {
    expect(unlessCartChange(args("/resources/cart", true))).toBe(false);
  });

  test("anything else follows React Router's rule", () => {
    expect(unlessCartChange(args("/resources/language", true))).toBe(true);
    expect(unlessCartChange(args(undefined, false))).toBe(false);
  });
});
