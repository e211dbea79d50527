import { type PublicConfig, PublicConfigSchema } from "../../../contract/config";
import { CONFIG_ELEMENT_ID } from "../../../contract/html-data";
import { htmlData } from "../../api/html-data";

/**
 * The public config the server embedded in the HTML, when it did and it parses: the page can then
 * render without waiting for the config row. `null` otherwise (the page asks `SITE_ENDPOINTS.config`).
 */
export function embeddedConfig(): PublicConfig | null {
  const parsed = PublicConfigSchema.safeParse(htmlData(CONFIG_ELEMENT_ID));
  return parsed.success ? parsed.data : null;
}
