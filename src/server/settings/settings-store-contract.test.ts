import { expect, it } from "vitest";
import { onEachStore } from "../../../tests/fakes/database-suites.js";
import { createSettingsStore } from "./index.js";

/** One suite, run against each database: what the page relies on when it remembers a language. */
await onEachStore(
  { prefix: "settings", title: "settings", create: createSettingsStore },
  ({ store, remade, newUser }) => {
    it("has no language until one is chosen, then the last choice, per account", async () => {
      const [a, b] = [newUser(), newUser()];
      expect(await store().language(a)).toBeNull();
      await store().setLanguage(a, "AR");
      await store().setLanguage(b, "spanish");
      await store().setLanguage(a, "spanish");
      await store().setLanguage(a, "AR");
      expect(await store().language(a)).toBe("AR");
      expect(await store().language(b)).toBe("spanish");
    });

    it("forgets an account's settings with the account, and migrating again keeps the others", async () => {
      const [gone, kept] = [newUser(), newUser()];
      await store().setLanguage(gone, "AR");
      await store().setLanguage(kept, "EN");
      await store().deleteAll(gone);
      await store().deleteAll(gone);
      expect(await store().language(gone)).toBeNull();
      const again = await remade();
      expect(await again.language(kept)).toBe("EN");
    });
  },
);
