import Medusa from "@medusajs/js-sdk"

// Read only if the bundler defined it: a plugin built on its own leaves the name as it is.
const backendUrl = typeof __BACKEND_URL__ === "undefined" ? "/" : __BACKEND_URL__ || "/"

/**
 * The admin extensions' client, as Medusa's admin customization docs set it up: the staff
 * member's session cookie, on the origin the dashboard is served from (`admin.backendUrl`).
 */
export const sdk = new Medusa({ baseUrl: backendUrl, auth: { type: "session" } })
