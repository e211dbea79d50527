interface WordmarkProps {
  brand: string;
  className?: string;
  /** Only the mark (narrow headers); the brand stays the accessible name. */
  compact?: boolean;
}

/**
 * Our logo: a reel-quarter mark with a play notch, then the brand set as live text (so `BRAND`
 * renders, and screen readers read it). Always left-to-right, even in Arabic pages.
 */
export function Wordmark({ brand, className, compact = false }: WordmarkProps) {
  const width = compact ? 40 : 44 + brand.length * 17;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${width} 40`}
      height="32"
      width={(width * 32) / 40}
      role="img"
      aria-label={brand}
      style={{ direction: "ltr" }}
    >
      <title>{brand}</title>
      <g fill="#f5b82e">
        <path d="M4 36V20A16 16 0 0 1 20 4h6v8h-6a8 8 0 0 0-8 8v16z" />
        <circle cx="26" cy="26" r="10" />
        <path d="M23 21.5v9l7-4.5z" fill="#0b0c10" />
      </g>
      {!compact && (
        <text
          x="42"
          y="30"
          fill="#f5b82e"
          fontFamily="'Inter Variable', system-ui, sans-serif"
          fontSize="27"
          fontWeight="850"
          letterSpacing="-0.5"
          direction="ltr"
          style={{ fontStretch: "85%" }}
        >
          {brand}
        </text>
      )}
    </svg>
  );
}
