/**
 * What the server writes into a page's HTML for the page to read before it asks anything: the ids
 * of the JSON data blocks (`<script type="application/json">`, never executed, so the CSP's
 * `script-src 'self'` holds).
 */

/** The public config (the config row's answer), in every lazy page's HTML. */
export const CONFIG_ELEMENT_ID = "reelwise-config";

/** `/browse`'s first screen's requests, answered (path and query → JSON body) for the signed-in caller. */
export const ANSWERS_ELEMENT_ID = "reelwise-answers";
