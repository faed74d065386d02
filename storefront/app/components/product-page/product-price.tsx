import { useTranslation } from "react-i18next";
import { toLanguage } from "~/lib/i18n/languages";
import type { ProductDetails } from "~/lib/medusa/catalogue-product.server";
import { formatXaf } from "@dreamshade/contracts";
import { formatShopDateTime } from "~/components/pages/shop-date";

/** The price; during a sale, the sale price, the regular price crossed out and when the offer ends. */
export function ProductPrice({ price }: { price: ProductDetails["price"] }) {
  const { t, i18n } = useTranslation("product");
  const language = toLanguage(i18n.language);
  if (!price) return <p className="text-ink-500">{t("price.unavailable")}</p>;
  if (price.originalAmount === null) {
    return (
      <p className="text-2xl font-semibold text-ink-900">
        <span className="sr-only">{t("price.current")}</span> {formatXaf(price.amount, language)}
      </p>
    );
  }
  const percent = Math.round((1 - price.amount / price.originalAmount) * 100);
  const endsOn = price.saleEndsAt ? formatShopDateTime(price.saleEndsAt, language) : null;
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="sr-only">{t("price.sale")}</span>{" "}
        <span className="text-2xl font-semibold text-accent-800">{formatXaf(price.amount, language)}</span>
        <span className="sr-only">{t("price.regular")}</span>{" "}
        <s className="text-lg text-ink-500">{formatXaf(price.originalAmount, language)}</s>
        <span className="rounded-full bg-accent-700 px-2.5 py-0.5 text-xs font-semibold text-white">
          {t("price.discount", { percent })}
        </span>
      </p>
      {endsOn ? <p className="mt-1 text-sm text-accent-800">{t("price.endsOn", { date: endsOn })}</p> : null}
    </div>
  );
}
