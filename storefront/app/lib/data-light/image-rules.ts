/**
 * Which file a picture loads, by mode (docs/decisions/035). Product pictures come in two
 * variants, 400 and 800 px wide (tools/seed-images, the backend's uploads).
 */

export interface ImageVariants {
  src400: string;
  src800: string;
}

/** What an `<img>` gets: one file, or a choice the browser makes from its width and density. */
export interface ImageSource {
  src: string;
  srcSet?: string;
  width: number;
}

/**
 * A product card's picture. Normally the browser picks 400 or 800 px. In data-light mode a card
 * shown at once (above the fold) gets the 400 px file alone (a 2× phone would otherwise take the
 * 800), and a card further down gets none: the shopper did not ask to see it yet.
 */
export function cardImageSource(image: ImageVariants, { dataLight, eager }: { dataLight: boolean; eager: boolean }): ImageSource | null {
  if (!dataLight) return { src: image.src400, srcSet: `${image.src400} 400w, ${image.src800} 800w`, width: 400 };
  return eager ? { src: image.src400, width: 400 } : null;
}

/** The product page's main picture: 800 px (400 for narrow screens), or 400 px alone in data-light mode. */
export function galleryImageSource(image: ImageVariants, { dataLight }: { dataLight: boolean }): ImageSource {
  if (dataLight) return { src: image.src400, width: 400 };
  return { src: image.src800, srcSet: `${image.src400} 400w, ${image.src800} 800w`, width: 800 };
}
