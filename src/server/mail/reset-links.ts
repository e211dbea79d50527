import type { Logger } from "pino";
import type { SendResetLink } from "../auth/auth-provider.js";
import type { Mailer } from "./mailer.js";
import { resetEmail } from "./reset-email.js";

/**
 * Reset links by e-mail. Returns at once and sends in the background, so a request for an address
 * with an account answers as fast as one without; a failure is logged without the address or link.
 * Without an SMTP server nothing is sent and the log says how the operator can help.
 */
export function mailResetLinks(mailer: Mailer, brand: string, log: Logger): SendResetLink {
  return async (message) => {
    if (mailer.kind === "none") {
      log.warn("password reset asked for, but SMTP_URL is not set: npm run account -- reset-password EMAIL");
      return;
    }
    const mail = resetEmail({ ...message, to: message.email, brand });
    void mailer.send(mail).then((sent) => {
      if (!sent.ok) log.error({ err: { message: sent.error.message } }, "password reset e-mail not sent");
    });
  };
}
