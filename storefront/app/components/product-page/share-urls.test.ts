import { describe, expect, test } from "vitest";
import { shareLinks } from "./share-urls";

describe("shareLinks", () => {
  const url = "https://dreamshade.cm/product/kit-sourire-eclatant-duo/details";

  test("WhatsApp gets the sentence and the link as one encoded text", () => {
    const { whatsapp } = shareLinks(url, "Kit sourire & duo, sur DreamShade");
    expect(whatsapp.startsWith("https://wa.me/?text=")).toBe(true);
    expect(new URL(whatsapp).searchParams.get("text")).toBe(`Kit sourire & duo, sur DreamShade ${url}`);
  });

  test("Facebook's sharer gets the link alone", () => {
    const { facebook } = shareLinks(url, "ignored");
    expect(facebook.startsWith("https://www.facebook.com/sharer/sharer.php?u=")).toBe(true);
    expect(new URL(facebook).searchParams.get("u")).toBe(url);
  });
});
