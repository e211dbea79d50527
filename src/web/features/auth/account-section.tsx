import { type FormEvent, type ReactNode, useId } from "react";

/** One titled panel of the account page. */
export function AccountSection({ title, children, tone }: { title: string; children: ReactNode; tone?: "danger" }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-lg bg-surface p-5 ring-1 sm:p-6 ${tone === "danger" ? "ring-danger/40" : "ring-white/10"}`}
    >
      <h2 id={id} className="mb-4 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A panel that is one form; its fields are checked by the page, not the browser (`noValidate`). */
export function AccountFormSection({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <AccountSection title={title}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {children}
      </form>
    </AccountSection>
  );
}
