// Vite compiles the stylesheet (Tailwind) into the server build as a string: the browser's bundle
// carries none of it.
import css from "~/app.css?inline";
import { styleElementText } from "./page-styles";

export const PAGE_STYLES = styleElementText(css);
