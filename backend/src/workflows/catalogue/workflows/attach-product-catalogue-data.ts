import { Modules } from "@medusajs/framework/utils"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createRemoteLinkStep } from "@medusajs/medusa/core-flows"
import { CATALOGUE_MODULE } from "../../../modules/catalogue"
import { createProductDetailsStep } from "../steps/create-catalogue-records"

export type AttachProductCatalogueDataInput = {
  products: {
    product_id: string
    brand_id: string
    detail: { details: string; how_to_use: string; sold_count: number }
  }[]
}

/** Gives products their brand and their page texts, linked in one transaction. */
export const attachProductCatalogueDataWorkflow = createWorkflow(
  "attach-product-catalogue-data",
  (input: AttachProductCatalogueDataInput) => {
    const details = createProductDetailsStep(transform(input, ({ products }) => products.map((p) => p.detail)))
    const links = transform({ input, details }, ({ input, details }) =>
      input.products.flatMap((product, index) => [
        {
          [Modules.PRODUCT]: { product_id: product.product_id },
          [CATALOGUE_MODULE]: { brand_id: product.brand_id },
        },
        {
          [Modules.PRODUCT]: { product_id: product.product_id },
          [CATALOGUE_MODULE]: { product_detail_id: details[index].id },
        },
      ])
    )
    createRemoteLinkStep(links)
    return new WorkflowResponse(details)
  }
)
