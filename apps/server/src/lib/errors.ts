export type ErrorCode =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'internal'
  | 'unavailable';

const STATUS: Record<ErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** The one error type services throw; the error handler turns it into { message, code, requestId }. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra fields merged into the answer, e.g. the current fee on a fee mismatch. */
    readonly extra: Record<string, unknown> = {},
    /** What went wrong underneath (logged for 5xx answers, never sent to the client). */
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.statusCode = STATUS[code];
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new AppError('validation', message, extra);
export const unauthorized = (message = 'Please log in to continue.') => new AppError('unauthorized', message);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError('forbidden', message);
export const notFound = (message = 'Not found.') => new AppError('not_found', message);
export const conflict = (message: string, extra?: Record<string, unknown>) => new AppError('conflict', message, extra);
