/**
 * The one rule by which the band's local servers (`npm start`, `npm run edit` and its preview) know
 * that a request is meant for them: its Host names this computer's loopback address or `localhost`,
 * with the server's own port, exactly. A page of another site whose name is re-pointed to 127.0.0.1
 * (DNS rebinding) still names its own host here, and a browser always sends Host, so a request
 * without one is refused too.
 */

/** The two names a request may give as its Host: `127.0.0.1:PORT` and `localhost:PORT`. */
export const ownHosts = (port: number): string[] => [`127.0.0.1:${port}`, `localhost:${port}`];

/** Whether `host` (a request's Host header) is exactly one of the server's own names on `port`. */
export function isOwnHost(host: string | undefined, port: number): host is string {
  return host !== undefined && ownHosts(port).includes(host);
}
