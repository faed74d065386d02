import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toLanguage } from "~/lib/i18n/languages";
import { formatXaf } from "@dreamshade/contracts";
import { useShopFacts } from "~/lib/use-shop-facts";

/** The home page's header (the spec's "header component"): the shop's promise and its terms. */
export function HomeHero() {
  const { t, i18n } = useTranslation("home");
  const language = toLanguage(i18n.language);
  const delivery = useShopFacts()?.delivery;
  const promises = [
    ...(delivery
      ? [t("hero.promises.delivery", { price: formatXaf(delivery.douala, language) }), t("hero.promises.delay", { days: delivery.working_days })]
      : []),
    t("hero.promises.pickup"),
    t("hero.promises.payment"),
  ];

  return (
    <section className="relative overflow-hidden border-b border-sand-200 bg-gradient-to-br from-accent-50 via-cream to-sand-100">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 h-96 w-96 rounded-full bg-accent-100/70 blur-3xl"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28">
        <p className="text-xs font-semibold tracking-[0.24em] text-accent-700 uppercase">{t("hero.eyebrow")}</p>
        <h1 className="mt-4 max-w-2xl font-display text-4xl leading-tight text-ink-900 sm:text-6xl">
          {t("hero.heading")}
        </h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-700">{t("hero.text")}</p>
        <Link to="/shop" className="button-primary mt-8">
          {t("hero.cta")}
          <span aria-hidden="true">→</span>
        </Link>
        <ul
          aria-label={t("hero.promises.label")}
          className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-ink-700"
        >
          {promises.map((promise) => (
            <li key={promise} className="flex items-center gap-2">
              <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-accent-700" />
              {promise}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
