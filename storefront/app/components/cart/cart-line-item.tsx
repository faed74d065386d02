import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { productDetailsPath } from "~/components/product/product-path";
import type { CartLine } from "~/lib/cart/cart-model";
import { MAX_LINE_QUANTITY } from "~/lib/cart/cart-problem";
import { toLanguage } from "~/lib/i18n/languages";
import { formatXaf } from "@dreamshade/contracts";
import { CartForm, useCartFetcher } from "./cart-form";
import { CartOutcome } from "./cart-outcome";

/** One line of the bag: picture, name, prices, quantity stepper, line total, remove. */
export function CartLineItem({ line }: { line: CartLine }) {
  const { t, i18n } = useTranslation("cart");
  const language = toLanguage(i18n.language);
  const quantityFetcher = useCartFetcher();
  const removeFetcher = useCartFetcher();
  const name = line.handle ? (
    <Link to={productDetailsPath(line.handle)} className="hover:text-accent-800 hover:underline">
      {line.title}
    </Link>
  ) : (
    line.title
  );

  return (
    <li className="flex gap-4 border-b border-sand-200 py-5" aria-label={line.title}>
      <div className="h-24 w-24 shrink-0 overflow-hidden rounded-xl bg-sand-100">
        {line.thumbnail ? (
          <img src={line.thumbnail} alt="" width={96} height={96} loading="lazy" decoding="async" className="h-full w-full object-cover" />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 className="font-display text-lg leading-snug text-ink-900">{name}</h2>
          {line.variantTitle ? <p className="text-sm text-ink-500">{t("line.size", { size: line.variantTitle })}</p> : null}
          {line.regularUnitPrice ? (
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="sr-only">{t("line.salePrice")}</span>{" "}
              <span className="font-semibold text-accent-800">{formatXaf(line.unitPrice, language)}</span>
              <span className="sr-only">{t("line.regularPrice")}</span>{" "}
              <s className="text-ink-500">{formatXaf(line.regularUnitPrice, language)}</s>
            </p>
          ) : (
            <p className="text-sm text-ink-700">
              <span className="sr-only">{t("line.unitPrice")}</span> {formatXaf(line.unitPrice, language)}
            </p>
          )}
          <CartOutcome fetcher={quantityFetcher} />
          <CartOutcome fetcher={removeFetcher} />
        </div>
        <div className="flex items-center gap-4 sm:flex-col sm:items-end">
          <CartForm fetcher={quantityFetcher} className="flex items-center gap-1">
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="lineId" value={line.id} />
            <StepButton label={t("line.decrease", { title: line.title })} quantity={line.quantity - 1} disabled={line.quantity <= 1}>
              −
            </StepButton>
            <span className="sr-only">{t("line.quantity")}</span>
            <output aria-live="polite" className="w-10 text-center text-sm font-semibold" data-testid="line-quantity">
              {line.quantity}
            </output>
            <StepButton
              label={t("line.increase", { title: line.title })}
              quantity={line.quantity + 1}
              disabled={line.quantity >= MAX_LINE_QUANTITY}
            >
              +
            </StepButton>
          </CartForm>
          <p className="text-sm font-semibold text-ink-900">
            <span className="sr-only">{t("line.lineTotal")}</span> {formatXaf(line.total, language)}
          </p>
          <CartForm fetcher={removeFetcher}>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="lineId" value={line.id} />
            <button
              type="submit"
              aria-label={t("line.removeLabel", { title: line.title })}
              className="text-sm text-ink-500 underline hover:text-accent-800"
            >
              {t("line.remove")}
            </button>
          </CartForm>
        </div>
      </div>
    </li>
  );
}

interface StepButtonProps {
  label: string;
  quantity: number;
  disabled: boolean;
  children: string;
}

/** A submit button that asks for one quantity: the stepper works without JavaScript. */
function StepButton({ label, quantity, disabled, children }: StepButtonProps) {
  return (
    <button
      type="submit"
      name="quantity"
      value={quantity}
      aria-label={label}
      disabled={disabled}
      className="h-9 w-9 rounded-full border border-sand-300 text-lg leading-none text-ink-900 hover:border-accent-700 disabled:cursor-not-allowed disabled:opacity-40"
    >
      {children}
    </button>
  );
}
