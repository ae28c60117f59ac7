/**
 * An SMTP server for tests (issue 34, the `smtp-server` package): it takes the server's real mail on
 * 127.0.0.1 and parses each (`mailparser`), so a test reads what a mail program would show: the
 * subject, the text and HTML, and the List-Unsubscribe headers. `fail(n)` refuses the next n mails
 * with a temporary error (451), as a busy server does; `hold(n)` takes the next n and never answers.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly headers: Readonly<Record<string, string>>;
}

export async function testSmtp(): Promise<{
  url: string;
  received: Mail[];
  fail(n: number): void;
  /** The next n mails are taken and never answered (a send in flight when its sender dies). */
  hold(n: number): void;
  held(): number;
  close(): Promise<void>;
}> {
  const received: Mail[] = [];
  let failing = 0;
  let holding = 0;
  let heldCount = 0;
  const server = new SMTPServer({
    authOptional: true,
    // A held mail's connection is left open until its sender is gone.
    closeTimeout: 100,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const to = session.envelope.rcptTo.map((r) => r.address).join(',');
      simpleParser(stream).then(
        (m) => {
          if (holding > 0) {
            holding--;
            heldCount++;
            return;
          }
          if (failing > 0) {
            failing--;
            const e = Object.assign(new Error('Try again later'), { responseCode: 451 });
            return done(e);
          }
          const headers: Record<string, string> = {};
          for (const line of m.headerLines)
            headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
          received.push({
            to,
            subject: m.subject ?? '',
            text: m.text ?? '',
            html: typeof m.html === 'string' ? m.html : '',
            headers,
          });
          done();
        },
        (e: Error) => done(e),
      );
    },
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    fail: (n) => {
      failing = n;
    },
    hold: (n) => {
      holding = n;
    },
    held: () => heldCount,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
