import { createContext, useContext } from "react";

/**
 * The whole stylesheet, written into each page's <head> by the server (docs/decisions/030): no
 * stylesheet request holds the first paint. On the browser it is "": React keeps the server's
 * <style> element in the head when it hydrates, and client-side navigations need nothing more.
 */
export const PageStylesContext = createContext<string>("");

export const usePageStyles = () => useContext(PageStylesContext);

/**
 * The stylesheet's text as it may sit in a <style> element: nothing in it may close the element
 * early (HTML ends a <style> at the first `</style`, whatever the CSS around it).
 */
export function styleElementText(css: string): string {
  if (/<\/style/i.test(css)) throw new Error("The stylesheet contains `</style`: it cannot be inlined");
  return css;
}
