import { describe, expect, test } from "vitest";
import { labels as enLabels } from "~/locales/en/pages";
import { labels as frLabels } from "~/locales/fr/pages";
import type { Block, InfoPageContent } from "./content";
import { INFO_PAGE_PATHS } from "~/lib/info-page-paths";
import { contentContext, getInfoPage } from "./info-pages.server";
import { parseRichText } from "./rich-text";
import { SHOP_FACTS } from "../../../test/shop-facts";

const SHOP = "DreamShade";
const page = (path: (typeof INFO_PAGE_PATHS)[number], language: "fr" | "en") =>
  getInfoPage(path, language, SHOP, SHOP_FACTS).content;

/** The structure a translation must keep: section ids, block kinds and item counts. */
function structure(content: InfoPageContent) {
  return content.sections.map((section) => ({
    id: section.id,
    blocks: section.blocks.map((block) => `${block.kind}:${"items" in block ? block.items.length : 1}`),
  }));
}

/** Every string a page shows. */
function texts(content: InfoPageContent): string[] {
  const fromBlock = (block: Block): string[] => {
    switch (block.kind) {
      case "paragraph":
        return [block.text];
      case "list":
        return block.items;
      case "facts":
        return block.items.flatMap((item) => [item.term, item.detail]);
      case "steps":
      case "cards":
        return block.items.flatMap((item) => [item.title, item.text]);
      case "questions":
        return block.items.flatMap((item) => [item.question, ...item.answer]);
      case "links":
        return block.items.flatMap((item) => [item.label, item.text]);
      case "contact":
        return [];
    }
  };
  return [
    content.title,
    content.description,
    content.intro,
    ...content.sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(fromBlock)]),
  ];
}

const allText = (content: InfoPageContent) => texts(content).join("\n");

/** Paths a page may link to: the pages that exist. */
const KNOWN_PATHS = new Set(["/", "/shop", ...INFO_PAGE_PATHS.map((path) => `/${path}`)]);

describe.each(INFO_PAGE_PATHS)("the %s page", (path) => {
  const fr = page(path, "fr");
  const en = page(path, "en");

  test("exists in French and English with the same sections, blocks and items", () => {
    expect(structure(en)).toEqual(structure(fr));
    expect(fr.sections.length).toBeGreaterThan(0);
    expect(Boolean(fr.updated)).toBe(Boolean(en.updated));
    expect(en.updated).toBe(fr.updated);
  });

  test("has a title, a meta description and no empty, untranslated or broken text", () => {
    for (const content of [fr, en]) {
      expect(content.title.trim()).not.toBe("");
      expect(content.description.length).toBeGreaterThan(50);
      expect(content.description.length).toBeLessThanOrEqual(170);
      for (const text of texts(content)) {
        expect(text.trim()).not.toBe("");
        expect(text).not.toMatch(/undefined|NaN|\{\{|\$\{|\[object /);
      }
    }
    // Translated, not copied.
    expect(en.intro).not.toBe(fr.intro);
    expect(en.description).not.toBe(fr.description);
  });

  test("links only to pages that exist", () => {
    for (const content of [fr, en]) {
      for (const text of texts(content)) {
        for (const part of parseRichText(text)) {
          if (typeof part === "string") {
            expect(part).not.toMatch(/\]\(|\[[^\]]*\]/);
          } else if (part.href.startsWith("/")) {
            expect(KNOWN_PATHS).toContain(part.href);
          } else {
            expect(part.href).toMatch(/^(mailto:|tel:|https:\/\/)/);
          }
        }
      }
      for (const section of content.sections) {
        for (const block of section.blocks) {
          if (block.kind === "links") for (const item of block.items) expect(KNOWN_PATHS).toContain(item.to);
        }
      }
    }
  });
});

describe("business rules stated on the pages (spec §9, DESIGN.md §2)", () => {
  test("delivery fees, delay, pickup and international quotes", () => {
    for (const [language, douala, cameroon] of [
      ["fr", "1\u202F000\u00A0FCFA", "2\u202F000\u00A0FCFA"],
      ["en", "XAF\u00A01,000", "XAF\u00A02,000"],
    ] as const) {
      const guide = allText(page("shipping-guide", language));
      expect(guide).toContain(douala);
      expect(guide).toContain(cameroon);
      expect(guide).toMatch(language === "fr" ? /3 jours ouvrés/ : /3 working days/);
      expect(guide).toMatch(language === "fr" ? /Gratuit/ : /Free/);
      expect(guide).toMatch(language === "fr" ? /devis/ : /quote/);
    }
  });

  test("no cash on delivery, the six payment options and PayPal's euro peg", () => {
    const fr = allText(page("payment-methods", "fr"));
    const en = allText(page("payment-methods", "en"));
    for (const method of ["MTN Mobile Money", "Orange Money", "PayPal"]) {
      expect(fr).toContain(method);
      expect(en).toContain(method);
    }
    expect(fr).toMatch(/Carte bancaire[\s\S]*Dépôt bancaire[\s\S]*Espèces en boutique/);
    expect(en).toMatch(/Card[\s\S]*Bank deposit[\s\S]*Cash at the shop/);
    expect(fr).toContain("pas de paiement à la livraison");
    expect(en).toContain("we do not offer cash on delivery");
    expect(fr).toContain("655,957");
    expect(en).toContain("655.957");
    expect(fr).toContain("38,11\u00A0€"); // 25 000 FCFA at the peg
    expect(en).toContain("€38.11");
  });

  test("refund charges are the client's, and the return window is the same everywhere", () => {
    for (const path of ["faq", "terms-and-condition"] as const) {
      expect(allText(page(path, "fr"))).toMatch(/frais de retrait et de remboursement[^.]*à la charge du client/i);
      expect(allText(page(path, "en"))).toMatch(/withdrawal and refund charges[^.]*borne by the client/i);
      expect(allText(page(path, "fr"))).toContain("dans les 7 jours suivant la livraison");
      expect(allText(page(path, "en"))).toContain("within 7 days of delivery");
    }
  });

  test("shop hours and ordering without an account", () => {
    expect(allText(page("faq", "fr"))).toContain("du lundi au samedi, de 9 h à 18 h (GMT+1)");
    expect(allText(page("faq", "en"))).toContain("Monday to Saturday, 9:00 am to 6:00 pm (GMT+1)");
    expect(allText(page("faq", "fr"))).toMatch(/Faut-il un compte pour commander/);
    expect(allText(page("how-it-works", "en"))).toMatch(/You need an account to order online/);
  });
});

describe("contentContext", () => {
  test("formats money, euros and the peg per language", () => {
    const fr = contentContext("fr", SHOP, SHOP_FACTS);
    const en = contentContext("en", SHOP, SHOP_FACTS);
    expect(fr.money(1000)).toBe("1\u202F000\u00A0FCFA");
    expect(en.money(1000)).toBe("XAF\u00A01,000");
    expect(fr.inEuros(10000)).toBe("15,24\u00A0€");
    expect(en.inEuros(10000)).toBe("€15.24");
    expect(fr.phone).toMatch(/^\+237 6\d{2} \d{2} \d{2} \d{2}$/);
  });

  test("uses the shop's configured name", () => {
    expect(getInfoPage("about", "fr", "Beauté Akwa", SHOP_FACTS).content.intro).toMatch(/^Beauté Akwa est/);
  });

  test("quotes the delivery fees of the backend's configuration", () => {
    const fees = { ...SHOP_FACTS, delivery: { douala: 1500, cameroon: 2500, working_days: 4 } };
    const text = JSON.stringify(getInfoPage("shipping-guide", "fr", SHOP, fees).content);
    expect(text).toContain("1\u202F500\u00A0FCFA");
    expect(text).toContain("2\u202F500\u00A0FCFA");
    expect(text).not.toContain("2\u202F000\u00A0FCFA");
  });

  test("labels exist in both languages", () => {
    expect(Object.keys(enLabels.contact)).toEqual(Object.keys(frLabels.contact));
  });
});
