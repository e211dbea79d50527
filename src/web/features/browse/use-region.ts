import { useState } from "react";

const STORAGE_KEY = "reelwise:region";
/** Regions offered in More Info's "Where to watch" (the browser's own is added when missing). */
export const REGIONS = [
  "US",
  "GB",
  "CA",
  "AU",
  "IE",
  "ES",
  "MX",
  "AR",
  "CO",
  "FR",
  "DE",
  "IT",
  "IN",
  "EG",
  "SA",
  "AE",
  "MA",
];

/** The region from the browser's languages (`es-MX` → MX), else US. */
function browserRegion(): string {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const region = /-([A-Z]{2})\b/i.exec(tag)?.[1]?.toUpperCase();
    if (region) return region;
  }
  return "US";
}

function savedRegion(): string | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return saved && /^[A-Z]{2}$/.test(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** Where the viewer watches: their choice (kept on this device), else the browser's region. */
export function useRegion(): [string, (region: string) => void] {
  const [region, setRegion] = useState(() => savedRegion() ?? browserRegion());
  return [
    region,
    (next) => {
      setRegion(next);
      try {
        localStorage.setItem(STORAGE_KEY, next);
      } catch {
        // Private mode: the choice lasts this visit.
      }
    },
  ];
}
