// docgen dev answers only requests addressed to it by a name of this machine: a page of another
// site could otherwise have its own host name resolve to 127.0.0.1 (DNS rebinding) and read the
// dev server's pages and events as its own. Served: localhost and *.localhost, IP addresses (a
// rebinding page's address is always a name, never an IP: 127.0.0.1, [::1], the machine's LAN
// address with --host 0.0.0.0) and the name given with --host; anything else gets 403.
import net from 'node:net';

/** The host name of a Host header (`localhost:3000` → `localhost`, `[::1]:3000` → `[::1]`), lower-case, without a final dot. */
export function hostName(header: string): string {
  const h = header.trim().toLowerCase();
  const name = h.startsWith('[') ? h.slice(0, h.indexOf(']') + 1) : h.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

/** Whether docgen dev, listening on `listenHost` (--host), serves a request with this Host header. */
export function isAllowedHost(header: string | undefined, listenHost: string): boolean {
  if (!header) return false;
  const name = hostName(header);
  if (!name) return false;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (net.isIPv4(name) || (name.startsWith('[') && name.endsWith(']') && net.isIPv6(name.slice(1, -1)))) return true;
  const given = listenHost.toLowerCase().replace(/\.$/, '');
  return name === given || name === `[${given}]`;
}

/** The answer to a request for another host. */
export const FORBIDDEN_HOST_MESSAGE = 'docgen dev answers requests for localhost, IP addresses and the --host name only: open the address it printed, or start it with --host set to the name you use';
