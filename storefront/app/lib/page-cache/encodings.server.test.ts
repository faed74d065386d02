import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { bodyIn, compressPage, preferredEncoding } from "./encodings.server";

describe("a kept page's encodings", () => {
  test("brotli when taken, else gzip, else none; q=0 refuses and * stands for the rest", () => {
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(preferredEncoding("deflate")).toBe("identity");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*, br;q=0")).toBe("gzip");
    expect(preferredEncoding("identity")).toBe("identity");
    expect(preferredEncoding("")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
  });

  test("each body decodes to the page, and the plain one is decompressed on demand", async () => {
    const html = Buffer.from(`<!DOCTYPE html><html><body>${"<p>Beurre de karité</p>".repeat(500)}</body></html>`);
    const page = await compressPage(html);
    expect(gunzipSync(page.gzip).equals(html)).toBe(true);
    expect(brotliDecompressSync(page.br).equals(html)).toBe(true);
    expect(page.gzip.length).toBeLessThan(html.length / 10);
    expect(bodyIn("br", page)).toBe(page.br);
    expect(bodyIn("gzip", page)).toBe(page.gzip);
    expect(bodyIn("identity", page).equals(html)).toBe(true);
  });
});
