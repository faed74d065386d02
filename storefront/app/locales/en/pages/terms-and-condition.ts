import type { PageContent } from "~/components/pages/content";

const termsAndCondition: PageContent = ({ shopName, money, eurRate, policy, details }) => ({
  title: "Terms and conditions",
  description: `${shopName}'s terms of sale: orders, prices, payment before delivery, delivery, cancellation, returns and refunds.`,
  intro: `These terms apply to every order placed with ${shopName}, a beauty and cosmetics shop in ${details.address.district}, ${details.address.city} (Cameroon).`,
  updated: "2026-11-22",
  sections: [
    {
      id: "orders",
      heading: "Orders",
      blocks: [
        {
          kind: "list",
          items: [
            "Ordering online requires a customer account. Without one, you can order directly from the shop.",
            "An order is confirmed once its payment has arrived and the shop has validated it; you are told by e-mail.",
            "We may refuse or cancel an order when an item is out of stock, a price is obviously wrong or fraud is suspected; any amount paid is then refunded.",
          ],
        },
      ],
    },
    {
      id: "prices",
      heading: "Prices",
      blocks: [
        {
          kind: "paragraph",
          text: "Prices are in CFA francs (XAF). The price that applies is the one shown when you order; delivery fees come on top and are shown before you pay. A sale price is valid until the end date shown.",
        },
      ],
    },
    {
      id: "payment",
      heading: "Payment",
      blocks: [
        {
          kind: "list",
          items: [
            "Accepted: MTN Mobile Money, Orange Money, card, PayPal, bank deposit and cash at the shop.",
            "Payment comes before delivery. Cash on delivery is not accepted.",
            `PayPal charges in euros at the fixed rate of €1 = ${eurRate} XAF, rounded to the cent.`,
            `An order saved without payment (bank deposit, cash) is held for ${policy.unpaidHoldWorkingDays} working days; if unpaid by then, it may be cancelled.`,
          ],
        },
      ],
    },
    {
      id: "delivery",
      heading: "Delivery",
      blocks: [
        {
          kind: "list",
          items: [
            `Fees: ${money(policy.delivery.douala)} in Douala, ${money(policy.delivery.cameroon)} elsewhere in Cameroon, free when collected at the shop.`,
            `Time: within ${policy.delivery.workingDays} working days of the order's confirmation, in Cameroon.`,
            "International: by courier, priced by weight, quoted after confirmation and paid before dispatch. Import duties and taxes are paid by the recipient.",
            `Check the parcel on delivery and report any damaged, wrong or missing item within ${policy.reportIssueHours} hours.`,
          ],
        },
        { kind: "paragraph", text: "Practical details: [shipping guide](/shipping-guide)." },
      ],
    },
    {
      id: "cancellation",
      heading: "Cancellation",
      blocks: [
        {
          kind: "paragraph",
          text: "You may cancel an order as long as it has not been dispatched, by contacting the shop with its reference. A payment already received is refunded, less withdrawal and refund charges.",
        },
      ],
    },
    {
      id: "returns",
      heading: "Returns and refunds",
      blocks: [
        {
          kind: "list",
          items: [
            `An unopened product, in its intact original packaging, may be returned within ${policy.returnDays} days of delivery. Contact us before sending it back.`,
            "For hygiene reasons, an opened, unsealed or used cosmetic is neither taken back nor exchanged, unless it is faulty.",
            "Return shipping is paid by the client, unless the item delivered is damaged, wrong or faulty.",
            `Refunds are paid within ${policy.refundDays} days of the product reaching us and being checked, by the means you paid with where possible. The original delivery fee is refunded only when the mistake is ours.`,
            "Withdrawal and refund charges (Mobile Money, bank or PayPal fees) are borne by the client and deducted from the refund.",
          ],
        },
      ],
    },
    {
      id: "products",
      heading: "Products",
      blocks: [
        {
          kind: "paragraph",
          text: "Photos and descriptions are as faithful as we can make them; a shade may look slightly different on your screen. Read the ingredients before use and try a small patch of skin first if your skin is sensitive or you have a known allergy.",
        },
      ],
    },
    {
      id: "law",
      heading: "Governing law and disputes",
      blocks: [
        {
          kind: "paragraph",
          text: `These terms are governed by Cameroonian law. If we disagree, contact us first: we always look for an amicable solution. Failing that, the courts of Douala have jurisdiction. Contact: [${details.email}](mailto:${details.email}).`,
        },
      ],
    },
  ],
});

export default termsAndCondition;
