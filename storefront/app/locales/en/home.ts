import type fr from "../fr/home";

const home = {
  title: "Home",
  hero: {
    eyebrow: "Beauty & cosmetics in Douala",
    heading: "Reveal your natural glow",
    text: "Skincare, makeup, haircare and fragrances chosen for you, delivered all over Cameroon.",
    cta: "Visit the shop",
  },
  featured: {
    heading: "Featured products",
    empty: "No featured products yet.",
    error: "Products cannot be shown right now. Please try again later.",
    seeAll: "See all products",
  },
} satisfies typeof fr;

export default home;
