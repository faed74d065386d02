import { useTranslation } from "react-i18next";
import { AddToBagForm } from "~/components/cart/add-to-bag-form";
import type { ProductDetails } from "~/lib/medusa/catalogue-product.server";

/**
 * "Add to bag" (a quantity within the stock) and "Add to favourites". A product without a price
 * or out of stock cannot be added: the button is absent and the page says why. Favourites come
 * with their own issue: until then that button is disabled and says so.
 */
export function PurchaseActions({ product }: { product: Pick<ProductDetails, "id" | "price" | "stock"> }) {
  const { t } = useTranslation(["product", "cart"]);
  const purchasable = product.price !== null && product.stock.status !== "out_of_stock";
  return (
    <div className="flex flex-col gap-3">
      {purchasable ? (
        <AddToBagForm
          productId={product.id}
          maxQuantity={product.stock.status === "low" ? product.stock.quantity : undefined}
        />
      ) : (
        <p className="text-sm text-ink-500">
          {t(product.price === null ? "cart:add.unavailable" : "cart:problems.outOfStock")}
        </p>
      )}
      <div>
        <button
          type="button"
          disabled
          aria-describedby="favourites-coming-soon"
          className="inline-flex items-center justify-center rounded-full border border-sand-300 px-6 py-3 text-sm font-semibold text-ink-900 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {t("product:actions.addToFavourites")}
        </button>
        <p id="favourites-coming-soon" className="mt-2 text-sm text-ink-500">
          {t("product:actions.comingSoon")}
        </p>
      </div>
    </div>
  );
}
