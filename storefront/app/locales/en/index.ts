import type fr from "../fr";
import common from "./common";
import home from "./home";
import shop from "./shop";

const en = { common, home, shop } satisfies typeof fr;

export default en;
