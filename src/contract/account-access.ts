import type { Endpoint } from "./endpoint.js";

/*
 * Who may call a per-account row and what it spends. Apart from `endpoint.ts`, which the first
 * chunk carries: only the chunks of signed-in pages use these.
 */

/** Signed in; every per-account store (My List, ratings, settings, my data) shares one budget per user. */
export const mine = {
  access: "signed-in",
  budgets: [{ name: "myList", per: "user", spentBy: "middleware" }],
} as const satisfies Pick<Endpoint, "access" | "budgets">;
/**
 * A change to a per-account row: also counted per address group, whatever the account (a crowd of
 * throwaway accounts on one network cannot fill the disk).
 */
export const mineChanged = {
  access: "signed-in",
  budgets: [...mine.budgets, { name: "storeWritesFromGroup", per: "address-group", spentBy: "middleware" }],
} as const satisfies Pick<Endpoint, "access" | "budgets">;
