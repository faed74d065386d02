import type { InfoPagePath } from "~/lib/info-page-paths";
import type { PageContent, PageLabels } from "~/components/pages/content";
import about from "./about";
import contact from "./contact";
import faq from "./faq";
import help from "./help";
import howItWorks from "./how-it-works";
import labels from "./labels";
import paymentMethods from "./payment-methods";
import privacyPolicy from "./privacy-policy";
import shippingGuide from "./shipping-guide";
import termsAndCondition from "./terms-and-condition";
import termsOfUse from "./terms-of-use";

/** The informational pages in English; same structure as the French ones (checked by tests). */
export const pages: Record<InfoPagePath, PageContent> = {
  about,
  "how-it-works": howItWorks,
  faq,
  contact,
  help,
  "privacy-policy": privacyPolicy,
  "terms-and-condition": termsAndCondition,
  "terms-of-use": termsOfUse,
  "payment-methods": paymentMethods,
  "shipping-guide": shippingGuide,
};

export { labels };
