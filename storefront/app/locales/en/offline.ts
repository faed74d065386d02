import type fr from "../fr/offline";

const offline = {
  banner: "Offline: prices and stock may have changed",
  unseenTitle: "This page is not available offline",
  unseenLead: "You have not opened it with a connection yet. It will open as soon as the network is back.",
  connectionTitle: "Connection required",
  connectionLead: "The bag, checkout, account and payments need a connection. Try again when the network is back.",
  retry: "Try again",
  keptTitle: "Pages available offline",
  nothingKept: "No page is kept on this device yet.",
} satisfies typeof fr;

export default offline;
