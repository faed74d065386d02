import { describe, expect, test } from "vitest";
import { dataLightMode, isDataLightChoice, saveDataRequested } from "./data-light";

describe("data-light mode", () => {
  test("Save-Data: on asks for it, whatever the case or spacing; anything else does not", () => {
    for (const header of ["on", "On", " ON "]) expect(saveDataRequested(header), header).toBe(true);
    for (const header of [null, "", "off", "1", "on, off", "yes"]) expect(saveDataRequested(header), String(header)).toBe(false);
  });

  test("the browser's header turns it on when the shopper made no choice", () => {
    expect(dataLightMode(null, "on")).toEqual({ on: true, source: "browser" });
    expect(dataLightMode(null, null)).toEqual({ on: false, source: "default" });
  });

  test("the footer switch's choice wins over the header, both ways", () => {
    expect(dataLightMode("on", null)).toEqual({ on: true, source: "choice" });
    expect(dataLightMode("off", "on")).toEqual({ on: false, source: "choice" });
    expect(dataLightMode("on", "on")).toEqual({ on: true, source: "choice" });
  });

  test("only on and off are choices", () => {
    expect(isDataLightChoice("on")).toBe(true);
    expect(isDataLightChoice("off")).toBe(true);
    for (const value of ["ON", "true", "", null, 1]) expect(isDataLightChoice(value)).toBe(false);
  });
});
