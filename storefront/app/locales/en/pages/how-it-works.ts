import type { PageContent } from "~/components/pages/content";

const howItWorks: PageContent = ({ shopName, money, policy }) => ({
  title: "How it works",
  description: `Ordering from ${shopName} in five steps: account, bag, delivery, payment before delivery and order tracking.`,
  intro: "From your first click to your doorstep, this is how an order goes.",
  sections: [
    {
      id: "steps",
      heading: "Order in five steps",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "Create your account",
              text: "You need an account to order online: it keeps your addresses, favourites and order history. Without one, you can order by [contacting the shop](/contact).",
            },
            {
              title: "Fill your bag",
              text: "Filter the [shop](/shop) by category, brand, price or skin type, read the reviews, then add products to your bag.",
            },
            {
              title: "Choose delivery",
              text: `Douala: ${money(policy.delivery.douala)}. Elsewhere in Cameroon: ${money(policy.delivery.cameroon)}. Shop pickup: free. International: a quote by weight after confirmation.`,
            },
            {
              title: "Pay before delivery",
              text: "MTN Mobile Money, Orange Money, card, PayPal, bank deposit or cash at the shop. There is no cash on delivery.",
            },
            {
              title: "Receive your order",
              text: `We deliver within ${policy.delivery.workingDays} working days once the order is confirmed. You follow every step from your account.`,
            },
          ],
        },
      ],
    },
    {
      id: "confirmation",
      heading: "When is an order confirmed?",
      blocks: [
        {
          kind: "paragraph",
          text: "An order is confirmed once its payment has arrived and the team has validated it. You then get an e-mail and the delivery time starts.",
        },
        {
          kind: "paragraph",
          text: `With a bank deposit or cash, the order is saved without payment and you get a confirmation e-mail; we hold your items for ${policy.unpaidHoldWorkingDays} working days while you pay.`,
        },
      ],
    },
    {
      id: "tracking",
      heading: "Follow your order",
      blocks: [
        {
          kind: "facts",
          items: [
            { term: "Pending", detail: "Order received, waiting for payment or checks." },
            { term: "Validated", detail: "Payment received: we are preparing your parcel." },
            { term: "Shipping", detail: "Your parcel is on its way, or ready to collect at the shop." },
            { term: "Delivered", detail: "You have received your order." },
            { term: "Cancelled", detail: "The order was cancelled, by you or by the shop." },
          ],
        },
        {
          kind: "paragraph",
          text: "A problem on delivery? See the [shipping guide](/shipping-guide) and our [FAQ](/faq).",
        },
      ],
    },
  ],
});

export default howItWorks;
