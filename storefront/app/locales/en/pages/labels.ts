import type { PageLabels } from "~/components/pages/content";

/** Words of the informational pages' layout and contact block. */
const labels: PageLabels = {
  updated: "Last updated: {{date}}",
  onThisPage: "On this page",
  contact: {
    address: "Address",
    country: "Cameroon",
    phone: "Phone",
    whatsapp: "WhatsApp",
    whatsappAction: "Message us on WhatsApp",
    email: "E-mail",
    hours: "Opening hours",
    closed: "Closed on other days and on public holidays",
  },
};

export default labels;
