import { afterEach, describe, expect, it } from "vitest";
import { type FakeServer, startFakeServer } from "../../../tests/fakes/fake-server";
import { z } from "../../contract/zod";
import type { ApiCall } from "./request";
import { apiLines } from "./request-lines";

const Line = z.object({ n: z.number() });
const lines: ApiCall<z.infer<typeof Line>, object> = { method: "POST", path: "/api/lines", response: Line };
const line = (n: number) => `${JSON.stringify({ n })}\n`;

let fake: FakeServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function read(stream: { data: string; delayMs?: number }[]) {
  fake = await startFakeServer({ "POST /api/lines": { headers: { "content-type": "application/x-ndjson" }, stream } });
  const seen: number[] = [];
  const target = { origin: fake.url };
  const result = await apiLines(lines, { body: {}, target, onLine: (l) => seen.push(l.n) });
  return { result, seen };
}

describe("apiLines", () => {
  it("hands over each line as it arrives, however the bytes are cut", async () => {
    const { result, seen } = await read([
      { data: line(1) },
      { data: '{"n":', delayMs: 5 },
      { data: `2}\n${line(3).slice(0, 3)}`, delayMs: 5 },
      { data: `${line(3).slice(3)}${line(4).trimEnd()}` },
    ]);
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(result).toEqual({ ok: true, value: 4 });
  });

  it("reads an answer a proxy held back and sent at once", async () => {
    const { result, seen } = await read([{ data: [1, 2, 3].map(line).join("") }]);
    expect(seen).toEqual([1, 2, 3]);
    expect(result).toEqual({ ok: true, value: 3 });
  });

  it("a line outside the contract is an unknown problem, after the good lines before it", async () => {
    const { result, seen } = await read([{ data: `${line(1)}<html>proxy error</html>\n${line(2)}` }]);
    expect(seen).toEqual([1]);
    expect(result).toEqual({ ok: false, error: { kind: "unknown" } });
  });

  it("an error answer before the stream is the usual problem", async () => {
    fake = await startFakeServer({ "POST /api/lines": { status: 429, body: { error: { code: "ai_quota" } } } });
    const result = await apiLines(lines, { body: {}, target: { origin: fake.url }, onLine: () => undefined });
    expect(result).toEqual({ ok: false, error: { kind: "code", code: "ai_quota" } });
  });
});
