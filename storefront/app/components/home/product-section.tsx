import type { ReactNode } from "react";
import { ProductGrid, type CardProduct } from "~/components/product/product-card";

interface ProductSectionProps {
  /** Prefix of the heading's id; the section is a landmark named by its heading. */
  id: string;
  heading: string;
  /** A line under the heading (the deal's end, an intro). */
  subheading?: ReactNode;
  /** A link at the heading's right, e.g. "See all products". */
  action?: ReactNode;
  products: CardProduct[];
  eagerCount?: number;
}

/** A titled grid of product cards on the home page. */
export function ProductSection({ id, heading, subheading, action, products, eagerCount = 0 }: ProductSectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={`${id}-heading`} className="font-display text-3xl text-ink-900">
            {heading}
          </h2>
          {subheading ? <p className="mt-2 text-ink-700">{subheading}</p> : null}
        </div>
        {action}
      </div>
      <ProductGrid products={products} wideColumns={4} eagerCount={eagerCount} />
    </section>
  );
}
