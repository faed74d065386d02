import { createContext, useContext } from "react";

/**
 * The nonce of this response's Content-Security-Policy (entry.server.tsx), for the inline scripts
 * the page renders. Browsers hide a nonce from scripts after load, so in the browser it is "".
 */
export const NonceContext = createContext<string>("");

export const useNonce = () => useContext(NonceContext);
