import type { Server } from "node:net";
import type { Logger } from "pino";
import { addressGroup } from "./client-address.js";

/**
 * Cap the TCP connections open at once per address group (IPv4 /24, IPv6 /48, as `addressGroup`
 * groups them): past `max`, a new connection from that group is closed as soon as it is accepted,
 * before a byte is read, so one network holding sockets open (slow bodies, idle keep-alives)
 * cannot take every socket, and people on other networks are still served. A peer `exempt` says
 * is ours (the proxy in front, whose connections carry every client) is never capped. `max` 0: off.
 */
export function capConnectionsPerGroup(
  server: Server,
  max: number,
  exempt: (address: string | undefined) => boolean,
  log?: Logger,
): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    if (exempt(socket.remoteAddress)) return;
    const group = addressGroup(socket.remoteAddress);
    const count = open.get(group) ?? 0;
    if (count >= max) {
      // Said once each time a group reaches the cap, not for every connection past it.
      if (count === max) log?.warn({ group, max }, "open connections per address group at the cap: closing new ones");
      open.set(group, max + 1);
      socket.destroy();
      return;
    }
    open.set(group, count + 1);
    socket.once("close", () => {
      const left = Math.min(open.get(group) ?? 1, max) - 1;
      if (left > 0) open.set(group, left);
      else open.delete(group);
    });
  });
}
