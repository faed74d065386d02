import type { PageContent } from "~/components/pages/content";

const paymentMethods: PageContent = ({ shopName, money, inEuros, eurRate, policy, details }) => ({
  title: "Payment methods",
  description: `Paying at ${shopName}: MTN Mobile Money, Orange Money, card, PayPal, bank deposit or cash at the shop. Payment before delivery.`,
  intro: "All prices are in CFA francs (XAF). Payment comes before delivery: we do not offer cash on delivery.",
  sections: [
    {
      id: "options",
      heading: "Six ways to pay",
      blocks: [
        {
          kind: "cards",
          items: [
            {
              title: "MTN Mobile Money",
              text: "Enter your MTN number (237 followed by 9 digits starting with 6), then approve the cash-out request on your phone with your PIN, or dial *126# if it does not appear.",
            },
            {
              title: "Orange Money",
              text: "Enter your Orange number (237 followed by 9 digits starting with 6), then confirm the payment on your phone with your PIN.",
            },
            {
              title: "Card",
              text: "Visa or Mastercard, through our secure payment provider. Your card number never goes through our servers.",
            },
            {
              title: "PayPal",
              text: `Charged in euros at the fixed rate of €1 = ${eurRate} XAF, rounded to the cent: ${money(25000)} is ${inEuros(25000)}. The euro amount is shown before you pay.`,
            },
            {
              title: "Bank deposit",
              text: "The order is saved without payment and the bank details are given when you order. Send us the deposit receipt with the order reference.",
            },
            {
              title: "Cash at the shop",
              text: `The order is saved without payment; pay for it at the shop in ${details.address.district}, Monday to Saturday, 9:00 am to 6:00 pm (GMT+1).`,
            },
          ],
        },
      ],
    },
    {
      id: "saved-orders",
      heading: "Orders saved without payment",
      blocks: [
        {
          kind: "paragraph",
          text: `With a bank deposit or cash, you get an order confirmation e-mail. We hold your items for ${policy.unpaidHoldWorkingDays} working days; the order is prepared as soon as the payment arrives. After that, an unpaid order may be cancelled.`,
        },
      ],
    },
    {
      id: "international",
      heading: "International delivery",
      blocks: [
        {
          kind: "paragraph",
          text: "The courier's fee depends on weight: we e-mail you a quote once the order is confirmed, and the parcel leaves as soon as the quote is paid.",
        },
      ],
    },
    {
      id: "refund-fees",
      heading: "Withdrawal and refund charges",
      blocks: [
        {
          kind: "paragraph",
          text: "Withdrawal and refund charges (Mobile Money, bank or PayPal fees) are borne by the client. When we refund, they are deducted from the amount refunded.",
        },
      ],
    },
    {
      id: "security",
      heading: "Security",
      blocks: [
        {
          kind: "list",
          items: [
            "We will never ask for your Mobile Money PIN, by phone or by message.",
            "Card and PayPal payments happen at those providers: we neither see nor keep your card details.",
            "Unsure about a payment request? Don't approve it, and [contact us](/contact).",
          ],
        },
      ],
    },
  ],
});

export default paymentMethods;
