import { type ReactNode, useEffect, useState } from "react";
import { Link } from "wouter";
import { Wordmark } from "../components/wordmark";
import { useBrand } from "../i18n/use-strings";
import { LanguageSelect } from "./language-select";

interface HeaderProps {
  /** Controls shown only to a signed-in user (toggle, avatar, sign-out). */
  children?: ReactNode;
}

/** The header: the logo always; the language selector; the signed-in controls when given. */
export function Header({ children }: HeaderProps) {
  const brand = useBrand();
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 flex h-16 items-center justify-between gap-2 px-[4vw] transition-colors duration-200 ${
        scrolled ? "bg-page/95 backdrop-blur" : "bg-gradient-to-b from-black/80 to-transparent"
      }`}
    >
      <Link to="/" className="shrink-0 rounded-sm">
        <Wordmark brand={brand} className="h-7 w-auto max-sm:hidden md:h-8" />
        <Wordmark brand={brand} compact className="h-8 w-auto sm:hidden" />
      </Link>
      <div className="flex min-w-0 items-center gap-1.5 sm:gap-2 md:gap-3">
        <LanguageSelect />
        {children}
      </div>
    </header>
  );
}
