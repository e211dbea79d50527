import { err, ok, type Result } from "../../contract/errors";
import type { ApiProblem } from "./problem";
import { type ApiCall, type ApiRequestOptions, failureOf, send } from "./request";

/*
 * Apart from `request.ts` so that the first chunk, which calls the API but reads no stream, does not
 * carry the line reader: only GPT Search (a lazy page) does.
 */

export interface ApiLinesOptions<Res, Body> extends ApiRequestOptions<Body> {
  /** Called with each line of the answer, parsed with the row's schema, as soon as it has arrived. */
  onLine: (value: Res) => void;
}

/**
 * `apiRequest` for an answer streamed as one JSON value per line (`application/x-ndjson`): each
 * line is parsed and handed to `onLine` as it arrives, so the page can show it at once. A
 * buffered answer (a proxy that holds it back) simply delivers every line at the end. A line the
 * schema rejects is an `unknown` problem; a connection lost mid-answer is a `network` one.
 */
export async function apiLines<Res, Body>(
  row: ApiCall<Res, Body>,
  options: ApiLinesOptions<NoInfer<Res>, NoInfer<Body>>,
): Promise<Result<number, ApiProblem>> {
  const { signal, onLine } = options;
  const sent = await send(row, options, "application/x-ndjson, application/json");
  if (!sent.ok) return sent;
  const reader = sent.value.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) return err({ kind: "unknown" });
  let pending = "";
  let count = 0;
  const take = (line: string): boolean => {
    if (line.trim() === "") return true;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      return false; // not JSON: the answer is not ours
    }
    const parsed = row.response.safeParse(raw);
    if (!parsed.success) return false;
    count++;
    onLine(parsed.data);
    return true;
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (signal?.aborted) return err({ kind: "aborted" });
      pending += value ?? "";
      const lines = done ? [pending] : pending.split("\n");
      pending = done ? "" : (lines.pop() ?? "");
      for (const line of lines) {
        if (!take(line)) {
          void reader.cancel();
          return err({ kind: "unknown" });
        }
      }
      if (done) return ok(count);
    }
  } catch {
    return err(failureOf(signal));
  }
}
