/**
 * The shopper's address as the storefront's own server (server.js) read it from the connection
 * and its declared proxies; it replaces any such header a client sent.
 */
export const CLIENT_ADDRESS_HEADER = "x-dreamshade-client-address";
