import net from "node:net"
import proxyaddr from "proxy-addr"

/** Loopback and private networks (RFC 1918, link-local, IPv6 unique-local): not the internet. */
const INTERNAL = new net.BlockList()
for (const [network, prefix] of [["127.0.0.0", 8], ["10.0.0.0", 8], ["172.16.0.0", 12], ["192.168.0.0", 16], ["169.254.0.0", 16]] as const) {
  INTERNAL.addSubnet(network, prefix, "ipv4")
}
for (const [network, prefix] of [["::1", 128], ["fc00::", 7], ["fe80::", 10]] as const) INTERNAL.addSubnet(network, prefix, "ipv6")

/**
 * Whether a server listening (or published) on `address` is out of the internet's reach: a
 * loopback or private address, or `localhost`. Unset (every interface), `0.0.0.0`, `::`, a public
 * address or another name is not.
 */
export function isInternalAddress(address: string | undefined): boolean {
  if (!address) return false
  if (address === "localhost") return true
  const family = net.isIP(address)
  return family !== 0 && INTERNAL.check(address, family === 4 ? "ipv4" : "ipv6")
}

const NAMED_RANGES = ["linklocal", "uniquelocal"]

/** The mask length of a `network/bits` or `network/netmask` entry, or null for a single address or a name. */
function maskBits(entry: string): number | null {
  const [, mask] = entry.split("/")
  if (mask === undefined) return null
  if (/^\d+$/.test(mask)) return Number(mask)
  // An IPv4 netmask (255.255.0.0): its one bits.
  return mask.split(".").reduce((bits, octet) => bits + (Number(octet) >>> 0).toString(2).replaceAll("0", "").length, 0)
}

/** An IP address as a number (IPv4: 32 bits, IPv6: 128 bits). */
function toBigInt(scoped: string): bigint {
  // A zone (fe80::1%eth0) names an interface, not part of the address.
  const [address] = scoped.split("%")
  if (net.isIPv4(address)) return address.split(".").reduce((value, octet) => (value << 8n) | BigInt(octet), 0n)
  const [head, tail = ""] = address.includes("::") ? address.split("::") : [address, undefined]
  const groups = (part: string | undefined) => (part ? part.split(":") : [])
  // An IPv4 tail (::ffff:10.0.0.1) counts as two groups.
  const expand = (parts: string[]) =>
    parts.flatMap((group) => (group.includes(".") ? [Number(toBigInt(group) >> 16n).toString(16), Number(toBigInt(group) & 0xffffn).toString(16)] : [group]))
  const left = expand(groups(head))
  const right = expand(groups(tail))
  const all = address.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left
  return all.reduce((value, group) => (value << 16n) | BigInt(`0x${group || "0"}`), 0n)
}

/**
 * Whether the CIDR entries together cover every IPv4 or every IPv6 address (`0.0.0.0/1` with
 * `128.0.0.0/1`…): proxy-addr itself refuses `/0`, not the same thing in pieces.
 */
function coversEveryAddress(entries: string[]): boolean {
  return ([[4, 32], [6, 128]] as const).some(([family, width]) => {
    const ranges = entries
      .filter((entry) => entry.includes("/") && net.isIP(entry.split("/")[0]) === family)
      .map((entry) => {
        const bits = BigInt(maskBits(entry) ?? width)
        const size = 1n << (BigInt(width) - bits)
        const start = (toBigInt(entry.split("/")[0]) / size) * size
        return [start, start + size] as const
      })
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    let reached = 0n
    for (const [start, end] of ranges) if (start <= reached && end > reached) reached = end
    return reached >= 1n << BigInt(width)
  })
}

/** Entries that trust whole networks outside this machine: the named ranges and CIDR blocks wider than one address. */
function networkEntries(entries: string[]): string[] {
  return entries.filter((entry) => {
    if (NAMED_RANGES.includes(entry)) return true
    const bits = maskBits(entry)
    if (bits === null) return false
    const [network] = entry.split("/")
    const full = net.isIPv6(network) ? 128 : 32
    return bits < full && !(network.startsWith("127.") || network === "::1")
  })
}

/**
 * What is wrong with believing `X-Forwarded-For` from TRUSTED_PROXIES, given where the backend can
 * be reached (`exposure`: compose's BIND_ADDRESS, else HOST; unset, every interface):
 * - an entry that does not parse;
 * - a range covering every address (`0.0.0.0/0`, `::/0`): any client chooses its throttle key;
 * - whole networks (`uniquelocal`, a CIDR block) while the backend is reachable from the internet
 *   (every interface or a public address): any machine on those networks reaches it directly.
 */
export function proxyTrustProblems(trustedProxies: string, exposure: { name: string; value: string | undefined }): string[] {
  const entries = trustedProxies.split(",").filter(Boolean)
  const everything = "every address: any client could say who it is and choose its throttle key. List the proxies in front (their addresses or private range)."
  if (entries.some((entry) => maskBits(entry) === 0)) return [`TRUSTED_PROXIES=${trustedProxies} trusts ${everything}`]
  try {
    proxyaddr.compile(entries)
  } catch (error) {
    return [`TRUSTED_PROXIES=${trustedProxies} is not a list of addresses, CIDR ranges or loopback/linklocal/uniquelocal: ${(error as Error).message}`]
  }
  if (coversEveryAddress(entries)) return [`TRUSTED_PROXIES=${trustedProxies} together trusts ${everything}`]
  const networks = networkEntries(entries)
  if (networks.length && !isInternalAddress(exposure.value)) {
    const where = exposure.value ? `${exposure.name}=${exposure.value}` : `${exposure.name} unset (every interface)`
    return [
      `TRUSTED_PROXIES believes whole networks (${networks.join(", ")}) while the backend is reachable from outside (${where}): a client on those networks could reach it directly and choose its throttle key. Set ${exposure.name} to 127.0.0.1 or a private address behind the proxy, or list the proxies' own addresses in TRUSTED_PROXIES.`,
    ]
  }
  return []
}
