import { describe, expect, it } from "vitest";
import { gate } from "../../../tests/fakes/wait.js";
import type { User } from "../../contract/auth.js";
import { SessionMemo, type Verified } from "./session-memo.js";

const ada: User = { uid: "u-ada", email: "ada@example.com", displayName: "Ada", photoURL: null };

/**
 * Ada's session t1 on a fresh memo, and a verifier for it that counts its calls. `inFlight()`
 * starts a look-up that has read the session and answers only when `answer()` is called: what
 * the test does in between happens while the look-up is in flight. `lookUpAgain()` answers how
 * many times the verifier was asked in all, after one more look-up.
 */
function sessionT1(answerFor = "t1") {
  const m = new SessionMemo("reelwise.session_token");
  const cookie = m.cookieOf("reelwise.session_token=t1.sig");
  if (!cookie) throw new Error("no cookie");
  const atDoor = gate();
  let door: Promise<void> | undefined;
  let calls = 0;
  const verify = async (): Promise<Verified> => {
    calls += 1;
    atDoor.open();
    if (door) await door;
    return { token: answerFor, user: ada };
  };
  return {
    m,
    cookie,
    recall: () => m.recall(cookie, verify),
    async inFlight() {
      const opened = gate();
      door = opened.opened;
      const pending = m.recall(cookie, verify);
      await atDoor.opened;
      return {
        answer: () => {
          opened.open();
          return pending;
        },
      };
    },
    async lookUpAgain() {
      door = undefined;
      await m.recall(cookie, verify);
      return calls;
    },
  };
}

describe("the session memo", () => {
  it("remembers a verified session: a second look-up does not verify again", async () => {
    const t1 = sessionT1();
    expect(await t1.recall()).toEqual(ada);
    expect(await t1.lookUpAgain()).toBe(1);
  });

  for (const [what, forget] of [
    ["the session is signed out", (t1: ReturnType<typeof sessionT1>) => t1.m.forget(t1.cookie)],
    ["every session of its user ends", (t1: ReturnType<typeof sessionT1>) => t1.m.forgetUser(ada.uid)],
    ["another server announces the sign-out", (t1: ReturnType<typeof sessionT1>) => t1.m.drop({ token: "t1" })],
  ] as const) {
    it(`does not remember a look-up that was in flight when ${what}`, async () => {
      const t1 = sessionT1();
      // The look-up read the session before it ended, and answers after.
      const lookUp = await t1.inFlight();
      forget(t1);
      expect(await lookUp.answer()).toEqual(ada);
      expect(await t1.lookUpAgain()).toBe(2);
    });
  }

  it("a forget of another session or user does not stop a look-up being remembered", async () => {
    const t1 = sessionT1();
    const lookUp = await t1.inFlight();
    t1.m.forget(t1.m.cookieOf("reelwise.session_token=t2.sig"));
    t1.m.forgetUser("u-ben");
    await lookUp.answer();
    expect(await t1.lookUpAgain()).toBe(1);
  });

  it("when more forgets happened than it keeps, a look-up begun before them is not remembered", async () => {
    const t1 = sessionT1();
    const lookUp = await t1.inFlight();
    // The forget of t1 itself is pushed out by the ones after it.
    t1.m.forget(t1.cookie);
    for (let i = 0; i < 10_001; i++) t1.m.forgetUser(`other-${i}`);
    await lookUp.answer();
    expect(await t1.lookUpAgain()).toBe(2);
  });

  it("never remembers an answer for another token than the credential's", async () => {
    const t1 = sessionT1("t9");
    await t1.recall();
    expect(await t1.lookUpAgain()).toBe(2);
  });
});
