import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cartProblemMessage } from "~/lib/cart/cart-problem";
import type { CartFetcher } from "./cart-form";

/**
 * What came of the fetcher's last cart change, beside its form: "added" with a link to the bag,
 * or why it was refused. Nothing while it runs: the badge already shows the change.
 */
export function CartOutcome({ fetcher, className = "" }: { fetcher: CartFetcher; className?: string }) {
  const { t } = useTranslation(["cart", "common"]);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <div aria-live="polite" className={className}>
      {result?.ok === true && result.added ? (
        <p className="text-sm text-emerald-800">
          {t("cart:add.added", { count: result.added.quantity, title: result.added.title })}{" "}
          <Link to="/cart" className="font-semibold underline">
            {t("common:cartLink.viewCart")}
          </Link>
        </p>
      ) : null}
      {result?.ok === false ? (
        <p className="text-sm font-medium text-amber-900">
          {t(`cart:${cartProblemMessage(result.problem).key}`, cartProblemMessage(result.problem).values)}
        </p>
      ) : null}
    </div>
  );
}
