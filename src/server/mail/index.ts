import { err } from "../../contract/errors.js";
import type { Config } from "../config.js";
import type { Mailer } from "./mailer.js";

/** No SMTP server configured: nothing is sent (the operator prints reset links instead). */
const noMailer: Mailer = {
  kind: "none",
  send: async () => err({ message: "no SMTP_URL configured" }),
  close: async () => undefined,
};

/** The one place that picks the Mailer. */
export function createMailer(cfg: Config["mail"]): Mailer {
  switch (cfg.kind) {
    case "smtp": {
      // nodemailer (~0.25 s to import) is loaded by the first e-mail sent, never at start-up.
      let smtp: Promise<Mailer> | undefined;
      const load = () => (smtp ??= import("./smtp-mailer.js").then(({ createSmtpMailer }) => createSmtpMailer(cfg)));
      return {
        kind: "smtp",
        send: async (mail) => (await load()).send(mail),
        close: async () => (smtp ? (await smtp).close() : undefined),
      };
    }
    case "none":
      return noMailer;
  }
}
