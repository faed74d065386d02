import type { PageLabels } from "~/components/pages/content";

/** Words of the informational pages' layout and contact block. */
const labels: PageLabels = {
  updated: "Dernière mise à jour : {{date}}",
  onThisPage: "Sur cette page",
  contact: {
    address: "Adresse",
    country: "Cameroun",
    phone: "Téléphone",
    whatsapp: "WhatsApp",
    whatsappAction: "Écrire sur WhatsApp",
    email: "E-mail",
    hours: "Horaires d'ouverture",
    closed: "Fermé les autres jours et les jours fériés",
  },
};

export default labels;
