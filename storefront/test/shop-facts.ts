import type { ShopFacts } from "@dreamshade/contracts";

/** The shop's facts as the backend answers them with its development defaults. */
export const SHOP_FACTS: ShopFacts = {
  name: "DreamShade",
  address: { street: "Rue Joss, immeuble Les Palmiers, 1er étage", district: "Akwa", city: "Douala", country_code: "cm" },
  phone: "+237690000000",
  whatsapp: "+237690000000",
  email: "contact@dreamshade.cm",
  hours: { days: [1, 2, 3, 4, 5, 6], opens: "09:00", closes: "18:00", time_zone: "Africa/Douala" },
  delivery: { douala: 1000, cameroon: 2000, working_days: 3 },
  unpaid_hold_working_days: 3,
};
