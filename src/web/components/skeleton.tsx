import "./skeleton.css";

interface SkeletonProps {
  className?: string;
}

/** A placeholder block with a soft shimmer (none under reduced motion); hidden from screen readers. */
export function Skeleton({ className = "" }: SkeletonProps) {
  return <div aria-hidden="true" className={`reel-skeleton ${className}`} />;
}
