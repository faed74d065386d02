import type fr from "../fr/home";

const home = {
  title: "Home",
  description:
    "Skincare, makeup, haircare and fragrances in Douala: deals of the day, packs and video tutorials. Delivered all over Cameroon.",
  hero: {
    eyebrow: "Beauty & cosmetics in Douala",
    heading: "Reveal your natural glow",
    text: "Skincare, makeup, haircare and fragrances chosen for you, delivered all over Cameroon.",
    cta: "Visit the shop",
    promises: {
      label: "Our promises",
      delivery: "Delivery in Douala: {{price}}",
      delay: "Delivered within {{days}} working days",
      pickup: "Free shop pickup",
      payment: "Mobile Money, card or PayPal",
    },
  },
  featured: {
    heading: "Featured products",
    empty: "No featured products yet.",
    error: "Products cannot be shown right now. Please try again later.",
    seeAll: "See all products",
  },
  deals: {
    heading: "Top deals of the day",
    endsToday: "Ends today",
    endsTomorrow: "Ends tomorrow",
    endsOn: "Ends {{date}}",
  },
  newPacks: {
    heading: "New packs",
    intro: "Complete routines gathered in one pack, at a reduced price.",
  },
  videos: {
    heading: "How-to videos",
    intro: "Our advice on video, to get the best from your products.",
    play: "Play the video: {{title}}",
    duration: "Duration:",
    showMore: "Show more videos",
  },
} satisfies typeof fr;

export default home;
