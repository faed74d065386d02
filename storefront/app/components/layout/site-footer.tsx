import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { DataLightSwitch } from "./data-light-switch";
import { FOOTER_SECTIONS } from "./navigation";
import { OpeningHours } from "./opening-hours";
import { useShopFacts } from "~/lib/use-shop-facts";

export function SiteFooter({ shopName }: { shopName: string }) {
  const shop = useShopFacts();
  const { t } = useTranslation("common");
  const { t: tn } = useTranslation("newsletter");
  const year = new Date().getFullYear();
  return (
    <footer className="mt-20 border-t border-sand-200 bg-sand-50 text-sm text-ink-700">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="font-display text-lg text-ink-900">
            {shopName}
          </h2>
          <p className="mt-2 leading-relaxed">{t("footer.tagline")}</p>
          <DataLightSwitch />
        </section>
        {FOOTER_SECTIONS.map((section, index) => (
          <section key={section.headingKey} aria-labelledby={`footer-links-${index}`}>
            <h2 id={`footer-links-${index}`} className="footer-heading">
              {t(section.headingKey)}
            </h2>
            <ul className="mt-3 space-y-2">
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:text-accent-800 hover:underline">
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {shop ? (
          <section aria-labelledby="footer-hours">
            <h2 id="footer-hours" className="footer-heading">
              {t("footer.hoursHeading")}
            </h2>
            <p className="mt-3 leading-relaxed">
              <OpeningHours hours={shop.hours} />
            </p>
          </section>
        ) : null}
        <section aria-labelledby="footer-payment">
          <h2 id="footer-payment" className="footer-heading">
            {t("footer.paymentHeading")}
          </h2>
          <p className="mt-3 font-medium text-ink-900">{t("footer.noCashOnDelivery")}</p>
          <p className="mt-2 leading-relaxed">{t("footer.paymentMethods")}</p>
        </section>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="footer-heading">
            {tn("heading")}
          </h2>
          <div className="mt-3">
            <NewsletterForm place="footer" />
          </div>
        </section>
      </div>
      <div className="border-t border-sand-200">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-ink-500 sm:px-6">
          {t("footer.rights", { year, shopName })}
        </p>
      </div>
    </footer>
  );
}
