import { describe, expect, it } from "vitest";
import { gate } from "../../../tests/fakes/wait.js";
import type { User } from "../../contract/auth.js";
import { SessionMemo, type Verified } from "./session-memo.js";

const ada: User = { uid: "u-ada", email: "ada@example.com", displayName: "Ada", photoURL: null };
const memo = () => new SessionMemo("reelwise.session_token");
const cookieOf = (m: SessionMemo, token: string) => {
  const cookie = m.cookieOf(`reelwise.session_token=${token}.sig`);
  if (!cookie) throw new Error("no cookie");
  return cookie;
};

/** A verifier that counts its calls and, when given a gate, answers only once it opens. */
function verifier(answer: Verified | null) {
  let calls = 0;
  let held: Promise<void> | undefined;
  const atDoor = gate();
  return {
    get calls() {
      return calls;
    },
    atDoor: atDoor.opened,
    hold(door: Promise<void>) {
      held = door;
    },
    verify: async () => {
      calls += 1;
      atDoor.open();
      if (held) await held;
      return answer;
    },
  };
}

describe("the session memo", () => {
  it("remembers a verified session: a second look-up does not verify again", async () => {
    const m = memo();
    const cookie = cookieOf(m, "t1");
    const check = verifier({ token: "t1", user: ada });
    expect(await m.recall(cookie, check.verify)).toEqual(ada);
    expect(await m.recall(cookie, check.verify)).toEqual(ada);
    expect(check.calls).toBe(1);
  });

  for (const [what, forget] of [
    ["the session is signed out", (m: SessionMemo, cookie: ReturnType<typeof cookieOf>) => m.forget(cookie)],
    ["every session of its user ends", (m: SessionMemo) => m.forgetUser(ada.uid)],
    ["another server announces the sign-out", (m: SessionMemo) => m.drop({ token: "t1" })],
  ] as const) {
    it(`does not remember a look-up that was in flight when ${what}`, async () => {
      const m = memo();
      const cookie = cookieOf(m, "t1");
      const check = verifier({ token: "t1", user: ada });
      const door = gate();
      check.hold(door.opened);
      // The look-up read the session before it ended, and answers after.
      const inFlight = m.recall(cookie, check.verify);
      await check.atDoor;
      forget(m, cookie);
      door.open();
      expect(await inFlight).toEqual(ada);
      await m.recall(cookie, check.verify);
      expect(check.calls).toBe(2);
    });
  }

  it("a forget of another session or user does not stop a look-up being remembered", async () => {
    const m = memo();
    const cookie = cookieOf(m, "t1");
    const check = verifier({ token: "t1", user: ada });
    const door = gate();
    check.hold(door.opened);
    const inFlight = m.recall(cookie, check.verify);
    await check.atDoor;
    m.forget(cookieOf(m, "t2"));
    m.forgetUser("u-ben");
    door.open();
    await inFlight;
    await m.recall(cookie, check.verify);
    expect(check.calls).toBe(1);
  });

  it("when more forgets happened than it keeps, a look-up begun before them is not remembered", async () => {
    const m = memo();
    const cookie = cookieOf(m, "t1");
    const check = verifier({ token: "t1", user: ada });
    const door = gate();
    check.hold(door.opened);
    const inFlight = m.recall(cookie, check.verify);
    await check.atDoor;
    // The forget of t1 itself is pushed out by the ones after it.
    m.forget(cookie);
    for (let i = 0; i < 10_001; i++) m.forgetUser(`other-${i}`);
    door.open();
    await inFlight;
    await m.recall(cookie, check.verify);
    expect(check.calls).toBe(2);
  });

  it("never remembers an answer for another token than the credential's", async () => {
    const m = memo();
    const cookie = cookieOf(m, "t1");
    const check = verifier({ token: "t9", user: ada });
    await m.recall(cookie, check.verify);
    await m.recall(cookie, check.verify);
    expect(check.calls).toBe(2);
  });
});
