import { useTranslation } from "react-i18next";
import { AddToBagForm } from "~/components/cart/add-to-bag-form";
import { AddToFavouritesButton } from "~/components/favourites/add-to-favourites";
import type { ProductDetails } from "~/lib/medusa/catalogue-product.server";

/**
 * "Add to bag" (a quantity within the stock) and "Add to favourites". A product without a price
 * or out of stock cannot be added: the button is absent and the page says why. Any product can
 * be a favourite (to buy once it is back).
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
      <AddToFavouritesButton productId={product.id} />
    </div>
  );
}
