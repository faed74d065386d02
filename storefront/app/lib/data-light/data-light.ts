import { createContext, useContext } from "react";

/**
 * Data-light mode (docs/decisions/035): smaller pictures, none below the fold, no video
 * thumbnails, no prefetching. On when the browser sends `Save-Data: on` or the shopper turned
 * the footer's switch on; the switch's choice, on or off, wins over the browser's header.
 */

/** The switch's two choices, kept in the `data_light` cookie. */
export const DATA_LIGHT_CHOICES = ["on", "off"] as const;
export type DataLightChoice = (typeof DATA_LIGHT_CHOICES)[number];

export function isDataLightChoice(value: unknown): value is DataLightChoice {
  return typeof value === "string" && (DATA_LIGHT_CHOICES as readonly string[]).includes(value);
}

/** Where the mode came from: the footer says "turned on by your browser" for `browser`. */
export type DataLightSource = "choice" | "browser" | "default";

export interface DataLightMode {
  on: boolean;
  source: DataLightSource;
}

export const DATA_LIGHT_OFF: DataLightMode = { on: false, source: "default" };

/**
 * `Save-Data` is a single token (Save-Data client hint, WICG Network Information): "on" asks
 * for less data; anything else, or no header, does not.
 */
export function saveDataRequested(header: string | null): boolean {
  return header?.trim().toLowerCase() === "on";
}

/** The shopper's own choice first, then the browser's header. */
export function dataLightMode(choice: DataLightChoice | null, saveDataHeader: string | null): DataLightMode {
  if (choice) return { on: choice === "on", source: "choice" };
  if (saveDataRequested(saveDataHeader)) return { on: true, source: "browser" };
  return DATA_LIGHT_OFF;
}

/** The root layout provides the request's mode; components read it with `useDataLight`. */
export const DataLightContext = createContext<DataLightMode>(DATA_LIGHT_OFF);

export function useDataLight(): DataLightMode {
  return useContext(DataLightContext);
}
