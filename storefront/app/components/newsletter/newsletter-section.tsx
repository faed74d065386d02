import { useTranslation } from "react-i18next";
import { NewsletterForm } from "./newsletter-form";

/** The home page's newsletter block (spec §2: "newsletter subscription"). */
export function NewsletterSection() {
  const { t } = useTranslation("newsletter");
  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-xl rounded-2xl border border-sand-200 bg-sand-50 p-8">
        <h2 id="newsletter-heading" className="font-display text-3xl text-ink-900">
          {t("heading")}
        </h2>
        <p className="mt-2 mb-6 text-ink-700">{t("intro")}</p>
        <NewsletterForm place="home" />
      </div>
    </section>
  );
}
