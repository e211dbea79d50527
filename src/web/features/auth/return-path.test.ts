import { describe, expect, it } from "vitest";
import { safeReturnPath } from "../../../contract/return-path";
import { afterSignInPath, returnPathIn, signInPagePath, signInPathFor } from "./return-path";

describe("the link a signed-out visitor opened survives sign-in", () => {
  it.each([
    ["?movie=12", "/browse?movie=12"],
    ["?view=gpt&q=heist%20movies", "/browse?view=gpt&q=heist%20movies"],
    ["view=gpt&q=caf%C3%A9", "/browse?view=gpt&q=caf%C3%A9"],
  ])("/browse%s goes through /?next= and back", (search, expected) => {
    const signIn = signInPathFor("/browse", search);
    expect(signIn.startsWith("/?next=")).toBe(true);
    expect(afterSignInPath(signIn.slice(1))).toBe(expected);
  });

  it("keeps the sign-in address plain when there is nothing to remember", () => {
    expect(signInPathFor("/browse", "")).toBe("/");
    expect(afterSignInPath("")).toBe("/browse");
  });

  it.each([
    "https://evil.example/browse?movie=1",
    "//evil.example/browse",
    "/\\evil.example/browse",
    "/browse/../admin",
    "/browsex?movie=1",
    "/",
    "javascript:alert(1)",
    "/browse@evil.example",
  ])("never follows %s anywhere but /browse", (next) => {
    const path = safeReturnPath(next);
    expect(path === null || path.startsWith("/browse")).toBe(true);
    expect(afterSignInPath(`?next=${encodeURIComponent(next)}`)).toMatch(/^\/browse(\?|$)/);
    if (path !== null) expect(new URL(path, "https://reelwise.test").origin).toBe("https://reelwise.test");
  });

  it("keeps the link through sign-up and Forgot password? and back, and drops one it would not follow", () => {
    const search = `?next=${encodeURIComponent("/browse?movie=12")}`;
    const forgot = signInPagePath(returnPathIn(search), "forgot");
    expect(forgot).toBe("/?mode=forgot&next=%2Fbrowse%3Fmovie%3D12");
    const signUp = signInPagePath(returnPathIn(forgot.slice(1)), "sign-up");
    expect(afterSignInPath(signInPagePath(returnPathIn(signUp.slice(1))).slice(1))).toBe("/browse?movie=12");
    expect(signInPagePath(returnPathIn("?mode=forgot"))).toBe("/");
    expect(signInPagePath(returnPathIn(`?next=${encodeURIComponent("//evil.example/browse")}`), "forgot")).toBe(
      "/?mode=forgot",
    );
  });
});
