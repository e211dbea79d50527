import { connect, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { SERVER_TIMEOUTS } from "../../src/server/http/server-timeouts";
import { serverForSuite } from "./server-for-suite";

/** Requests that trickle their body a byte every 5 s, all from one address. */
const TRICKLERS = 20;

/** A sign-in whose body never finishes: a byte every 5 s. Resolves with what the server answered and when. */
function trickle(port: number): Promise<{ answer: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket: Socket = connect({ port, host: "127.0.0.1", localAddress: "127.0.0.2" });
    let answer = "";
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      clearInterval(timer);
      resolve({ answer, ms: performance.now() - started });
    };
    socket.on("connect", () => {
      socket.write(
        "POST /api/auth/sign-in HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
      );
      timer = setInterval(() => socket.write(" "), 5_000);
    });
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("error", done);
    socket.on("close", done);
  });
}

describe("slow bodies cannot hold connections (production server)", () => {
  const running = serverForSuite();

  it("answers 408 and closes a request whose body trickles, within the request timeout", async () => {
    const results = await Promise.all(Array.from({ length: TRICKLERS }, () => trickle(running().port)));
    // Each body would take 5,000 s to arrive: a 408 at all means the server cut it at its timeout.
    // How long that took is printed, not asserted (another load on the machine would move it).
    for (const { answer } of results) expect(answer).toMatch(/^HTTP\/1\.1 408/);
    const slowest = Math.max(...results.map(({ ms }) => ms));
    console.log(
      `slow bodies: ${TRICKLERS} answered 408, the last after ${Math.round(slowest)} ms (request timeout ${SERVER_TIMEOUTS.requestTimeout} ms)`,
    );
    // The server still answers everyone else.
    expect((await fetch(`${running().url}/api/health`)).status).toBe(200);
  }, 90_000);
});
