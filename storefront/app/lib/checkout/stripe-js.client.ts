import { STRIPE_JS_URL, type StripeJsError } from "./card-payment";

/**
 * Stripe.js, loaded from Stripe's address when the card page first needs it (Stripe requires it be
 * loaded from js.stripe.com, never bundled), and the few of its calls the card page uses. Typed here
 * rather than through `@stripe/stripe-js`: the page needs five signatures, not a dependency.
 */

export interface StripePaymentElement {
  mount(element: HTMLElement): void;
  destroy(): void;
  on(event: "ready", handler: () => void): void;
  on(event: "loaderror", handler: (event: { error: StripeJsError & { message?: string } }) => void): void;
}

export interface StripeElements {
  create(type: "payment", options?: { layout?: "tabs" | "accordion" }): StripePaymentElement;
}

export interface StripeJs {
  elements(options: {
    clientSecret: string;
    locale?: string;
    appearance?: { theme?: "stripe" | "flat"; variables?: Record<string, string> };
  }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect: "if_required";
  }): Promise<{ error?: StripeJsError & { message?: string }; paymentIntent?: { id: string; status: string } }>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string, options?: { locale?: string }) => StripeJs;
  }
}

let loading: Promise<void> | null = null;

/** Stripe.js for `publishableKey`; rejects when the script cannot be fetched (offline, blocked). */
export async function loadStripe(publishableKey: string, locale: string): Promise<StripeJs> {
  if (!window.Stripe) {
    loading ??= new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = STRIPE_JS_URL;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        loading = null;
        reject(new Error("Stripe.js could not be loaded"));
      };
      document.head.appendChild(script);
    });
    await loading;
  }
  if (!window.Stripe) throw new Error("Stripe.js loaded without defining Stripe");
  return window.Stripe(publishableKey, { locale });
}
