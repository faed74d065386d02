import type { MetaDescriptor } from "react-router";
import { productDetailsPath } from "~/components/product/product-path";
import type { Language } from "~/lib/i18n/languages";
import type { ProductDetails } from "~/lib/medusa/catalogue-product.server";
import { pageTitle } from "~/lib/title";

/** Search engines show about this many characters of a description. */
export const META_DESCRIPTION_MAX_LENGTH = 160;

const OG_LOCALES: Record<Language, string> = { fr: "fr_FR", en: "en_US" };

/** One line of at most `maxLength` characters, cut between words with an ellipsis. */
export function metaDescription(text: string | null | undefined, maxLength = META_DESCRIPTION_MAX_LENGTH): string {
  const line = (text ?? "").replace(/\s+/g, " ").trim();
  if (line.length <= maxLength) return line;
  const cut = line.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(" ");
  const words = lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,;:.–—-]+$/, "")}…`;
}

/** The page's one address: the shop's public URL and the path, never a query string. */
export function canonicalProductUrl(publicStorefrontUrl: string, handle: string): string {
  return `${publicStorefrontUrl.replace(/\/+$/, "")}${productDetailsPath(handle)}`;
}

/** schema.org `Product` for search engines (https://schema.org/Product). */
export function productJsonLd(product: ProductDetails, url: string) {
  const { price, rating } = product;
  const onSale = price !== null && price.originalAmount !== null;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    ...(product.image ? { image: [product.image.src800] } : {}),
    description: metaDescription(product.description) || undefined,
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand.name } } : {}),
    ...(product.category ? { category: product.category.name } : {}),
    ...(price
      ? {
          offers: {
            "@type": "Offer",
            url,
            price: price.amount,
            priceCurrency: price.currencyCode.toUpperCase(),
            availability:
              product.stock.status === "out_of_stock" ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
            ...(onSale && price.saleEndsAt ? { priceValidUntil: price.saleEndsAt.slice(0, 10) } : {}),
          },
        }
      : {}),
    ...(rating && rating.count > 0
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: rating.average, reviewCount: rating.count } }
      : {}),
  };
}

export interface ProductMetaInput {
  product: ProductDetails;
  canonicalUrl: string;
  shopName: string;
  language: Language;
}

/** Title, description, Open Graph, canonical link and structured data of a product page. */
export function productMeta({ product, canonicalUrl, shopName, language }: ProductMetaInput): MetaDescriptor[] {
  const description = metaDescription(product.description);
  const descriptors: MetaDescriptor[] = [
    { title: pageTitle(shopName, product.title) },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonicalUrl },
    { property: "og:type", content: "product" },
    { property: "og:site_name", content: shopName },
    { property: "og:locale", content: OG_LOCALES[language] },
    { property: "og:title", content: product.title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonicalUrl },
  ];
  if (product.image) {
    descriptors.push(
      { property: "og:image", content: product.image.src800 },
      { property: "og:image:width", content: "800" },
      { property: "og:image:height", content: "800" },
      { property: "og:image:alt", content: product.title },
    );
  }
  if (product.price) {
    descriptors.push(
      { property: "product:price:amount", content: String(product.price.amount) },
      { property: "product:price:currency", content: product.price.currencyCode.toUpperCase() },
    );
  }
  descriptors.push({ "script:ld+json": productJsonLd(product, canonicalUrl) });
  return descriptors;
}
