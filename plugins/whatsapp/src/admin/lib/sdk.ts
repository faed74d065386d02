import Medusa from "@medusajs/js-sdk"

// Read only if the bundler defined it: a plugin built on its own leaves the name as it is.
const backendUrl = typeof __BACKEND_URL__ === "undefined" ? "/" : __BACKEND_URL__ || "/"

/**
 * The plugin's admin client, as Medusa's admin customization docs set it up for a plugin: the
 * staff member's session cookie, on the backend URL the app's admin bundler defines.
 */
export const sdk = new Medusa({ baseUrl: backendUrl, auth: { type: "session" } })
