import { describe, expect, it } from "vitest";
import { browserLanguage, initialLanguage, savedLanguage } from "./language-storage";

const storage = (value: string | null) => ({ getItem: () => value });

describe("the language a page starts in", () => {
  it("follows the browser's preferred languages until a choice is saved", () => {
    expect(initialLanguage(storage(null), ["es-MX", "en-US"])).toBe("spanish");
    expect(initialLanguage(storage(null), ["fr-FR", "ar-EG", "en"])).toBe("AR");
    expect(initialLanguage(storage(null), ["de", "fr"])).toBe("EN");
    expect(initialLanguage(storage(null), [])).toBe("EN");
    expect(initialLanguage(storage("EN"), ["ar"])).toBe("EN");
    expect(initialLanguage(storage("spanish"), ["ar"])).toBe("spanish");
  });

  it("reads only languages we speak from storage and the browser", () => {
    expect(savedLanguage(storage("FR"))).toBeNull();
    expect(savedLanguage(storage("AR"))).toBe("AR");
    expect(
      savedLanguage({
        getItem: () => {
          throw new Error("storage disabled");
        },
      }),
    ).toBeNull();
    expect(browserLanguage(["ES"])).toBe("spanish");
    expect(browserLanguage(["en-GB", "es"])).toBe("EN");
    expect(browserLanguage(undefined)).toBeNull();
  });
});
