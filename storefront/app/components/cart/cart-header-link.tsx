import { useTranslation } from "react-i18next";
import { Link, useRouteLoaderData } from "react-router";
import type { CartFlash } from "~/lib/cart/cart-flash.server";
import { cartProblemMessage } from "~/lib/cart/cart-problem";
import { useOptimisticCartCount } from "./cart-form";

/**
 * The header's link to the bag; its badge counts units, ahead of the server while adding. The
 * count is known on the client only (docs/decisions/040): the badge sits over the icon, so its
 * coming takes no room and moves nothing.
 */
export function CartHeaderLink() {
  const { t } = useTranslation("common");
  const count = useOptimisticCartCount();
  return (
    <Link
      to="/cart"
      aria-label={count === null ? t("cartLink.label") : t("cartLink.count", { count })}
      className="relative inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium text-ink-700 hover:text-accent-800"
    >
      <span className="relative">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M6 7h12l-1 13H7L6 7Z" strokeLinejoin="round" />
          <path d="M9 7a3 3 0 0 1 6 0" strokeLinecap="round" />
        </svg>
        {count ? (
          <span
            aria-hidden="true"
            data-testid="cart-count"
            className="absolute -top-2 -right-2.5 min-w-4 rounded-full bg-accent-700 px-1 text-center text-[0.625rem] leading-4 font-semibold text-white"
          >
            {count}
          </span>
        ) : null}
      </span>
      <span>{t("cartLink.label")}</span>
    </Link>
  );
}

/** What came of a cart form posted without JavaScript (the flash cookie), under the header. */
export function CartFlashNotice() {
  const root = useRouteLoaderData<{ cartFlash?: CartFlash | null }>("root");
  const flash = root?.cartFlash;
  if (!flash) return null;
  return <FlashText flash={flash} />;
}

function FlashText({ flash }: { flash: CartFlash }) {
  const { t } = useTranslation(["cart", "common"]);
  if (flash.kind === "added") {
    return (
      <p role="status" className="order-last w-full rounded-xl bg-emerald-50 px-4 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
        {t("cart:add.added", { count: flash.quantity, title: flash.title })}{" "}
        <Link to="/cart" className="font-semibold underline">
          {t("common:cartLink.viewCart")}
        </Link>
      </p>
    );
  }
  const message = cartProblemMessage(flash.problem);
  return (
    <p role="alert" className="order-last w-full rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
      {t(`cart:${message.key}`, message.values)}
    </p>
  );
}
