import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Paths are exactly the spec's table (§2); no language segment in URLs (DESIGN.md).
export default [
  index("routes/home.tsx"),
  route("shop", "routes/shop.tsx"),
  route("resources/language", "routes/resources/language.ts"),
  route("resources/locales/:lng/:ns", "routes/resources/locales.ts"),
  // Any unknown path redirects to "/" (spec §2). Keep this last.
  route("*", "routes/catch-all.ts"),
] satisfies RouteConfig;
