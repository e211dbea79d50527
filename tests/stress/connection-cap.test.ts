import { connect, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { waitFor } from "../fakes/wait";
import { sendFrom } from "./http-from";
import { serverForSuite } from "./server-for-suite";

/** The cap for this server: small, so the test opens few sockets. */
const CAP = 8;

/** A connection from `from` that sends nothing (as a slow client holds one); `closed` settles when the server ends it. */
function idleFrom(port: number, from: string) {
  const socket: Socket = connect({ port, host: "127.0.0.1", localAddress: from });
  const connected = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  let closedByServer = false;
  const closed = new Promise<number>((resolve) => {
    const started = performance.now();
    socket.once("close", () => {
      closedByServer = true;
      resolve(performance.now() - started);
    });
  });
  socket.on("error", () => undefined); // a reset is one way the server closes it
  return { socket, connected, closed, isClosed: () => closedByServer };
}

describe("open connections are capped per address group (production server)", () => {
  const running = serverForSuite({ LOG_LEVEL: "warn", CONNECTIONS_PER_GROUP: String(CAP) });

  it("one /24 holding its share of sockets: its next connection is closed at once, another network is served", async () => {
    const { port, url } = running();
    // 127.0.2.2…127.0.2.9: one group (127.0.2.0/24; 127.0.0.1 is the harness's own), each holding a
    // connection open without a request.
    const held = Array.from({ length: CAP }, (_, i) => idleFrom(port, `127.0.2.${i + 2}`));
    // Connected (the kernel accepts in order, so the server counts these before the next one).
    await Promise.all(held.map((h) => h.connected));

    const excess = idleFrom(port, "127.0.2.20");
    const closedAfterMs = await excess.closed;
    process.stdout.write(
      `connection cap: the connection past ${CAP} from one /24 closed after ${Math.round(closedAfterMs)} ms\n`,
    );
    expect(closedAfterMs).toBeLessThan(2_000);
    // A request from that group now fails to connect or is closed unanswered.
    expect((await sendFrom(url, { path: "/api/health", from: "127.0.2.21" })).status).toBe(-1);

    // A victim on another network (127.0.1.0/24) is answered as usual.
    expect((await sendFrom(url, { path: "/api/health", from: "127.0.1.2" })).status).toBe(200);
    expect(held.some((h) => h.isClosed())).toBe(false);

    // The group gets its place back as its connections close.
    held[0]?.socket.destroy();
    await waitFor(async () => (await sendFrom(url, { path: "/api/health", from: "127.0.2.22" })).status === 200, {
      message: "a connection from the group accepted again after one closed",
      intervalMs: 100,
    });
    for (const h of held) h.socket.destroy();
  }, 60_000);
});
