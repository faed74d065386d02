import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import TypedPostgresSearchService from "./service"

/** A Search Module provider: `@medusajs/medusa/search` providers list, id "typed". */
export default ModuleProvider(Modules.SEARCH, { services: [TypedPostgresSearchService] })
