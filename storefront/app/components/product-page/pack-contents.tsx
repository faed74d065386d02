import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDataLight } from "~/lib/data-light/data-light";
import type { PackComponent } from "~/lib/medusa/catalogue-product.server";
import { productDetailsPath } from "~/components/product/product-path";

/** What a pack holds, each product linking to its own page. */
export function PackContents({ components }: { components: PackComponent[] }) {
  const { t } = useTranslation("product");
  // Data-light mode: the section is below the fold, its pictures are not loaded.
  const dataLight = useDataLight().on;
  return (
    <section aria-labelledby="pack-heading" className="rounded-3xl border border-sand-200 bg-white/60 p-5 sm:p-6">
      <h2 id="pack-heading" className="font-display text-2xl text-ink-900">
        {t("pack.heading")}
      </h2>
      <ul className="mt-4 divide-y divide-sand-200">
        {components.map((component) => (
          <li key={component.handle ?? component.title} className="flex items-center gap-4 py-3">
            <div className="h-16 w-16 shrink-0 overflow-hidden rounded-xl bg-sand-100">
              {component.thumbnail && !dataLight ? (
                <img
                  src={component.thumbnail}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover"
                />
              ) : null}
            </div>
            <div className="min-w-0 flex-1">
              {component.handle ? (
                <Link
                  to={productDetailsPath(component.handle)}
                  className="font-medium text-ink-900 underline-offset-4 hover:text-accent-800 hover:underline"
                >
                  {component.title}
                </Link>
              ) : (
                <span className="font-medium text-ink-900">{component.title}</span>
              )}
              <p className="text-sm text-ink-500">{t("pack.quantity", { count: component.quantity })}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
