import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { usePendingCartChanges } from "~/components/cart/cart-form";
import { CartLineItem } from "~/components/cart/cart-line-item";
import { CartSummary } from "~/components/cart/cart-summary";
import { applyPendingChanges, countUnits, sumTotals } from "~/lib/cart/optimistic-cart";
import { getInstance } from "~/lib/i18n/i18next.server";
import type { I18nHandle } from "~/lib/i18n/route-namespaces";
import { getCartForPage } from "~/lib/medusa/cart.server";
import { pageTitle, shopNameFrom } from "~/lib/title";
import type { Route } from "./+types/cart";

export const handle: I18nHandle = { i18n: ["cart"] };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(shopNameFrom(matches), loaderData?.title) },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = getInstance(context).getFixedT(null, "cart");
  const { cart, setCookie } = await getCartForPage(request, context);
  return data({ title: t("title"), cart }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("cart");
  const { cart } = loaderData;
  // Quantities and removals show at once; the server's answer then replaces them.
  const pending = usePendingCartChanges();
  const lines = applyPendingChanges(cart?.items ?? [], pending);
  const totalPrice = pending.length > 0 || !cart ? sumTotals(lines) : cart.totalPrice;

  return (
    <section aria-labelledby="cart-heading" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 id="cart-heading" className="font-display text-3xl text-ink-900 sm:text-4xl">
        {t("heading")}
      </h1>
      {lines.length === 0 ? (
        <div className="mt-8 rounded-2xl bg-white p-8 text-center ring-1 ring-sand-200">
          <p className="text-ink-700">{t("empty.text")}</p>
          <Link to="/shop" className="button-primary mt-6">
            {t("empty.browse")}
          </Link>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
          <ul aria-label={t("line.listLabel")} className="border-t border-sand-200">
            {lines.map((line) => (
              <CartLineItem key={line.id} line={line} />
            ))}
          </ul>
          <div>
            <CartSummary totalItems={countUnits(lines)} totalPrice={totalPrice} />
          </div>
        </div>
      )}
    </section>
  );
}
