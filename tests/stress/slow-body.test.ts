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
    const limit = SERVER_TIMEOUTS.requestTimeout + 2 * SERVER_TIMEOUTS.connectionsCheckingInterval + 5_000;
    for (const { answer, ms } of results) {
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(ms).toBeLessThan(limit);
    }
    // The server still answers everyone else.
    expect((await fetch(`${running().url}/api/health`)).status).toBe(200);
  }, 90_000);
});
