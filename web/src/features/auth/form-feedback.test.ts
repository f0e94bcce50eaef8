import { describe, expect, it } from 'vitest';
import { loginBodySchema } from '@tdp/shared/schemas/auth';
import { ApiError } from '../../lib/api-client.ts';
import { describeFailure, fieldErrorsFrom, tooManyAttemptsMessage } from './form-feedback.ts';

const labels = { username: 'Username', password: 'Password' };

describe('form feedback', () => {
  it('words the shared schema rules with the field labels, first problem per field', () => {
    const result = loginBodySchema.safeParse({ username: '   ', password: '' });
    expect(result.success).toBe(false);
    expect(fieldErrorsFrom(result.error!, labels)).toEqual({
      username: 'Username is required.',
      password: 'Password is required.',
    });
  });

  it('words the fields of a 400 answer the same way and ignores fields the form does not have', () => {
    expect(fieldErrorsFrom({ password: 'must be at most 128 characters', role: 'must be admin or agent' }, labels)).toEqual({
      password: 'Password must be at most 128 characters.',
    });
  });

  it('turns Retry-After into whole minutes, never less than one', () => {
    expect(tooManyAttemptsMessage(900)).toBe('Too many attempts. Try again in 15 minutes.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many attempts. Try again in 2 minutes.');
    expect(tooManyAttemptsMessage(20)).toBe('Too many attempts. Try again in 1 minute.');
    expect(tooManyAttemptsMessage(undefined)).toBe('Too many attempts. Try again later.');
  });

  it('describes rate limits, lost connections and anything else', () => {
    expect(describeFailure(new ApiError(429, 'TOO_MANY_REQUESTS', 'x', {}, 300)).message).toBe('Too many attempts. Try again in 5 minutes.');
    expect(describeFailure(new ApiError(0, 'NETWORK_ERROR', 'x')).title).toBe('No connection');
    expect(describeFailure(new Error('boom')).title).toBe('Something went wrong');
  });
});
