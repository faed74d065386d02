import type { PageContent } from "~/components/pages/content";

const termsOfUse: PageContent = ({ shopName }) => ({
  title: "Terms of use",
  description: `The rules for using the ${shopName} site: account, reviews, content and responsibilities.`,
  intro: `By using the ${shopName} site, you accept the terms below. Sales themselves are governed by our [terms and conditions](/terms-and-condition).`,
  updated: "2026-11-22",
  sections: [
    {
      id: "account",
      heading: "Your account",
      blocks: [
        {
          kind: "list",
          items: [
            "Give accurate details, especially your e-mail and phone: we use them to deliver to you.",
            "Your password has at least 8 characters, with an uppercase letter, a lowercase letter, a digit and a special character. Keep it secret.",
            "Your account is activated by a link sent by e-mail. An account used fraudulently may be deactivated; then contact the administrator.",
            "You can delete your account at any time from your account area.",
          ],
        },
      ],
    },
    {
      id: "reviews",
      heading: "Reviews",
      blocks: [
        {
          kind: "list",
          items: [
            "Only a customer who ordered a product can review it, once, with a rating and a comment.",
            "Be respectful and talk about the product: abusive, promotional or off-topic reviews may be hidden.",
            "By posting a review, you allow us to show it on the site.",
          ],
        },
      ],
    },
    {
      id: "acceptable-use",
      heading: "Using the site",
      blocks: [
        {
          kind: "paragraph",
          text: "You may not disrupt the site, extract its content by automated means, impersonate someone else or use a payment method that is not yours.",
        },
      ],
    },
    {
      id: "content",
      heading: "Content",
      blocks: [
        {
          kind: "paragraph",
          text: `The site's texts, photos, logos and videos belong to ${shopName} or their authors and may not be reused without permission. Beauty advice is given for information and does not replace a doctor's or dermatologist's opinion.`,
        },
      ],
    },
    {
      id: "availability",
      heading: "Availability and links",
      blocks: [
        {
          kind: "paragraph",
          text: "We do our best to keep the site available and accurate, without being able to guarantee it at all times. Links to other sites (such as YouTube videos) are given for convenience; we are not responsible for their content.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes and governing law",
      blocks: [
        {
          kind: "paragraph",
          text: "We may change these terms; the date of the last update is at the top of the page. They are governed by Cameroonian law.",
        },
      ],
    },
  ],
});

export default termsOfUse;
