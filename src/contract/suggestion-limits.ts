/** Suggestion limits as plain numbers, with no schema library, so the page can use them without loading zod. */

/** How many titles a suggestion asks for: one poster row each. */
export const SUGGESTION_COUNT = 5;
export const QUERY_MAX_LENGTH = 300;
/** The media type of the `/api/suggestions` stream: one JSON event per line. */
export const SUGGESTION_STREAM_TYPE = "application/x-ndjson";
