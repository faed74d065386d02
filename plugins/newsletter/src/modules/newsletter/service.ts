import { MedusaService } from "@medusajs/framework/utils"
import { readNewsletterOptions, type NewsletterOptions } from "../../lib/options"
import NewsletterSubscriber from "./models/newsletter-subscriber"

/** The newsletter list. The plugin's options (links, secret, limits) reach the routes through it. */
class NewsletterModuleService extends MedusaService({ NewsletterSubscriber }) {
  readonly options: NewsletterOptions

  constructor(_container: Record<string, unknown>, options: Record<string, unknown> = {}) {
    // biome-ignore lint/complexity/noArguments: MedusaService needs every constructor argument.
    super(...arguments)
    this.options = readNewsletterOptions(options)
  }
}

export default NewsletterModuleService
