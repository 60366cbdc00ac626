/**
 * The newsletter service (spec footer §3, §5, §7, §8): subscribers with double opt-in tokens,
 * e-mail and name validation, duplicates, confirmation with a 14-day expiry, reads and updates.
 * Error bodies are problem types: `{ type: 'urn:newsletter:...', title, detail? }`.
 */
import { randomBytes } from 'node:crypto';
import { empty, isRecord, json, type Reply } from './http';
import { type Site } from './sites';

export const SALUTATIONS = ['MR', 'MRS', 'COMPANY', 'DIVERS'] as const;
export type Salutation = (typeof SALUTATIONS)[number];
export const CONSENTS = ['DNE'] as const;
export const LEGALS = ['NEWSLETTER'] as const;
export const ORIGINS = ['NEWSLETTER', 'SHOPPING_CART'] as const;
export const TOPICS = [
  'WOMEN_FASHION',
  'MEN_FASHION',
  'SPORT',
  'LIVING_FURNITURE',
  'HOBBY',
  'KIDS',
  'KITCHEN',
  'SLEEPING',
  'DISCOUNTS',
  'COFFEE',
  'MOBILE',
  'SHOP_CARD',
  'STORE',
] as const;

export type SubscriberStatus = 'WAITING_FOR_DOI' | 'SUBSCRIBED' | 'UNSUBSCRIBED';

export interface Subscriber {
  token: string;
  email: string;
  salutation: Salutation | null;
  firstName: string | null;
  lastName: string | null;
  consents: string[];
  legals: string[];
  topics: string[];
  origin: (typeof ORIGINS)[number];
  originAddition: string | null;
  site: Site;
  status: SubscriberStatus;
  createdAt: string;
  confirmedAt: string | null;
  /** 'preset' for the subscribers every session starts with, 'request' for sign-ups. */
  source: 'preset' | 'request';
}

export interface NewsletterState {
  subscribers: Subscriber[];
}

/** spec footer §9 (Turkish text): unconfirmed sign-ups are deleted after 14 days; links expire then. */
export const DOI_VALIDITY_DAYS = 14;
const DAY_MS = 86_400_000;

/** A double-opt-in token that is always expired, for demos and tests of the invalid-link message. */
export const EXPIRED_DOI_TOKEN = '7f3c9a2e5b8d4f1a6c0e9b3d2a5f8c71';
/** A subscriber who confirmed long ago. */
export const CONFIRMED_SUBSCRIBER_TOKEN = 'c41e8a6f2d9b47e0a3f5b8c1d6e2f907';

/** Addresses the mail service refuses (spec footer §8 'urn:newsletter:email_invalid'). */
export const BLOCKED_ADDRESSES: readonly string[] = ['blocked@example.com', 'abuse@example.com'];
export const BLOCKED_DOMAINS: readonly string[] = [
  'mailinator.com',
  'trashmail.com',
  'wegwerfmail.de',
  'example.invalid',
];

export function presetSubscribers(now: Date): Subscriber[] {
  return [
    {
      token: EXPIRED_DOI_TOKEN,
      email: 'lena.schubert@example.com',
      salutation: 'MRS',
      firstName: 'Lena',
      lastName: 'Schubert',
      consents: [],
      legals: [],
      topics: [],
      origin: 'NEWSLETTER',
      originAddition: 'footer',
      site: 'DE',
      status: 'WAITING_FOR_DOI',
      createdAt: new Date(now.getTime() - 20 * DAY_MS).toISOString(),
      confirmedAt: null,
      source: 'preset',
    },
    {
      token: CONFIRMED_SUBSCRIBER_TOKEN,
      email: 'markus.vogel@example.com',
      salutation: 'MR',
      firstName: 'Markus',
      lastName: 'Vogel',
      consents: ['DNE'],
      legals: [],
      topics: ['COFFEE', 'KITCHEN'],
      origin: 'SHOPPING_CART',
      originAddition: 'minicart',
      site: 'DE',
      status: 'SUBSCRIBED',
      createdAt: new Date(now.getTime() - 200 * DAY_MS).toISOString(),
      confirmedAt: new Date(now.getTime() - 199 * DAY_MS).toISOString(),
      source: 'preset',
    },
  ];
}

function problem(
  status: number,
  type: string,
  title: string,
  extra: Record<string, unknown> = {},
): Reply {
  return json(status, { type: `urn:newsletter:${type}`, title, status, ...extra });
}

// ---------------------------------------------------------------------------------------------
// Validation (spec footer §5)

const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}$/;
const NAME_PATTERN = /^[\p{L}\p{N}\s+&'`´,()/.-]*$/u;
const URL_LIKE = /(https?:\/\/|www\.|\.(com|de|net|org|info|eu|at|ch|pl|cz|hu|sk|tr)\b)/i;

export function isAcceptedEmail(email: string): boolean {
  if (email.length > 256 || !EMAIL_PATTERN.test(email)) return false;
  const lower = email.toLowerCase();
  const domain = lower.slice(lower.lastIndexOf('@') + 1);
  return !BLOCKED_ADDRESSES.includes(lower) && !BLOCKED_DOMAINS.includes(domain);
}

type FieldCheck = { value: string | null } | { error: string };

function checkName(record: Record<string, unknown>, key: string, required: boolean): FieldCheck {
  const raw = record[key];
  if (raw === undefined || raw === null || raw === '') {
    return required ? { error: `${key} is required` } : { value: null };
  }
  if (typeof raw !== 'string') return { error: `${key} must be a string` };
  const value = raw.trim();
  if (value.length > 40) return { error: `${key} is longer than 40 characters` };
  if (!NAME_PATTERN.test(value) || URL_LIKE.test(value))
    return { error: `${key} contains invalid characters` };
  if (required && value === '') return { error: `${key} is required` };
  return { value: value === '' ? null : value };
}

function checkList(
  record: Record<string, unknown>,
  key: string,
  allowed: readonly string[],
): string[] | string {
  const raw = record[key];
  if (raw === undefined || raw === null) return [];
  if (
    !Array.isArray(raw) ||
    raw.some((entry) => typeof entry !== 'string' || !allowed.includes(entry))
  ) {
    return `${key} may only contain ${allowed.join(', ')}`;
  }
  return [...new Set(raw as string[])];
}

function validationFailed(field: string, detail: string): Reply {
  return problem(400, 'validation_failed', 'The request is not valid.', { field, detail });
}

// ---------------------------------------------------------------------------------------------
// Operations

function newToken(): string {
  return randomBytes(16).toString('hex');
}

function isExpired(subscriber: Subscriber, now: Date): boolean {
  return now.getTime() - Date.parse(subscriber.createdAt) > DOI_VALIDITY_DAYS * DAY_MS;
}

/** POST /newsletter-subscribers: 201 created, 200 for a known address, 400 with a problem type. */
export function subscribe(state: NewsletterState, site: Site, body: unknown, now: Date): Reply {
  if (!isRecord(body)) return validationFailed('body', 'the body must be a JSON object');
  const email = typeof body['email'] === 'string' ? body['email'].trim() : '';
  if (!email || !isAcceptedEmail(email)) {
    return problem(400, 'email_invalid', 'The e-mail address is not valid.', { field: 'email' });
  }
  // spec footer §5: names are required on HU and TR, the salutation on HU only.
  const namesRequired = site === 'HU' || site === 'TR';
  const salutation = body['salutation'];
  if (salutation !== undefined && salutation !== null && salutation !== '') {
    if (
      typeof salutation !== 'string' ||
      !(SALUTATIONS as readonly string[]).includes(salutation)
    ) {
      return validationFailed('salutation', `salutation must be one of ${SALUTATIONS.join(', ')}`);
    }
  } else if (site === 'HU') {
    return validationFailed('salutation', 'salutation is required');
  }
  const firstName = checkName(body, 'firstName', namesRequired);
  if ('error' in firstName) return validationFailed('firstName', firstName.error);
  const lastName = checkName(body, 'lastName', namesRequired);
  if ('error' in lastName) return validationFailed('lastName', lastName.error);
  const consents = checkList(body, 'consents', CONSENTS);
  if (typeof consents === 'string') return validationFailed('consents', consents);
  const legals = checkList(body, 'legals', LEGALS);
  if (typeof legals === 'string') return validationFailed('legals', legals);
  const origin = body['origin'] ?? 'NEWSLETTER';
  if (typeof origin !== 'string' || !(ORIGINS as readonly string[]).includes(origin)) {
    return validationFailed('origin', `origin must be one of ${ORIGINS.join(', ')}`);
  }
  const originAddition = typeof body['originAddition'] === 'string' ? body['originAddition'] : null;

  const existing = state.subscribers.find(
    (subscriber) =>
      subscriber.site === site && subscriber.email.toLowerCase() === email.toLowerCase(),
  );
  if (existing?.status === 'SUBSCRIBED') {
    return json(200, { email: existing.email, status: existing.status });
  }
  if (existing) {
    // Waiting or unsubscribed: a fresh confirmation mail with a new link; the old link dies.
    existing.token = newToken();
    existing.status = 'WAITING_FOR_DOI';
    existing.createdAt = now.toISOString();
    existing.confirmedAt = null;
    return json(200, { email: existing.email, status: existing.status });
  }
  const subscriber: Subscriber = {
    token: newToken(),
    email,
    salutation:
      typeof salutation === 'string' && salutation !== '' ? (salutation as Salutation) : null,
    firstName: firstName.value,
    lastName: lastName.value,
    consents,
    legals,
    topics: [],
    origin: origin as Subscriber['origin'],
    originAddition,
    site,
    status: 'WAITING_FOR_DOI',
    createdAt: now.toISOString(),
    confirmedAt: null,
    source: 'request',
  };
  state.subscribers.push(subscriber);
  return json(201, { email: subscriber.email, status: subscriber.status });
}

export function subscriberView(subscriber: Subscriber): Record<string, unknown> {
  return {
    email: subscriber.email,
    salutation: subscriber.salutation,
    firstName: subscriber.firstName,
    lastName: subscriber.lastName,
    consents: subscriber.consents,
    legals: subscriber.legals,
    topics: subscriber.topics,
    status: subscriber.status,
    site: subscriber.site,
    createdAt: subscriber.createdAt,
    confirmedAt: subscriber.confirmedAt,
  };
}

function notFound(): Reply {
  return problem(404, 'subscriber_not_found', 'No subscriber has this token.');
}

export function getSubscriber(state: NewsletterState, token: string): Reply {
  const subscriber = state.subscribers.find((candidate) => candidate.token === token);
  return subscriber ? json(200, subscriberView(subscriber)) : notFound();
}

/** PUT /newsletter-subscribers/{token}: salutation, names, consents, topics, or status UNSUBSCRIBED. */
export function updateSubscriber(state: NewsletterState, token: string, body: unknown): Reply {
  const subscriber = state.subscribers.find((candidate) => candidate.token === token);
  if (!subscriber) return notFound();
  if (!isRecord(body)) return validationFailed('body', 'the body must be a JSON object');
  const update: Partial<Subscriber> = {};
  if ('salutation' in body) {
    const salutation = body['salutation'];
    if (salutation !== null && !(SALUTATIONS as readonly unknown[]).includes(salutation)) {
      return validationFailed('salutation', `salutation must be one of ${SALUTATIONS.join(', ')}`);
    }
    update.salutation = salutation as Salutation | null;
  }
  for (const key of ['firstName', 'lastName'] as const) {
    if (key in body) {
      const checked = checkName(body, key, false);
      if ('error' in checked) return validationFailed(key, checked.error);
      update[key] = checked.value;
    }
  }
  if ('consents' in body) {
    const consents = checkList(body, 'consents', CONSENTS);
    if (typeof consents === 'string') return validationFailed('consents', consents);
    update.consents = consents;
  }
  if ('topics' in body) {
    const topics = checkList(body, 'topics', TOPICS);
    if (typeof topics === 'string') return validationFailed('topics', topics);
    update.topics = topics;
  }
  if ('status' in body) {
    if (body['status'] !== 'UNSUBSCRIBED') {
      return validationFailed('status', 'status can only be set to UNSUBSCRIBED');
    }
    update.status = 'UNSUBSCRIBED';
  }
  Object.assign(subscriber, update);
  return json(200, subscriberView(subscriber));
}

/** PUT /newsletter-subscribers/{token}/doi: 204 confirmed, 404 unknown, 410 expired. */
export function confirmSubscriber(state: NewsletterState, token: string, now: Date): Reply {
  const subscriber = state.subscribers.find((candidate) => candidate.token === token);
  if (!subscriber || subscriber.status === 'UNSUBSCRIBED') {
    return problem(404, 'doi_token_invalid', 'This confirmation link is not valid.');
  }
  if (subscriber.status === 'SUBSCRIBED') return empty(204);
  if (isExpired(subscriber, now)) {
    return problem(410, 'doi_token_expired', 'This confirmation link has expired.');
  }
  subscriber.status = 'SUBSCRIBED';
  subscriber.confirmedAt = now.toISOString();
  return empty(204);
}
