import { useTranslation } from "react-i18next";
import { useDataLight } from "~/lib/data-light/data-light";
import { galleryImageSource } from "~/lib/data-light/image-rules";
import type { ProductDetails } from "~/lib/medusa/catalogue-product.server";

/** Full width on phones, half of the 1152px page beside the text on wide screens. */
const MAIN_IMAGE_SIZES = "(min-width: 1024px) 560px, 100vw";

/** The main picture, loaded at once (it is the page's largest paint), then any others. */
export function ProductGallery({ product }: { product: ProductDetails }) {
  const { t } = useTranslation("product");
  const dataLight = useDataLight().on;
  const image = product.image ? galleryImageSource(product.image, { dataLight }) : null;
  const { moreImages } = product;
  return (
    <section aria-label={t("gallery.label")}>
      <div className="aspect-square overflow-hidden rounded-3xl bg-sand-100">
        {image ? (
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? MAIN_IMAGE_SIZES : undefined}
            width={image.width}
            height={image.width}
            alt={product.title}
            loading="eager"
            fetchPriority="high"
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      {moreImages.length > 0 && dataLight ? (
        // Data-light mode: the other pictures are links the shopper may open, not downloads.
        <ul aria-label={t("gallery.more")} className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {moreImages.map((src, index) => (
            <li key={src}>
              <a href={src} className="text-accent-800 underline hover:text-accent-700">
                {t("gallery.photoLink", { number: index + 2 })}
              </a>
            </li>
          ))}
        </ul>
      ) : moreImages.length > 0 ? (
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
