import { backendFetch } from "~/lib/medusa/backend-fetch.server";
import type { Route } from "./+types/captcha";

/**
 * The ALTCHA widget's challenge URL: a fresh challenge from `GET /store/account/captcha`,
 * passed through as is. The browser talks only to the storefront.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const response = await backendFetch(request, "/store/account/captcha");
  const headers = new Headers({
    "Content-Type": response.headers.get("content-type") ?? "application/json",
    // Every challenge is single-use.
    "Cache-Control": "no-store",
  });
  const config = response.headers.get("x-altcha-config");
  if (config) headers.set("X-Altcha-Config", config);
  return new Response(await response.text(), { status: response.status, headers });
}
