import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { BankDepositProviderService, CashAtShopProviderService } from "./service"

/** Registered with id `offline` in medusa-config.ts: `pp_bank-deposit_offline`, `pp_cash-at-shop_offline`. */
export const OFFLINE_PAYMENT_PROVIDER_ID = "offline"
export const BANK_DEPOSIT_PROVIDER = `pp_${BankDepositProviderService.identifier}_${OFFLINE_PAYMENT_PROVIDER_ID}`
export const CASH_AT_SHOP_PROVIDER = `pp_${CashAtShopProviderService.identifier}_${OFFLINE_PAYMENT_PROVIDER_ID}`

export default ModuleProvider(Modules.PAYMENT, {
  services: [BankDepositProviderService, CashAtShopProviderService],
})
