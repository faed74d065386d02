import { describe, expect, test } from "vitest";
import { parseRichText } from "./rich-text";

describe("parseRichText", () => {
  test("splits text and [label](href) links", () => {
    expect(parseRichText("Voir la [FAQ](/faq) et [écrivez-nous](mailto:a@b.cm).")).toEqual([
      "Voir la ",
      { label: "FAQ", href: "/faq" },
      " et ",
      { label: "écrivez-nous", href: "mailto:a@b.cm" },
      ".",
    ]);
  });

  test("plain text stays one part; a link alone has no empty text around it", () => {
    expect(parseRichText("Aucun lien (ici).")).toEqual(["Aucun lien (ici)."]);
    expect(parseRichText("[Contact](/contact)")).toEqual([{ label: "Contact", href: "/contact" }]);
  });
});
