/**
 * How the catalogue's shop concepts sit in Medusa (docs/decisions/003-catalogue-model.md). The seed
 * creates them with these values.
 */

/** A pack is a product of this type whose variant is an inventory kit. */
export const PACK_TYPE_VALUE = "pack"

/** Skin types are product tags `skin-type:<value>`; the storefront translates the labels. */
export const SKIN_TYPE_TAG_PREFIX = "skin-type:"

export const skinTypeTag = (value: string) => `${SKIN_TYPE_TAG_PREFIX}${value}`

export function skinTypesOf(tags: readonly { value: string }[] | null | undefined): string[] {
  return (tags ?? [])
    .map((tag) => tag.value)
    .filter((value) => value.startsWith(SKIN_TYPE_TAG_PREFIX))
    .map((value) => value.slice(SKIN_TYPE_TAG_PREFIX.length))
    .sort()
}
