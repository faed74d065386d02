import { useTranslation } from "react-i18next";
import type { ProductStock } from "~/lib/medusa/catalogue-product.server";
import { stockLabel, type StockTone } from "./stock-label";

const TONES: Record<StockTone, string> = {
  available: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  low: "bg-amber-50 text-amber-900 ring-amber-200",
  unavailable: "bg-sand-100 text-ink-700 ring-sand-300",
};

const DOTS: Record<StockTone, string> = {
  available: "bg-emerald-600",
  low: "bg-amber-500",
  unavailable: "bg-ink-300",
};

/** "In stock", "Only N left" or "Out of stock". */
export function StockBadge({ stock }: { stock: ProductStock }) {
  const { t } = useTranslation("product");
  const label = stockLabel(stock);
  return (
    <p
      className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium ring-1 ${TONES[label.tone]}`}
    >
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${DOTS[label.tone]}`} />
      {label.count === undefined ? t(label.key) : t(label.key, { count: label.count })}
    </p>
  );
}
