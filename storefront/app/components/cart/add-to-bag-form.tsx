import { useId } from "react";
import { useTranslation } from "react-i18next";
import { MAX_LINE_QUANTITY } from "~/lib/cart/cart-problem";
import { CartForm, useCartFetcher } from "./cart-form";
import { CartOutcome } from "./cart-outcome";

interface AddToBagFormProps {
  productId: string;
  /** The most the shopper may ask for: the stock when it is low. */
  maxQuantity?: number;
}

/** The product page's "add to bag": a quantity, then the button. */
export function AddToBagForm({ productId, maxQuantity = MAX_LINE_QUANTITY }: AddToBagFormProps) {
  const { t } = useTranslation("cart");
  const fetcher = useCartFetcher();
  const quantityId = useId();
  const max = Math.min(maxQuantity, MAX_LINE_QUANTITY);
  return (
    <div>
      <CartForm fetcher={fetcher} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="productId" value={productId} />
        <div className="flex flex-col gap-1">
          <label htmlFor={quantityId} className="text-sm font-medium text-ink-700">
            {t("add.quantity")}
          </label>
          <input
            id={quantityId}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            defaultValue={1}
            required
            className="w-20 rounded-full border border-sand-300 bg-white px-4 py-2.5 text-center text-sm"
          />
        </div>
        <button type="submit" className="button-primary">
          {t("add.submit")}
        </button>
      </CartForm>
      <CartOutcome fetcher={fetcher} className="mt-2" />
    </div>
  );
}

/** A product card's compact "add to bag": one unit. */
export function AddToBagButton({ productId, title }: { productId: string; title: string }) {
  const { t } = useTranslation("cart");
  const fetcher = useCartFetcher();
  return (
    // Above the card's stretched link, so the button gets the click.
    <div className="relative z-10 mt-2">
      <CartForm fetcher={fetcher}>
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="productId" value={productId} />
        <input type="hidden" name="quantity" value="1" />
        <button
          type="submit"
          aria-label={t("add.submitFor", { title })}
          className="w-full rounded-full border border-accent-700 px-3 py-1.5 text-xs font-semibold text-accent-800 hover:bg-accent-50"
        >
          {t("add.submit")}
        </button>
      </CartForm>
      <CartOutcome fetcher={fetcher} className="mt-1 text-xs" />
    </div>
  );
}
