import { useEffect } from "react";

/**
 * Marks the page `<html data-hydrated>` once React runs in the browser. The JavaScript starts only
 * after the first paint (docs/decisions/030), so a control that needs it (a sort menu that
 * navigates on change) does nothing for a moment after the page shows: the browser tests wait for
 * this mark before using one.
 */
export function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
}
