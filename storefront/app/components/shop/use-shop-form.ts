import { useEffect, useRef, type ChangeEvent, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { shopUrlFromForm } from "~/lib/shop-url";

/** The filter form's id: the search box and the sort select sit outside it and join it by id. */
export const SHOP_FORM_ID = "shop-filters";

/**
 * The JavaScript layer over the plain GET form (which works alone): submitting navigates on the
 * client to the canonical URL (no redirect round trip, no scroll jump); ticking a box, picking a
 * radio or a sort applies at once; and after any navigation (a chip, the back button) the
 * controls are set back to what the URL says.
 */
export function useShopForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each navigation, which `search` stands for.
  useEffect(() => {
    // The first render already matches the URL; leave alone anything typed before hydration.
    if (!hydrated.current) {
      hydrated.current = true;
      return;
    }
    // React keeps the default values in step with the URL; controls the shopper touched do not
    // follow their defaults by themselves.
    for (const element of Array.from(formRef.current?.elements ?? [])) {
      if (element instanceof HTMLInputElement) {
        if (element.type === "checkbox" || element.type === "radio") element.checked = element.defaultChecked;
        else element.value = element.defaultValue;
      } else if (element instanceof HTMLSelectElement) {
        element.value = element.dataset.value ?? "";
      }
    }
  }, [search]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate(shopUrlFromForm(new FormData(event.currentTarget)), { preventScrollReset: true });
  }

  /** Discrete controls apply at once; text and number fields wait for Enter or a button. */
  function onChange(event: ChangeEvent<HTMLFormElement | HTMLSelectElement>) {
    const control = event.target as EventTarget;
    const discrete =
      control instanceof HTMLSelectElement ||
      (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio"));
    if (discrete) control.form?.requestSubmit();
  }

  return { formRef, onSubmit, onChange };
}
