import type { PageContent } from "~/components/pages/content";

const contact: PageContent = ({ shopName, details, policy }) => ({
  title: "Contact",
  description: `Contact ${shopName} in Douala: the shop's address in ${details.address.district}, phone, WhatsApp, e-mail and opening hours.`,
  intro: "A question about a product, an order or a return? Our team answers in French and English, Monday to Saturday.",
  sections: [
    {
      id: "details",
      heading: "Our details",
      blocks: [{ kind: "contact" }],
    },
    {
      id: "sales",
      heading: "Sales and advice",
      blocks: [
        {
          kind: "list",
          items: [
            "Advice before you buy: skin type, foundation shade, hair routine.",
            "Whether a product is available, or when it is back in stock.",
            "Ordering without an account: we place the order for you by phone, WhatsApp or at the shop.",
            "Bulk orders for salons, beauty institutes and events.",
          ],
        },
      ],
    },
    {
      id: "support",
      heading: "Customer support",
      blocks: [
        {
          kind: "paragraph",
          text: "For an order in progress, always give its reference: we answer faster. Each order's status is also in your account.",
        },
        {
          kind: "paragraph",
          text: `A damaged, wrong or missing item: report it within ${policy.reportIssueHours} hours of delivery, with photos. Before a return, please read our [FAQ](/faq) and [terms and conditions](/terms-and-condition).`,
        },
      ],
    },
    {
      id: "pickup",
      heading: "Shop pickup",
      blocks: [
        {
          kind: "paragraph",
          text: "Pickup is free. Choose \"Shop pickup\" when you order, wait for our message saying your parcel is ready, then come during opening hours with your order reference.",
        },
      ],
    },
  ],
});

export default contact;
