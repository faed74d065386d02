import { describe, expect, test } from "vitest";
import { formatPrice } from "./money";

const NNBSP = "\u202F"; // French digit groups
const NBSP = "\u00A0"; // between amount and currency

describe("formatPrice", () => {
  test("French: groups of three, FCFA after the amount", () => {
    expect(formatPrice(12500, "fr")).toBe(`12${NNBSP}500${NBSP}FCFA`);
    expect(formatPrice(1000, "fr")).toBe(`1${NNBSP}000${NBSP}FCFA`);
    expect(formatPrice(950, "fr")).toBe(`950${NBSP}FCFA`);
  });

  test("English: XAF before the amount, comma groups", () => {
    expect(formatPrice(12500, "en")).toBe(`XAF${NBSP}12,500`);
    expect(formatPrice(950, "en")).toBe(`XAF${NBSP}950`);
  });

  test("zero", () => {
    expect(formatPrice(0, "fr")).toBe(`0${NBSP}FCFA`);
    expect(formatPrice(0, "en")).toBe(`XAF${NBSP}0`);
  });

  test("large amounts", () => {
    expect(formatPrice(1234567890, "fr")).toBe(`1${NNBSP}234${NNBSP}567${NNBSP}890${NBSP}FCFA`);
    expect(formatPrice(1234567890, "en")).toBe(`XAF${NBSP}1,234,567,890`);
  });

  test("XAF has no decimals: amounts are rounded to whole francs", () => {
    expect(formatPrice(2999.6, "fr")).toBe(`3${NNBSP}000${NBSP}FCFA`);
    expect(formatPrice(2999.4, "en")).toBe(`XAF${NBSP}2,999`);
  });

  test("refuses what is not a number", () => {
    expect(() => formatPrice(Number.NaN, "fr")).toThrow(/not a finite amount/);
    expect(() => formatPrice(Number.POSITIVE_INFINITY, "en")).toThrow(/not a finite amount/);
  });
});
