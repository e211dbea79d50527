import { isOwnKey } from "../../../keys.js";
import { MOOD_TEST } from "../moods.js";
import type { FacetModule } from "./module.js";

/** A mood or occasion, judged on facts (`moods.ts`). Read from words; the softest kind, it gives way early. */
export const MOOD: FacetModule<"mood"> = {
  readBy: ["words"],
  group: "mood",
  key: (f) => `mood:${f.value}`,
  test: ({ value }) => (isOwnKey(MOOD_TEST, value) ? MOOD_TEST[value] : undefined),
  subject: { rank: 3, text: (f) => `mood:${f.value}` },
};
