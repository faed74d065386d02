import net from "node:net"

/**
 * Where `npm start` listens unless HOST says otherwise: this machine only. The stack it runs has
 * development secrets and a published staff password, so it is not offered to the network.
 */
export const DEFAULT_HOST = "127.0.0.1"

const LOOPBACK = new net.BlockList()
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4")
LOOPBACK.addAddress("::1", "ipv6")

/** Whether a listening address is this machine only (a loopback address or the name localhost). */
export function isLoopbackHost(host: string): boolean {
  if (host === "localhost") return true
  const family = net.isIP(host)
  return family !== 0 && LOOPBACK.check(host, family === 4 ? "ipv4" : "ipv6")
}

/** Every interface: `0.0.0.0` or `::`. */
const isEveryInterface = (host: string) => host === "0.0.0.0" || host === "::"

/**
 * The host to write in the addresses of a server listening on `host`: `localhost` when that
 * reaches it (127.0.0.1 or every interface), else the address itself (bracketed when IPv6).
 */
export function urlHostFor(host: string): string {
  if (host === "localhost" || host === "127.0.0.1" || isEveryInterface(host)) return "localhost"
  return net.isIPv6(host) ? `[${host}]` : host
}
