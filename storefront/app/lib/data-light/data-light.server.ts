import { createCookie } from "react-router";
import { isSecureRequest } from "~/lib/i18n/language-cookie.server";
import { type DataLightChoice, type DataLightMode, dataLightMode, isDataLightChoice } from "./data-light";

/**
 * The footer switch's choice, read on the server so the first HTML already has the small
 * pictures (no flash, no second download). Not secret, so not signed; httpOnly: no browser script
 * reads it (the page says the mode). A year, like the language (decision 006).
 */
export const dataLightCookie = createCookie("data_light", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

export async function readDataLightChoice(request: Request): Promise<DataLightChoice | null> {
  const value: unknown = await dataLightCookie.parse(request.headers.get("Cookie"));
  return isDataLightChoice(value) ? value : null;
}

/** The request's mode: the switch's choice, else the browser's `Save-Data` header. */
export async function readDataLightMode(request: Request): Promise<DataLightMode> {
  return dataLightMode(await readDataLightChoice(request), request.headers.get("Save-Data"));
}

export function serializeDataLightCookie(choice: DataLightChoice, request: Request): Promise<string> {
  return dataLightCookie.serialize(choice, { secure: isSecureRequest(request) });
}
