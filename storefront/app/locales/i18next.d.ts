import type fr from "./fr";

// Typed `t()` keys, French being the source of truth.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: typeof fr;
  }
}
