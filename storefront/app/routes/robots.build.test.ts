import { describe, expect, test } from "vitest";
import { buildRobots } from "./robots.build";

describe("buildRobots", () => {
  const robots = buildRobots("https://dreamshade.cm/");

  test("lets every crawler in, except technical and personal paths", () => {
    expect(robots.startsWith("User-agent: *\n")).toBe(true);
    expect(robots).toContain("Disallow: /resources/\n");
    expect(robots).toContain("Disallow: /checkout\n");
    expect(robots).toContain("Disallow: /reset-password/\n");
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    expect(robots).not.toMatch(/Disallow: \/(shop|faq|product)/);
  });

  test("points to the sitemap with an absolute URL", () => {
    expect(robots).toMatch(/^Sitemap: https:\/\/dreamshade\.cm\/sitemap\.xml$/m);
  });
});
