import { model } from "@medusajs/framework/utils"

/**
 * One-time proofs already spent: activation links (their JWT id) and solved captchas (their
 * challenge nonce). The unique key makes "use once" hold across server instances.
 */
const UsedToken = model
  .define("used_token", {
    id: model.id({ prefix: "utok" }).primaryKey(),
    purpose: model.enum(["account_activation", "captcha"]),
    token_id: model.text(),
    /** After this the token is refused for its age anyway, so the row may be pruned. */
    expires_at: model.dateTime(),
  })
  .indexes([{ on: ["purpose", "token_id"], unique: true }, { on: ["expires_at"] }])

export default UsedToken
