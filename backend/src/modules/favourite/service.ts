import { MedusaService } from "@medusajs/framework/utils"
import Favourite from "./models/favourite"

export type FavouriteRecord = { id: string; customer_id: string; product_id: string; created_at: Date }

class FavouriteModuleService extends MedusaService({ Favourite }) {
  /**
   * Adds the product to the customer's favourites; null when it is already there. The unique
   * index decides, so two adds racing each other make one row and one null.
   */
  async addFavourite(customerId: string, productId: string): Promise<FavouriteRecord | null> {
    try {
      return (await this.createFavourites({ customer_id: customerId, product_id: productId })) as FavouriteRecord
    } catch (error) {
      // Medusa maps the unique violation to a generic "already exists" error: rather than read its
      // wording, look for the row that won. Any other failure finds none and is thrown.
      const [existing] = await this.listFavourites({ customer_id: customerId, product_id: productId }, { take: 1 })
      if (existing) return null
      throw error
    }
  }
}

export default FavouriteModuleService
