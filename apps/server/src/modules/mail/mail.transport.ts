import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type MailMessage = {
  id: number;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
};

/** Where e-mails leave the shop: an SMTP server (SMTP_URL), or files under DATA_DIR/mail in development. */
export type MailTransport = {
  kind: 'smtp' | 'file';
  send(message: MailMessage): Promise<void>;
  close(): void;
};

function envelope(message: MailMessage) {
  return {
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: { 'X-Atelier-Outbox-Id': String(message.id) },
    attachments: message.attachments ?? [],
  };
}

export function createMailTransport(options: { smtpUrl?: string; dataDir: string }): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await smtp.sendMail(envelope(message));
      },
      close: () => smtp.close(),
    };
  }
  const dir = path.join(options.dataDir, 'mail');
  // nodemailer builds the complete MIME message (both parts, headers) without sending it anywhere.
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(message) {
      const info = await stream.sendMail(envelope(message));
      await mkdir(dir, { recursive: true });
      // The .eml is what a reader looks for, so it appears last and whole (written aside, then renamed): whoever
      // sees it finds the .html beside it complete.
      await writeFile(path.join(dir, `${message.id}.html`), message.html);
      const eml = path.join(dir, `${message.id}.eml`);
      await writeFile(`${eml}.part`, info.message as Buffer);
      await rename(`${eml}.part`, eml);
    },
    close: () => stream.close(),
  };
}
