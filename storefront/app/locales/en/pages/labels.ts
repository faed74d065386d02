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
    hoursText: "Monday to Saturday, 9:00 am to 6:00 pm (GMT+1)",
    closed: "Closed on Sundays and public holidays",
  },
};

export default labels;
