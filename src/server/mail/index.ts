import { err } from "../../contract/errors.js";
import type { Config } from "../config.js";
import type { Mailer } from "./mailer.js";
import { createSmtpMailer } from "./smtp-mailer.js";

/** No SMTP server configured: nothing is sent (the operator prints reset links instead). */
const noMailer: Mailer = {
  kind: "none",
  send: async () => err({ message: "no SMTP_URL configured" }),
  close: async () => undefined,
};

/** The one place that picks the Mailer. */
export function createMailer(cfg: Config["mail"]): Mailer {
  switch (cfg.kind) {
    case "smtp":
      return createSmtpMailer(cfg);
    case "none":
      return noMailer;
  }
}
