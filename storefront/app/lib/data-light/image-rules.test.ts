import { describe, expect, test } from "vitest";
import { cardImageSource, galleryImageSource } from "./image-rules";

const image = { src400: "http://x/static/karite-400.webp", src800: "http://x/static/karite-800.webp" };

describe("which picture a product card loads", () => {
  test("normally the browser chooses between 400 and 800 px, above the fold or below", () => {
    for (const eager of [true, false]) {
      expect(cardImageSource(image, { dataLight: false, eager })).toEqual({
        src: image.src400,
        srcSet: `${image.src400} 400w, ${image.src800} 800w`,
        width: 400,
      });
    }
  });

  test("in data-light mode, the 400 px file alone above the fold and nothing below it", () => {
    expect(cardImageSource(image, { dataLight: true, eager: true })).toEqual({ src: image.src400, width: 400 });
    expect(cardImageSource(image, { dataLight: true, eager: false })).toBeNull();
  });
});

describe("which picture the product page's gallery loads", () => {
  test("normally 800 px with a 400 px choice for narrow screens", () => {
    expect(galleryImageSource(image, { dataLight: false })).toEqual({
      src: image.src800,
      srcSet: `${image.src400} 400w, ${image.src800} 800w`,
      width: 800,
    });
  });

  test("in data-light mode the 400 px file alone, so no screen density picks the 800", () => {
    expect(galleryImageSource(image, { dataLight: true })).toEqual({ src: image.src400, width: 400 });
  });
});
