/** The JSON in the HTML's data block `id` (written by the server), or `undefined` when there is none or it does not parse. */
export function htmlData(id: string): unknown {
  // Outside a browser (a unit test's requests) there is no HTML.
  const text = typeof document === "undefined" ? undefined : document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
