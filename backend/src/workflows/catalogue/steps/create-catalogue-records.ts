import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CATALOGUE_MODULE } from "../../../modules/catalogue"
import type CatalogueModuleService from "../../../modules/catalogue/service"

type BrandInput = { handle: string; name: string; description: string }
type ProductDetailInput = { details: string; how_to_use: string; sold_count: number }
type TutorialInput = {
  handle: string
  title: string
  description: string
  video_url: string
  thumbnail_url: string
  duration_seconds: number
  rank: number
}

export const createBrandsStep = createStep(
  "create-brands",
  async (input: BrandInput[], { container }) => {
    const catalogue = container.resolve<CatalogueModuleService>(CATALOGUE_MODULE)
    const brands = await catalogue.createBrands(input)
    return new StepResponse(brands, brands.map((brand) => brand.id))
  },
  async (ids, { container }) => {
    if (!ids?.length) return
    await container.resolve<CatalogueModuleService>(CATALOGUE_MODULE).deleteBrands(ids)
  }
)

export const createProductDetailsStep = createStep(
  "create-product-details",
  async (input: ProductDetailInput[], { container }) => {
    const catalogue = container.resolve<CatalogueModuleService>(CATALOGUE_MODULE)
    const details = await catalogue.createProductDetails(input)
    return new StepResponse(details, details.map((detail) => detail.id))
  },
  async (ids, { container }) => {
    if (!ids?.length) return
    await container.resolve<CatalogueModuleService>(CATALOGUE_MODULE).deleteProductDetails(ids)
  }
)

export const createTutorialsStep = createStep(
  "create-tutorials",
  async (input: TutorialInput[], { container }) => {
    const catalogue = container.resolve<CatalogueModuleService>(CATALOGUE_MODULE)
    const videos = await catalogue.createTutorials(input)
    return new StepResponse(videos, videos.map((video) => video.id))
  },
  async (ids, { container }) => {
    if (!ids?.length) return
    await container.resolve<CatalogueModuleService>(CATALOGUE_MODULE).deleteTutorials(ids)
  }
)
