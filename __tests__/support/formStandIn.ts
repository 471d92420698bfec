// A service a plain form posts to (a mail provider's sign-up, a form service
// for booking requests), as far as the form sees one: the test runs it on
// 127.0.0.1 where site.yaml says the service is, it keeps every post, and
// answers with a page of its own.
import { createServer, type Server } from 'node:http';

/** Listens at `action`'s host and port; `answer` makes the page a post is answered with. */
export async function standInFormService(action: string, answer: (fields: URLSearchParams) => string) {
  const url = new URL(action);
  const posts: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      // Anything else (the browser asks for a favicon): nothing, and not counted.
      if (request.method !== 'POST' || request.url !== url.pathname) {
        response.writeHead(204).end();
        return;
      }
      const fields = new URLSearchParams(body);
      posts.push(fields);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(answer(fields));
    });
  });
  await new Promise<void>((resolve) => server.listen(Number(url.port), url.hostname, resolve));
  return { posts, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A text as it may go into the stand-in's page. */
export const plain = (text: string) => text.replace(/[<>&"]/g, '');
