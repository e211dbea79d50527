import nodemailer from "nodemailer";
import { err, ok } from "../../contract/errors.js";
import { errorProperty } from "../logger.js";
import { timedUpstreamCall } from "../ops/telemetry.js";
import type { Mailer } from "./mailer.js";

export interface SmtpSettings {
  /** `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…:465`. */
  url: string;
  /** The sender, `Name <address>`. */
  from: string;
}

/** How long to wait for the SMTP server at each step before the message counts as failed. */
const SMTP_TIMEOUT_MS = 15_000;

/** nodemailer over SMTP. */
export function createSmtpMailer(settings: SmtpSettings): Mailer {
  // One connection per message: reset e-mails are rare, and nothing idles between them.
  const transport = nodemailer.createTransport({
    url: settings.url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    kind: "smtp",
    async send(mail) {
      try {
        // Quoted-printable keeps links readable in the raw message (and lines under 76 characters).
        await timedUpstreamCall("mail", () =>
          transport.sendMail({ from: settings.from, textEncoding: "quoted-printable", ...mail }),
        );
        return ok(undefined);
      } catch (error) {
        // The code and SMTP status only: the server's message may quote the recipient.
        const code = errorProperty(error, "code");
        const responseCode = errorProperty(error, "responseCode");
        return err({ message: `SMTP ${String(code ?? "error")} ${String(responseCode ?? "")}`.trim() });
      }
    },
    async close() {
      transport.close();
    },
  };
}
