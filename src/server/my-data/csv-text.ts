/** One CSV line (RFC 4180): every field quoted, quotes doubled, so commas and line breaks in titles survive. */
export const csvLine = (fields: readonly (string | number | null)[]): string =>
  fields.map((field) => `"${String(field ?? "").replaceAll('"', '""')}"`).join(",");
