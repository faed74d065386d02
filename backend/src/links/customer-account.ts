import { defineLink } from "@medusajs/framework/utils"
import CustomerModule from "@medusajs/medusa/customer"
import AccountModule from "../modules/account"

/** `customer.customer_account` in Query; the account holds `customer_id`, so no link table. */
export default defineLink(
  { linkable: CustomerModule.linkable.customer, field: "id" },
  { ...AccountModule.linkable.customerAccount.id, primaryKey: "customer_id" },
  { readOnly: true }
)
