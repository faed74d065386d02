import type { MedusaContainer } from "@medusajs/framework/types"
import {
  createCollectionsWorkflow,
  createProductCategoriesWorkflow,
  createProductTagsWorkflow,
  createProductTypesWorkflow,
} from "@medusajs/medusa/core-flows"
import { PACK_TYPE_VALUE, skinTypeTag } from "../../lib/catalogue/taxonomy"
import { createBrandsWorkflow } from "../../workflows/catalogue/workflows/create-brands"
import { findAll } from "./query"
import type { SeedData } from "./seed-data"
import { addEnglish } from "./translations"

export const COLLECTIONS = [
  { handle: "featured", title: { fr: "À la une", en: "Featured" } },
  { handle: "new-packs", title: { fr: "Nouveaux coffrets", en: "New packs" } },
] as const

export type Taxonomy = {
  categoryIds: Map<string, string>
  brandIds: Map<string, string>
  tagIds: Map<string, string>
  collectionIds: Map<string, string>
  packTypeId: string
}

type Row = { id: string }

/** Categories, brands, skin-type tags, the pack type and the home page collections. */
export async function seedTaxonomy(container: MedusaContainer, data: SeedData): Promise<Taxonomy> {
  return {
    categoryIds: await ensureCategories(container, data),
    brandIds: await ensureBrands(container, data),
    tagIds: await ensureTags(container, data),
    collectionIds: await ensureCollections(container),
    packTypeId: await ensurePackType(container),
  }
}

async function ensureCategories(container: MedusaContainer, data: SeedData) {
  const existing = await findAll<Row & { handle: string }>(container, "product_category", ["id", "handle"])
  const missing = data.categories.filter((c) => !existing.some((row) => row.handle === c.handle))
  if (missing.length) {
    const { result } = await createProductCategoriesWorkflow(container).run({
      input: {
        product_categories: missing.map((category) => ({
          handle: category.handle,
          name: category.name.fr,
          description: category.description.fr,
          is_active: true,
        })),
      },
    })
    existing.push(...result)
    await addEnglish(
      container,
      result.map((row, index) => ({
        reference: "product_category",
        reference_id: row.id,
        fields: { name: missing[index].name.en, description: missing[index].description.en },
      }))
    )
  }
  return new Map(existing.map((row) => [row.handle, row.id]))
}

async function ensureBrands(container: MedusaContainer, data: SeedData) {
  const existing = await findAll<Row & { handle: string }>(container, "brand", ["id", "handle"])
  const missing = data.brands.filter((b) => !existing.some((row) => row.handle === b.handle))
  if (missing.length) {
    const { result } = await createBrandsWorkflow(container).run({
      input: {
        brands: missing.map((b) => ({ handle: b.handle, name: b.name, description: b.description.fr })),
      },
    })
    existing.push(...result)
    await addEnglish(
      container,
      result.map((row, index) => ({
        reference: "brand",
        reference_id: row.id,
        fields: { description: missing[index].description.en },
      }))
    )
  }
  return new Map(existing.map((row) => [row.handle, row.id]))
}

async function ensureTags(container: MedusaContainer, data: SeedData) {
  const existing = await findAll<Row & { value: string }>(container, "product_tag", ["id", "value"])
  const missing = data.skinTypes
    .map((skinType) => skinTypeTag(skinType.value))
    .filter((value) => !existing.some((row) => row.value === value))
  if (missing.length) {
    const { result } = await createProductTagsWorkflow(container).run({
      input: { product_tags: missing.map((value) => ({ value })) },
    })
    existing.push(...result)
  }
  return new Map(existing.map((row) => [row.value, row.id]))
}

async function ensureCollections(container: MedusaContainer) {
  const existing = await findAll<Row & { handle: string }>(container, "product_collection", ["id", "handle"])
  const missing = COLLECTIONS.filter((c) => !existing.some((row) => row.handle === c.handle))
  if (missing.length) {
    const { result } = await createCollectionsWorkflow(container).run({
      input: { collections: missing.map((c) => ({ handle: c.handle, title: c.title.fr })) },
    })
    existing.push(...result)
    await addEnglish(
      container,
      result.map((row, index) => ({
        reference: "product_collection",
        reference_id: row.id,
        fields: { title: missing[index].title.en },
      }))
    )
  }
  return new Map(existing.map((row) => [row.handle, row.id]))
}

async function ensurePackType(container: MedusaContainer) {
  const existing = await findAll<Row>(container, "product_type", ["id"], { value: PACK_TYPE_VALUE })
  if (existing[0]) return existing[0].id
  const { result } = await createProductTypesWorkflow(container).run({
    input: { product_types: [{ value: PACK_TYPE_VALUE }] },
  })
  return result[0].id
}
