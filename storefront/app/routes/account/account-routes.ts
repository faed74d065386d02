import { route } from "@react-router/dev/routes";

/** The customer account screens (spec §2) and their resource routes. */
export const ACCOUNT_ROUTES = [
  route("login", "routes/account/login.tsx"),
  // The activation link opens the login screen (spec §2), which validates the account first.
  route("account-activation/:token", "routes/account/login.tsx", { id: "routes/account/activation" }),
  route("register", "routes/account/register.tsx"),
  route("forgot-password", "routes/account/forgot-password.tsx"),
  route("reset-password/:email/:token", "routes/account/reset-password.tsx"),
  route("dashboard", "routes/account/dashboard.tsx"),
  route("my-account", "routes/account/my-account.tsx"),
  // The payments page, at the spec's address.
  route("my-subscriptions", "routes/account/payments.tsx"),
  route("resources/captcha", "routes/resources/captcha.ts"),
  route("resources/logout", "routes/resources/logout.ts"),
];
