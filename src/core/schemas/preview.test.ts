// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { abTestListSchema, previewAuthSchema, previewTokenSchema } from './preview';

describe('previewAuthSchema', () => {
  it('takes the status response with its optional settings', () => {
    const answer = {
      status: 'SUCCESS',
      dateTime: '2026-12-01T07:30:00.000Z',
      abTestName: null,
      extra: true,
    };
    expect(v.parse(previewAuthSchema, answer)).toEqual(answer);
    expect(v.parse(previewAuthSchema, { status: 'UNAUTHORIZED' })).toEqual({
      status: 'UNAUTHORIZED',
    });
  });

  it.each([
    ['a status that is no text', { status: 5 }],
    ['no status', { dateTime: '2026-12-01T07:30:00.000Z' }],
    ['a test name that is no text', { status: 'SUCCESS', abTestName: { text: 'a' } }],
    ['a list', [{ status: 'SUCCESS' }]],
    ['nothing', undefined],
  ])('refuses %s', (_case, answer) => {
    expect(v.safeParse(previewAuthSchema, answer).success).toBe(false);
  });
});

describe('abTestListSchema', () => {
  it('takes tests with groups, and missing or null groups as none', () => {
    expect(
      v.parse(abTestListSchema, [
        { name: 'checkout', groups: [{ name: 'control' }] },
        { name: 'a' },
        { name: 'b', groups: null },
      ]),
    ).toEqual([
      { name: 'checkout', groups: [{ name: 'control' }] },
      { name: 'a', groups: [] },
      { name: 'b', groups: [] },
    ]);
  });

  it.each([
    ['an object', { tests: [] }],
    ['a test without a name', [{ groups: [] }]],
    ['a group that is a string', [{ name: 'a', groups: ['control'] }]],
    ['groups that are an object', [{ name: 'a', groups: { length: 1 } }]],
    ['a name that is a number', [{ name: 1, groups: [] }]],
  ])('refuses %s', (_case, answer) => {
    expect(v.safeParse(abTestListSchema, answer).success).toBe(false);
  });
});

describe('previewTokenSchema', () => {
  it('takes any status text and refuses anything else', () => {
    expect(v.parse(previewTokenSchema, { status: 'BAD_REQUEST', message: 'x' }).status).toBe(
      'BAD_REQUEST',
    );
    expect(v.safeParse(previewTokenSchema, { status: null }).success).toBe(false);
  });
});
