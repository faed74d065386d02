// The browser side of the kit: no server imports here.
export * from "./order-sessions"
export * from "./transactions-widget"
