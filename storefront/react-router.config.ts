import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // Every Origin check is the root middleware's (app/lib/security/origin-guard.server.ts): it
  // covers resource routes too and answers 403 in the shopper's language. React Router's own check
  // (page actions only, an untranslated 400 ahead of any middleware) lets every origin through to it.
  allowedActionOrigins: ["**"],
  future: {
    // remix-i18next 7 detects the language in a root middleware.
    v8_middleware: true,
  },
} satisfies Config;
