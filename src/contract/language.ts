import { z } from "zod";
import { LANGUAGE_IDS } from "./language-ids.js";

export { DEFAULT_LANGUAGE, LANGUAGE_IDS, LANGUAGES, type LanguageId } from "./language-ids.js";

export const LanguageIdSchema = z.enum(LANGUAGE_IDS);
