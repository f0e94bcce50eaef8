import type { ErrorCode } from '@tdp/shared/api/error-body';

/**
 * Typed errors the domain throws; one middleware maps them to HTTP answers.
 * Messages are written for the person who reads them: say what is wrong and what to do.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400: the request is well-formed JSON but breaks a rule; `fields` names each field and its rule. */
export class Invalid extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, fields ? 'VALIDATION_FAILED' : 'BAD_REQUEST', message, fields);
  }
}

/** 401: no valid credentials. */
export class Unauthorized extends DomainError {
  constructor(message = 'Sign in to continue.') {
    super(401, 'UNAUTHORIZED', message);
  }
}

/** 403: signed in, but this role may not do this. */
export class Forbidden extends DomainError {
  constructor(message = 'You do not have access to this.') {
    super(403, 'FORBIDDEN', message);
  }
}

/** 404: the item does not exist (or is not visible to this caller). */
export class NotFound extends DomainError {
  constructor(message = 'Not found.', fields?: Record<string, string>) {
    super(404, 'NOT_FOUND', message, fields);
  }
}

/** 409: the item changed since it was loaded, or a unique value is taken. */
export class Conflict extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super(409, 'CONFLICT', message, fields);
  }
}

/**
 * 422: the request is valid but what it names cannot be taken as it stands any more (a departure sold out or repriced
 * since the page showed it); `fields` names each field and what to do.
 */
export class Unprocessable extends DomainError {
  constructor(message: string, fields: Record<string, string>) {
    super(422, 'UNPROCESSABLE', message, fields);
  }
}

/** 413: the body is larger than the route accepts. */
export class PayloadTooLarge extends DomainError {
  constructor(limitBytes: number) {
    super(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${limitBytes} bytes.`);
  }
}

/** 415: the body is not JSON. */
export class UnsupportedMediaType extends DomainError {
  constructor() {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as JSON with Content-Type: application/json.');
  }
}

/** 429: too many attempts; `retryAfterSeconds` goes into the Retry-After header. */
export class TooManyRequests extends DomainError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, 'TOO_MANY_REQUESTS', message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
