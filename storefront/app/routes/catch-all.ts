import { redirect } from "react-router";

/** Spec §2: any unknown path redirects to the home page (302, so it is never cached). */
export function loader() {
  return redirect("/", 302);
}

export function action() {
  return redirect("/", 302);
}
