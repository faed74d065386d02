import { useTranslation } from "react-i18next";
import type { ProductDetails } from "~/lib/medusa/catalogue-product.server";

/** Full width on phones, half of the 1152px page beside the text on wide screens. */
const MAIN_IMAGE_SIZES = "(min-width: 1024px) 560px, 100vw";

/** The main picture, loaded at once (it is the page's largest paint), then any others. */
export function ProductGallery({ product }: { product: ProductDetails }) {
  const { t } = useTranslation("product");
  const { image, moreImages } = product;
  return (
    <section aria-label={t("gallery.label")}>
      <div className="aspect-square overflow-hidden rounded-3xl bg-sand-100">
        {image ? (
          <img
            src={image.src800}
            srcSet={`${image.src400} 400w, ${image.src800} 800w`}
            sizes={MAIN_IMAGE_SIZES}
            width={800}
            height={800}
            alt={product.title}
            loading="eager"
            fetchPriority="high"
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      {moreImages.length > 0 ? (
        <ul aria-label={t("gallery.more")} className="mt-3 grid grid-cols-4 gap-3">
          {moreImages.map((src) => (
            <li key={src} className="aspect-square overflow-hidden rounded-xl bg-sand-100">
              <img src={src} alt="" width={200} height={200} loading="lazy" decoding="async" className="h-full w-full object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
