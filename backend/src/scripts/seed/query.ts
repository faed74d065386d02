import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** Reads rows of any entity through Medusa's Query; the seed uses it to skip what already exists. */
export async function findAll<T = Record<string, any>>(
  container: MedusaContainer,
  entity: string,
  fields: string[],
  filters: Record<string, unknown> = {}
): Promise<T[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity, fields, filters })
  return data as T[]
}

export async function findOne<T = Record<string, any>>(
  container: MedusaContainer,
  entity: string,
  fields: string[],
  filters: Record<string, unknown>
): Promise<T | undefined> {
  return (await findAll<T>(container, entity, fields, filters))[0]
}
