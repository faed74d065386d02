import { env } from "~/lib/env.server";
import { buildRobots } from "./robots.build";

/** `/robots.txt`: everything open except private and technical paths; points to the sitemap. */
export function loader() {
  return new Response(buildRobots(env.PUBLIC_STOREFRONT_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
