import { describe, expect, it } from "vitest";
import { styleElementText } from "./page-styles";

describe("the stylesheet written into the page", () => {
  it("is kept as it is", () => {
    const css = '.a::after{content:"<b>"}';
    expect(styleElementText(css)).toBe(css);
  });

  it("is refused when it would close its <style> element early", () => {
    expect(() => styleElementText('.a::after{content:"</style><script>"}')).toThrow(/cannot be inlined/);
    expect(() => styleElementText(".a{}</STYLE >")).toThrow();
  });
});
