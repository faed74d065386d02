// The values and lengths the checkout forms show, apart from the schemas: drawing a form loads no Zod (decision 029).

/** `new` in an address picker means "the address typed below". */
export const NEW_ADDRESS = "new";
/** In the billing picker: "the same as the delivery address". */
export const SAME_AS_SHIPPING = "same";

export const NOTES_MAX_LENGTH = 500;
