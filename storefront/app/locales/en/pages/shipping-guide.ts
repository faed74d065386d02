import type { PageContent } from "~/components/pages/content";

const shippingGuide: PageContent = ({ shopName, money, policy, details }) => ({
  title: "Shipping guide",
  description: `${shopName} delivery: ${money(policy.delivery.douala)} in Douala, ${money(policy.delivery.cameroon)} elsewhere in Cameroon, free shop pickup, international delivery on quote.`,
  intro: `We deliver in Douala, all over Cameroon and abroad. In Cameroon, we deliver within ${policy.delivery.workingDays} working days once the order is confirmed.`,
  sections: [
    {
      id: "rates",
      heading: "Fees in Cameroon",
      blocks: [
        {
          kind: "facts",
          items: [
            { term: "Douala", detail: money(policy.delivery.douala) },
            { term: "Elsewhere in Cameroon", detail: money(policy.delivery.cameroon) },
            { term: `Shop pickup (${details.address.district}, Douala)`, detail: "Free" },
          ],
        },
        {
          kind: "paragraph",
          text: "The fee depends on the town of your delivery address and is shown before you pay. It applies per order, however many items it holds.",
        },
      ],
    },
    {
      id: "delay",
      heading: "Delivery times",
      blocks: [
        {
          kind: "paragraph",
          text: `Within ${policy.delivery.workingDays} working days (Monday to Saturday, public holidays excluded) of the order's confirmation, that is once the payment has arrived and the team has validated the order.`,
        },
      ],
    },
    {
      id: "pickup",
      heading: "Shop pickup",
      blocks: [
        {
          kind: "paragraph",
          text: "Free. We let you know as soon as your order is ready; collect it Monday to Saturday, 9:00 am to 6:00 pm (GMT+1), with the order reference. The address is on the [Contact](/contact) page.",
        },
      ],
    },
    {
      id: "international",
      heading: "International delivery",
      blocks: [
        {
          kind: "list",
          items: [
            "Sent by international courier; the price depends on the parcel's weight.",
            "You place your order, then we e-mail you the quote once the order is confirmed.",
            "The parcel leaves as soon as the quote is paid; the courier's delivery time comes with the quote.",
            "Customs duties and taxes of the destination country are paid by the recipient.",
          ],
        },
      ],
    },
    {
      id: "tracking",
      heading: "Tracking",
      blocks: [
        {
          kind: "paragraph",
          text: "Each order's status (pending, validated, shipping, delivered) is in your account, and we e-mail you at every important step.",
        },
      ],
    },
    {
      id: "receipt",
      heading: "When your parcel arrives",
      blocks: [
        {
          kind: "paragraph",
          text: `Check your parcel. A damaged, wrong or missing item? Report it within ${policy.reportIssueHours} hours, with photos, from the [Contact](/contact) page. Returns are described in our [terms and conditions](/terms-and-condition).`,
        },
      ],
    },
  ],
});

export default shippingGuide;
