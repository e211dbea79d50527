import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message the fake SMTP server accepted. */
export interface CapturedMail {
  from: string;
  to: string[];
  /** The whole message as sent (headers and MIME parts). */
  raw: string;
  /** `raw` with quoted-printable undone (soft line breaks joined, `=XX` decoded). */
  decoded: string;
}

export interface FakeSmtp {
  /** `smtp://127.0.0.1:PORT` (plain SMTP, no TLS, any or no login). */
  url: string;
  /** Every message accepted so far, oldest first. */
  messages: CapturedMail[];
  close(): Promise<void>;
}

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes = Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  );
  return bytes.toString("utf8");
}

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps every message: tests see
 * exactly what a mail server would receive, over a real SMTP conversation.
 */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        messages.push({
          from,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          decoded: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link in a captured message's plain-text part. */
export function resetLinkIn(mail: CapturedMail): string {
  // The first link is the plain-text part's (the HTML part's has its `&` written `&amp;`).
  const found = /https?:\/\/[^\s"<>]+\/reset-password\?token=[^\s"<>]+/.exec(mail.decoded);
  if (!found) throw new Error("no reset link in the message");
  return found[0];
}
