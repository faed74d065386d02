import common from "./common";
import home from "./home";
import shop from "./shop";

/** French is the source of truth for keys: every other language must match this shape. */
const fr = { common, home, shop };

export default fr;
