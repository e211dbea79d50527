import type { Result } from "../../contract/errors.js";

export interface OutgoingMail {
  to: string;
  subject: string;
  /** The plain-text body. */
  text: string;
  /** The same message as HTML. */
  html: string;
}

/** Sends e-mail: through an SMTP server (`SMTP_URL`), or nowhere when none is configured. */
export interface Mailer {
  readonly kind: "smtp" | "none";
  /** A failure carries a reason for the log only (never an address or a link). */
  send(mail: OutgoingMail): Promise<Result<void, { message: string }>>;
  close(): Promise<void>;
}
