/** The title of the publishable API key the storefront uses; the seed creates it. */
export const STOREFRONT_KEY_TITLE = "DreamShade storefront"
