/**
 * HTTP plumbing for the fake backend: the Reply value handlers return, cookies, request bodies,
 * the site of a request, and escaping for the HTML pages and SVG images it writes.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_SITE, parseSite, type Site } from './sites';

/** What a handler answers; the router writes it (or mangles it first for a scenario). */
export interface Reply {
  status: number;
  /** A JSON body. */
  json?: unknown;
  /** A text body (HTML, SVG, or deliberately broken JSON). */
  text?: string;
  contentType?: string;
  headers?: Record<string, string | string[]>;
}

export function json(status: number, body: unknown, headers?: Reply['headers']): Reply {
  return { status, json: body, ...(headers ? { headers } : {}) };
}

export function empty(status: 204 | 304, headers?: Reply['headers']): Reply {
  return { status, ...(headers ? { headers } : {}) };
}

export function html(status: number, text: string, headers?: Reply['headers']): Reply {
  return { status, text, contentType: 'text/html; charset=utf-8', ...(headers ? { headers } : {}) };
}

export function svg(text: string): Reply {
  return { status: 200, text, contentType: 'image/svg+xml; charset=utf-8' };
}

export function redirect(location: string, headers: Reply['headers'] = {}): Reply {
  return {
    status: 303,
    text: '',
    contentType: 'text/plain; charset=utf-8',
    headers: { ...headers, Location: location },
  };
}

export function writeReply(res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string | string[]> = {
    'Cache-Control': 'no-store',
    ...reply.headers,
  };
  if (reply.status === 204 || reply.status === 304) {
    res.writeHead(reply.status, headers);
    res.end();
    return;
  }
  const body = reply.text ?? (reply.json === undefined ? '' : JSON.stringify(reply.json));
  headers['Content-Type'] =
    reply.contentType ??
    (reply.text === undefined ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8');
  headers['Content-Length'] = String(Buffer.byteLength(body));
  res.writeHead(reply.status, headers);
  res.end(body);
}

// ---------------------------------------------------------------------------------------------
// Cookies

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || name in cookies) continue;
    const raw = part.slice(index + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

export function setCookie(name: string, value: string, maxAgeSeconds = 2_592_000): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
}

export function clearCookie(name: string): string {
  return `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}

// ---------------------------------------------------------------------------------------------
// Requests

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Which site a request is for: ?site=, else an X-Site / site / X-Hunter-Site header, else the site cookie, else DE. */
export function resolveRequestSite(
  req: IncomingMessage,
  url: URL,
  cookies: Record<string, string>,
): Site {
  return (
    parseSite(url.searchParams.get('site')) ??
    parseSite(header(req, 'x-site')) ??
    parseSite(header(req, 'site')) ??
    parseSite(header(req, 'x-hunter-site')) ??
    parseSite(cookies['site']) ??
    DEFAULT_SITE
  );
}

/** A JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** decodeURIComponent that keeps malformed escapes as they are. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export const MAX_BODY_BYTES = 1_000_000;

export interface RequestBody {
  /** The raw text, empty when the request had none. */
  raw: string;
  /** The parsed JSON, or undefined when there is none or it is not JSON. */
  value: unknown;
  /** True when a body was sent that is not valid JSON. */
  invalidJson: boolean;
}

export function readBody(req: IncomingMessage): Promise<RequestBody> {
  return new Promise((resolve, reject) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      resolve({ raw: '', value: undefined, invalidJson: false });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', reject);
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      if (raw.trim() === '') {
        resolve({ raw, value: undefined, invalidJson: false });
        return;
      }
      try {
        resolve({ raw, value: JSON.parse(raw) as unknown, invalidJson: false });
      } catch {
        resolve({ raw, value: undefined, invalidJson: true });
      }
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Escaping

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Escapes text for SVG (XML) content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) =>
    character === "'" ? '&apos;' : (HTML_ESCAPES[character] ?? character),
  );
}
