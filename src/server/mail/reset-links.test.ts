import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeSmtp, resetLinkIn, startFakeSmtp } from "../../../tests/fakes/smtp.js";
import { waitFor } from "../../../tests/fakes/wait.js";
import { LANGUAGE_IDS } from "../../contract/language.js";
import { createMailer } from "./index.js";
import { RESET_EMAIL_WORDS, resetEmail } from "./reset-email.js";
import { mailResetLinks } from "./reset-links.js";

const log = pino({ level: "silent" });
const LINK = "http://localhost:3000/reset-password?token=abcdefghijklmnopqrstuvwx";

describe("password-reset e-mail", () => {
  let smtp: FakeSmtp | undefined;
  afterEach(async () => {
    await smtp?.close();
  });

  it("goes over SMTP with plain text and HTML parts, from MAIL_FROM, carrying the link", async () => {
    smtp = await startFakeSmtp();
    const mailer = createMailer({ kind: "smtp", url: smtp.url, from: "Reelwise <no-reply@example.com>" });
    const send = mailResetLinks(mailer, "Reelwise", log);
    await send({ email: "ada@example.com", name: "Ada", link: LINK, language: "EN", minutes: 30 });
    await waitFor(() => smtp?.messages.length === 1, { message: "the e-mail to arrive" });
    const mail = smtp.messages[0];
    expect(mail?.from).toBe("no-reply@example.com");
    expect(mail?.to).toEqual(["ada@example.com"]);
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/);
    expect(mail?.decoded).toContain("Subject: Reset your Reelwise password");
    expect(mail && resetLinkIn(mail)).toBe(LINK);
    await mailer.close();
  });

  it("is written in each page language, Arabic right to left, with the name escaped in HTML", () => {
    for (const language of LANGUAGE_IDS) {
      const words = Object.values(RESET_EMAIL_WORDS[language]);
      expect(words.every((text) => text.trim().length > 0)).toBe(true);
    }
    const ar = resetEmail({
      to: "a@example.com",
      name: "<b>Ada</b>",
      brand: "Reelwise",
      link: LINK,
      minutes: 30,
      language: "AR",
    });
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.html).toContain("&lt;b&gt;Ada&lt;/b&gt;");
    expect(ar.text).toContain(LINK);
    expect(ar.subject).toContain("Reelwise");
    const es = resetEmail({
      to: "a@example.com",
      name: "Ada",
      brand: "Reelwise",
      link: LINK,
      minutes: 30,
      language: "spanish",
    });
    expect(es.text).toContain("30 minutos");
  });

  it("logs an SMTP server that cannot be reached, without the address or the link", async () => {
    const closed = await startFakeSmtp();
    await closed.close();
    const lines: string[] = [];
    const capture = pino({ level: "warn" }, { write: (line: string) => void lines.push(line) });
    const mailer = createMailer({ kind: "smtp", url: closed.url, from: "Reelwise <no-reply@example.com>" });
    await mailResetLinks(
      mailer,
      "Reelwise",
      capture,
    )({ email: "ada@example.com", name: "Ada", link: LINK, language: "EN", minutes: 30 });
    await waitFor(() => lines.some((line) => line.includes("password reset e-mail not sent")), {
      message: "the failure to be logged",
    });
    expect(lines.join("")).toMatch(/SMTP ECONNECTION|SMTP ESOCKET/);
    expect(lines.join("")).not.toContain("ada@example.com");
    expect(lines.join("")).not.toContain("abcdefghijklmnopqrstuvwx");
    await mailer.close();
  });

  it("without SMTP sends nothing and says so in the log, never the link", async () => {
    const lines: string[] = [];
    const capture = pino({ level: "warn" }, { write: (line: string) => void lines.push(line) });
    const send = mailResetLinks(createMailer({ kind: "none" }), "Reelwise", capture);
    await send({ email: "ada@example.com", name: "Ada", link: LINK, language: "EN", minutes: 30 });
    expect(lines.join("")).toContain("npm run account -- reset-password");
    expect(lines.join("")).not.toContain("abcdefghijklmnopqrstuvwx");
    expect(lines.join("")).not.toContain("ada@example.com");
  });
});
