import { describe, expect, it } from "vitest";
import { gate } from "../../../tests/fakes/wait.js";
import { abortable } from "./abortable.js";

const aborted = () => "aborted";

describe("abortable", () => {
  it("settles as the work does while the signal stays quiet", async () => {
    const controller = new AbortController();
    await expect(abortable(Promise.resolve("done"), controller.signal, aborted)).resolves.toBe("done");
    await expect(abortable(Promise.reject(new Error("boom")), controller.signal, aborted)).rejects.toThrow("boom");
    await expect(abortable(Promise.resolve("done"), undefined, aborted)).resolves.toBe("done");
  });

  it("answers `aborted()` as soon as the signal fires, the work still pending", async () => {
    const work = gate();
    const controller = new AbortController();
    const result = abortable(
      work.opened.then(() => "late"),
      controller.signal,
      aborted,
    );
    controller.abort();
    await expect(result).resolves.toBe("aborted");
    work.open();
  });

  it("answers at once for a signal already fired, and rejects with what `aborted` throws", async () => {
    const signal = AbortSignal.abort();
    await expect(abortable(new Promise<string>(() => {}), signal, aborted)).resolves.toBe("aborted");
    const refusing = () => {
      throw new Error("gone");
    };
    await expect(abortable(Promise.reject(new Error("ignored")), signal, refusing)).rejects.toThrow("gone");
  });
});
