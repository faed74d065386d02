import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

type Knex = (table: string) => {
  select(column: string): {
    whereRaw(sql: string, bindings: string[]): { whereNull(column: string): { orderBy(column: string, order: string): { first(): Promise<{ id: string } | undefined> } } }
  }
}

/**
 * The payment session whose transaction carries our `reference` (a gateway that names the payment
 * by it, such as Notch Pay's webhooks). Medusa's filters do not reach into `data`, so PostgreSQL's
 * JSON operator does.
 */
export async function sessionIdOfReference(container: MedusaContainer, reference: string): Promise<string | null> {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as Knex
  const row = await knex("payment_session").select("id").whereRaw("data->>'reference' = ?", [reference]).whereNull("deleted_at").orderBy("created_at", "desc").first()
  return row?.id ?? null
}
