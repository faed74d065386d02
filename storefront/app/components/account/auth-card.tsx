import type { ReactNode } from "react";

/** The frame of the signed-out screens (login, registration, password reset). */
export function AuthCard({ heading, intro, children }: { heading: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:px-6">
      <h1 className="font-display text-3xl text-ink-900 sm:text-4xl">{heading}</h1>
      {intro ? <p className="mt-2 text-ink-700">{intro}</p> : null}
      <div className="mt-8 rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
    </div>
  );
}
