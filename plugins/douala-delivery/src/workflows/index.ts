export * from "./shipping-quote/set-shipping-quote"
