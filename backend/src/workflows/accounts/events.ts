/** Events of customer accounts; subscribers send the matching e-mails. */
export const AccountEvents = {
  /** `{ customer_id, locale }`: send (again) the activation e-mail. */
  ACTIVATION_REQUESTED: "customer_account.activation_requested",
  /** `{ customer_id, locale }`: tell the customer their password changed. */
  PASSWORD_CHANGED: "customer_account.password_changed",
  /** `{ email, first_name, locale }`: confirm the deletion (the account no longer holds them). */
  DELETED: "customer_account.deleted",
} as const
