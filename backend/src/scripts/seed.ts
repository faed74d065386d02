import type { ExecArgs } from "@medusajs/framework/types"
import { seedCatalogue } from "./seed/index"

export default async function seed({ container }: ExecArgs) {
  await seedCatalogue(container)
}
