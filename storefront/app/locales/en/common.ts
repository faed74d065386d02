import type fr from "../fr/common";

const common = {
  skipToContent: "Skip to content",
  nav: {
    label: "Main navigation",
    home: "Home",
    shop: "Shop",
    about: "About us",
    howItWorks: "How it works",
    contact: "Contact",
    help: "Help centre",
    faq: "FAQ",
    shippingGuide: "Shipping guide",
    paymentMethods: "Payment methods",
    termsAndConditions: "Terms and conditions",
    termsOfUse: "Terms of use",
    privacyPolicy: "Privacy policy",
  },
  logoAlt: "{{shopName}}, back to the home page",
  language: {
    label: "Language",
    switchTo: "Show the site in {{language}}",
  },
  footer: {
    tagline: "Beauty and cosmetics, delivered in Douala and all over Cameroon.",
    shopHeading: "Shop",
    aboutHeading: "About",
    helpHeading: "Help",
    legalHeading: "Legal",
    hoursHeading: "Opening hours",
    hours: "Monday to Saturday, 9:00 am to 6:00 pm (GMT+1)",
    paymentHeading: "Payment and delivery",
    noCashOnDelivery: "Payment before delivery: no cash on delivery.",
    paymentMethods:
      "MTN Mobile Money, Orange Money, credit card, PayPal, bank deposit or cash at the shop.",
    rights: "© {{year}} {{shopName}}. All rights reserved.",
  },
  product: {
    brandLabel: "Brand:",
    price: "Price:",
    salePrice: "Sale price:",
    regularPrice: "Regular price:",
    discount: "−{{percent}}%",
    priceUnavailable: "Price unavailable",
    outOfStock: "Out of stock",
    rating_one: "Rated {{average}} out of 5, {{count}} review",
    rating_other: "Rated {{average}} out of 5, {{count}} reviews",
    noReviews: "No reviews yet",
  },
  cartLink: {
    label: "Cart",
    count_one: "Cart, {{count}} item",
    count_other: "Cart, {{count}} items",
    viewCart: "View cart",
  },
  pagination: {
    label: "Pagination",
    page: "Page {{page}}",
    previous: "Previous page",
    next: "Next page",
    jumpBack: "Back {{pages}} pages",
    jumpForward: "Forward {{pages}} pages",
  },
  errors: {
    notFoundTitle: "Page not found",
    notFoundText: "The page you asked for does not exist or is no longer available.",
    genericTitle: "Something went wrong",
    genericText: "Error processing the request. Please try again in a moment.",
    backHome: "Back to the home page",
  },
} satisfies typeof fr;

export default common;
