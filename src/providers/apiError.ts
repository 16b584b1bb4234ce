import type { HttpError } from '@refinedev/core';
import type { FieldErrors } from '@schemas/envelope';

/*
 * The errors the HTTP client rejects with, in a file of their own: the sign-in page tells them apart without
 * loading the client (axios), which comes with its first call (docs/performance.md#what-the-browser-loads).
 */

/** The rejection of every failed call: a Refine HttpError that also keeps the reply body. */
export class ApiError extends Error implements HttpError {
  statusCode: number;
  errors?: FieldErrors;
  /** The reply body as the server sent it (e.g. surplusTimes of a failed login). */
  body?: unknown;
  constructor(statusCode: number, message: string, errors?: FieldErrors, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    if (errors) this.errors = errors;
    this.body = body;
  }
}

/** A call that needs a session, made while signed out (e.g. a refetch racing the logout): never sent. */
export class SignedOutError extends Error {
  constructor() {
    super('signed out');
    this.name = 'SignedOutError';
  }
}
