import type { Language } from "~/lib/i18n/languages";
import { formatPhone, formatXaf, type ShopFacts, whatsappUrl, XAF_PER_EUR } from "@dreamshade/contracts";
import { shopPolicy, xafToEur } from "~/lib/shop-details";
import { labels as enLabels, pages as enPages } from "~/locales/en/pages";
import { labels as frLabels, pages as frPages } from "~/locales/fr/pages";
import type { ContentContext, InfoPageContent, PageLabels } from "./content";
import type { InfoPagePath } from "~/lib/info-page-paths";

const TEXTS = {
  fr: { pages: frPages, labels: frLabels },
  en: { pages: enPages, labels: enLabels },
} satisfies Record<Language, unknown>;

const NUMBER_LOCALES = { fr: "fr-FR", en: "en-GB" } as const satisfies Record<Language, string>;

/** What page texts may use, in the given language. */
export function contentContext(language: Language, shopName: string, shop: ShopFacts): ContentContext {
  const euros = new Intl.NumberFormat(NUMBER_LOCALES[language], { style: "currency", currency: "EUR" });
  const rate = new Intl.NumberFormat(NUMBER_LOCALES[language], { maximumFractionDigits: 3 });
  return {
    shopName,
    details: shop,
    policy: shopPolicy(shop),
    money: (amount) => formatXaf(amount, language),
    inEuros: (amount) => euros.format(xafToEur(amount)),
    eurRate: rate.format(XAF_PER_EUR),
    phone: formatPhone(shop.phone),
    whatsappUrl: whatsappUrl(shop.whatsapp),
  };
}

/** An informational page's text and the layout's words, in the shopper's language. */
export function getInfoPage(
  path: InfoPagePath,
  language: Language,
  shopName: string,
  shop: ShopFacts,
): { content: InfoPageContent; labels: PageLabels } {
  const texts = TEXTS[language];
  return { content: texts.pages[path](contentContext(language, shopName, shop)), labels: texts.labels };
}
