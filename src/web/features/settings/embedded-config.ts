import { type PublicConfig, PublicConfigSchema } from "../../../contract/config";

/** The HTML's JSON data block with the public config (the server writes it into lazy pages' HTML). */
const CONFIG_ELEMENT_ID = "reelwise-config";

/**
 * The public config the server embedded in the HTML, when it did and it parses: the page can then
 * render without waiting for the config row. `null` otherwise (the page asks `SITE_ENDPOINTS.config`).
 */
export function embeddedConfig(): PublicConfig | null {
  const text = document.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = PublicConfigSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
