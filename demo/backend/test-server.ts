/**
 * Starts the backend on an ephemeral port for the backend's own tests (Node fetch against
 * node:http). Not a test file itself; each test uses its own demo session for isolation.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBackend, SESSION_COOKIE, type Backend, type BackendOptions } from './index';

export interface TestServer {
  origin: string;
  backend: Backend;
  close(): Promise<void>;
}

/** Requests that fall through the backend land here. */
export const FALLTHROUGH_BODY = 'not served by the backend';

export async function startTestServer(options: BackendOptions = {}): Promise<TestServer> {
  const backend = createBackend(options);
  const server: Server = createServer((req, res) =>
    backend.handle(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end(FALLTHROUGH_BODY);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    backend,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export interface SessionClient {
  session: string;
  /** fetch with the session cookie (plus any cookies given). */
  fetch(path: string, init?: RequestInit & { cookies?: Record<string, string> }): Promise<Response>;
  json<T = unknown>(
    path: string,
    init?: RequestInit & { cookies?: Record<string, string> },
  ): Promise<T>;
  scenario(patch: Record<string, unknown>): Promise<Response>;
  put(path: string, body: unknown, init?: RequestInit): Promise<Response>;
  post(path: string, body: unknown, init?: RequestInit): Promise<Response>;
}

/** A client bound to a fresh demo session. */
export function sessionClient(server: TestServer, session: string = randomUUID()): SessionClient {
  const request = (path: string, init: RequestInit & { cookies?: Record<string, string> } = {}) => {
    const { cookies = {}, headers, ...rest } = init;
    const cookieHeader = Object.entries({ [SESSION_COOKIE]: session, ...cookies })
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
    return fetch(`${server.origin}${path}`, {
      ...rest,
      headers: { Cookie: cookieHeader, ...(headers as Record<string, string> | undefined) },
    });
  };
  const send =
    (method: string) =>
    (path: string, body: unknown, init: RequestInit = {}) =>
      request(path, {
        ...init,
        method,
        body: typeof body === 'string' ? body : JSON.stringify(body),
        headers: {
          'Content-Type': 'application/json',
          ...(init.headers as Record<string, string> | undefined),
        },
      });
  return {
    session,
    fetch: request,
    json: async <T>(path: string, init?: RequestInit & { cookies?: Record<string, string> }) =>
      (await (await request(path, init)).json()) as T,
    scenario: (patch) => send('POST')('/__backend/scenario', patch),
    put: send('PUT'),
    post: send('POST'),
  };
}
