import { describe, expect, test } from "vitest";
import { autoplayUrl, formatDuration, parseVideoCount, showMore } from "./video-count";

describe("?videos=", () => {
  test("defaults to 6 and stays between 6 and 48", () => {
    expect(parseVideoCount(null)).toBe(6);
    expect(parseVideoCount("12")).toBe(12);
    expect(parseVideoCount("2")).toBe(6);
    expect(parseVideoCount("500")).toBe(48);
    for (const odd of ["", "-3", "1.5", "abc", "12abc"]) expect(parseVideoCount(odd)).toBe(6);
  });

  test("show more adds 6 and lands on the first new video, until all are shown", () => {
    expect(showMore(6, 14, false)).toEqual({ href: "/?videos=12#video-7", phonesOnly: false });
    expect(showMore(12, 14, true)).toEqual({ href: "/?videos=18#video-13", phonesOnly: false });
    expect(showMore(14, 14, true)).toBeNull();
    expect(showMore(48, 100, true)).toBeNull();
  });

  test("with every video in the page, phones still reveal the ones they hid", () => {
    expect(showMore(6, 6, false)).toEqual({ href: "/?videos=6#video-4", phonesOnly: true });
    expect(showMore(6, 6, true)).toBeNull();
    expect(showMore(3, 3, false)).toBeNull();
  });
});

describe("video helpers", () => {
  test("durations read as minutes:seconds", () => {
    expect(formatDuration(312)).toEqual({ text: "5:12", iso: "PT5M12S" });
    expect(formatDuration(59)).toEqual({ text: "0:59", iso: "PT0M59S" });
  });

  test("autoplay is added to the embed URL", () => {
    expect(autoplayUrl("https://www.youtube-nocookie.com/embed/k3Zq8WmT2pA")).toBe(
      "https://www.youtube-nocookie.com/embed/k3Zq8WmT2pA?autoplay=1",
    );
    expect(autoplayUrl("https://www.youtube-nocookie.com/embed/x?rel=0")).toBe(
      "https://www.youtube-nocookie.com/embed/x?rel=0&autoplay=1",
    );
  });
});
