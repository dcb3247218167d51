import { createServer } from 'node:http';

/**
 * The browser tests' email API: the shop under test is started with
 * EMAIL_API_URL pointing here (playwright.config.ts), posts each email as
 * JSON, and tests read them back with `GET /emails?to=…` (newest first).
 */
export const mailboxPort = (shopPort: number) => shopPort + 1;

interface Email {
  to: string;
  subject: string;
  text: string;
}

export default async function startMailbox(): Promise<() => Promise<void>> {
  const emails: Email[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mailbox');
    if (req.method === 'POST' && url.pathname === '/emails') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        emails.push(JSON.parse(body) as Email);
        res.writeHead(202, { 'content-type': 'application/json' }).end('{}');
      });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/emails') {
      const to = (url.searchParams.get('to') ?? '').toLowerCase();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(emails.filter((e) => e.to === to).reverse()));
      return;
    }
    res.writeHead(404).end();
  });
  const port = mailboxPort(Number(process.env.E2E_PORT ?? 4399));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
