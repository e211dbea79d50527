import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeSmtp, resetLinkIn, startFakeSmtp } from "../../../tests/fakes/smtp.js";
import { waitFor } from "../../../tests/fakes/wait.js";
import { LANGUAGE_IDS } from "../../contract/language.js";
import { createMailer } from "./index.js";
import { NAME_MAX_CHARACTERS, RESET_EMAIL_WORDS, resetEmail } from "./reset-email.js";
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
    // One digit system: the Arabic e-mail writes its minutes in Arabic-Indic digits, as the page does.
    expect(ar.text).toContain("خلال ٣٠ دقيقة");
    expect(ar.html).toContain("خلال ٣٠ دقيقة");
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

  it("shows a hostile name quoted, on one line, isolated and escaped, and never in a header", async () => {
    smtp = await startFakeSmtp();
    const mailer = createMailer({ kind: "smtp", url: smtp.url, from: "Reelwise <no-reply@example.com>" });
    // Within the length names are cut to, so all of it shows.
    const hostile = 'Ada\r\nBcc: x@evil.io\n\nURGENT\u2028\u202eexe.<script>"x"</script>\u0000';
    await mailResetLinks(
      mailer,
      "Reelwise",
      log,
    )({ email: "ada@example.com", name: hostile, link: LINK, language: "EN", minutes: 30 });
    await waitFor(() => smtp?.messages.length === 1, { message: "the e-mail to arrive" });
    const mail = smtp.messages[0];
    if (!mail) throw new Error("no mail");
    expect(mail.to).toEqual(["ada@example.com"]);
    const headers = mail.raw.slice(0, mail.raw.indexOf("\r\n\r\n"));
    // A Bcc header line, or any word of the name: "bcc" alone also turns up in the random hex of
    // the Message-ID and the MIME boundary.
    expect(headers).not.toMatch(/^Bcc:|URGENT|evil|script/im);
    expect(headers).toMatch(/^To: ada@example.com$/m);
    // Plain text: the whole name on the greeting's line, between quotes, its direction isolated.
    const greeting = mail.decoded.split(/\r?\n/).find((line) => line.startsWith("Hello "));
    expect(greeting).toBe('Hello \u201c\u2068Ada Bcc: x@evil.io URGENT exe.<script>"x"</script>\u2069\u201d,');
    expect(mail.decoded).not.toMatch(/^(Bcc|URGENT)/m);
    expect(mail.decoded).not.toContain("\u202e");
    // HTML: escaped, and isolated with <bdi>.
    expect(mail.decoded).toContain(
      "<p>Hello \u201c<bdi>Ada Bcc: x@evil.io URGENT exe.&lt;script&gt;&quot;x&quot;&lt;/script&gt;</bdi>\u201d,</p>",
    );
    expect(mail.decoded).not.toContain('exe.<script>"x"</script></bdi>');
    await mailer.close();
  });

  it("cuts a name kept from before names were bounded, and quotes it in the asker's language", () => {
    const long = resetEmail({
      to: "a@example.com",
      name: "N".repeat(500),
      brand: "Reelwise",
      link: LINK,
      minutes: 30,
      language: "AR",
    });
    const shown = /\u00ab\u2068(N+)\u2026\u2069\u00bb/.exec(long.text);
    expect(shown?.[1]).toHaveLength(NAME_MAX_CHARACTERS - 1);
    expect(long.html).toContain(`\u00ab<bdi>${"N".repeat(NAME_MAX_CHARACTERS - 1)}\u2026</bdi>\u00bb`);
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
