import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { CARD_PAGE_PATH, cardErrorKey, type CardErrorKey } from "~/lib/checkout/card-payment";
import { loadStripe, type StripeElements, type StripeJs } from "~/lib/checkout/stripe-js.client";

interface CardPaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  /** Where the shopper lands once Stripe took the card (a relative path; Stripe needs it absolute). */
  returnPath: string;
  /** This page, to reload when Stripe's form could not load (checkout's card page by default). */
  pagePath?: string;
  language: "fr" | "en";
  /** The amount, already written for the shopper. */
  amountLabel: string;
  /** A failure to show on arrival (back from 3-D Secure without payment). */
  initialError: CardErrorKey | null;
}

type Stage = "loading" | "ready" | "paying" | "unavailable";

/**
 * Stripe's Payment Element for the cart's payment intent. The card is typed into Stripe's frame and
 * confirmed with Stripe from the browser; 3-D Secure, when the bank asks for it, leaves for the
 * bank's page and comes back to `returnPath`, where the server completes the order. Without
 * 3-D Secure the page goes to `returnPath` itself. The order is never placed from here: the server
 * asks Stripe whether the intent is paid.
 */
export function CardPaymentForm({ publishableKey, clientSecret, returnPath, pagePath = CARD_PAGE_PATH, language, amountLabel, initialError }: CardPaymentFormProps) {
  const { t } = useTranslation("checkout");
  const navigate = useNavigate();
  const mountPoint = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ client: StripeJs; elements: StripeElements } | null>(null);
  const [stage, setStage] = useState<Stage>("loading");
  const [error, setError] = useState<CardErrorKey | null>(initialError);

  useEffect(() => {
    let cancelled = false;
    let destroy = () => {};
    loadStripe(publishableKey, language)
      .then((client) => {
        if (cancelled || !mountPoint.current) return;
        const elements = client.elements({
          clientSecret,
          locale: language,
          appearance: { theme: "stripe", variables: { colorPrimary: "#8a4b2a", borderRadius: "8px" } },
        });
        const element = elements.create("payment", { layout: "tabs" });
        element.on("ready", () => setStage((current) => (current === "loading" ? "ready" : current)));
        element.on("loaderror", () => setStage("unavailable"));
        element.mount(mountPoint.current);
        stripe.current = { client, elements };
        destroy = () => element.destroy();
      })
      .catch(() => {
        if (!cancelled) setStage("unavailable");
      });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [publishableKey, clientSecret, language]);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe.current || stage !== "ready") return;
    setStage("paying");
    setError(null);
    const { client, elements } = stripe.current;
    const result = await client.confirmPayment({
      elements,
      confirmParams: { return_url: new URL(returnPath, window.location.origin).toString() },
      redirect: "if_required",
    });
    if (result.error || !result.paymentIntent) {
      setError(cardErrorKey(result.error));
      setStage("ready");
      return;
    }
    const separator = returnPath.includes("?") ? "&" : "?";
    navigate(`${returnPath}${separator}payment_intent=${encodeURIComponent(result.paymentIntent.id)}&redirect_status=${result.paymentIntent.status}`);
  }

  // A failure brought back from Stripe stays shown even when the form itself cannot load.
  const shown = [error, stage === "unavailable" ? "stripeUnavailable" : null].filter((key): key is CardErrorKey => key !== null);
  return (
    <form onSubmit={pay} className="flex flex-col gap-5" aria-busy={stage === "paying" || undefined}>
      <noscript>
        <p className="text-sm text-ink-700">{t("card.noScript")}</p>
      </noscript>
      {stage === "loading" ? <p className="text-sm text-ink-700">{t("card.loading")}</p> : null}
      <div ref={mountPoint} data-testid="card-element" />
      {shown.length ? (
        <div role="alert" className="flex flex-col gap-1 rounded-lg border border-accent-100 bg-accent-50 px-4 py-3 text-sm font-medium text-accent-800">
          {shown.map((key) => (
            <p key={key}>
              {t(`card.errors.${key}`)}
              {key === "stripeUnavailable" ? (
                <a href={pagePath} className="ml-2 underline">
                  {t("card.reload")}
                </a>
              ) : null}
            </p>
          ))}
        </div>
      ) : null}
      <div>
        <button
          type="submit"
          className="button-primary w-full disabled:opacity-60 sm:w-auto"
          disabled={stage !== "ready"}
        >
          {stage === "paying" ? t("card.paying") : t("card.pay", { amount: amountLabel })}
        </button>
      </div>
    </form>
  );
}
