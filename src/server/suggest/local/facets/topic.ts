import { isOneOf } from "../../../keys.js";
import { TOPIC_NAMES } from "../topics.js";
import type { FacetModule } from "./module.js";

/** A topic: a curated list of films, or the topic's genres (`topics.ts`); never title words. Read from words. */
export const TOPIC: FacetModule<"topic"> = {
  readBy: ["words"],
  group: "topic",
  key: (f) => `topic:${f.value}`,
  test: ({ value }) => (isOneOf(TOPIC_NAMES, value) ? (f) => f.topics.has(value) : undefined),
  filmsIn: ({ value }, index) => (isOneOf(TOPIC_NAMES, value) ? index.withTopic(value) : undefined),
  subject: { rank: 2, text: (f) => `topic:${f.value}` },
};
