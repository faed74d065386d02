import { formatPhone, whatsappUrl } from "@dreamshade/contracts";
import { OpeningHours } from "~/components/layout/opening-hours";
import { useShopFacts } from "~/lib/use-shop-facts";
import type { PageLabels } from "./content";

const LINK_CLASS = "font-medium text-accent-700 hover:text-accent-800 hover:underline";

/** The shop's address, phone, WhatsApp, e-mail and hours, from the backend's configuration. */
export function ContactDetails({ labels }: { labels: PageLabels["contact"] }) {
  const shop = useShopFacts();
  if (!shop) return null;
  const { address, phone, whatsapp, email } = shop;
  return (
    <dl className="grid gap-4 rounded-2xl border border-sand-200 bg-white/60 p-6 sm:grid-cols-2">
      <Detail term={labels.address}>
        <address className="not-italic">
          {address.street}
          <br />
          {address.district}, {address.city}
          <br />
          {labels.country}
        </address>
      </Detail>
      <Detail term={labels.hours}>
        <p>
          <OpeningHours hours={shop.hours} />
        </p>
        <p className="text-ink-500">{labels.closed}</p>
      </Detail>
      <Detail term={labels.phone}>
        <a href={`tel:${phone}`} className={LINK_CLASS}>
          {formatPhone(phone)}
        </a>
      </Detail>
      <Detail term={labels.whatsapp}>
        <a href={whatsappUrl(whatsapp)} className={LINK_CLASS} rel="noopener noreferrer" target="_blank">
          {labels.whatsappAction}
        </a>
        <span className="text-ink-500"> ({formatPhone(whatsapp)})</span>
      </Detail>
      <Detail term={labels.email}>
        <a href={`mailto:${email}`} className={LINK_CLASS}>
          {email}
        </a>
      </Detail>
    </dl>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-[0.14em] text-ink-500 uppercase">{term}</dt>
      <dd className="mt-1 leading-relaxed text-ink-900">{children}</dd>
    </div>
  );
}
