import type { MessageCode } from '@teleplan/proto/message-codes';

export interface SubError {
  messageCode: string;
  id?: string;
}

/** The one error type of every service: thrown anywhere, written as the wire shape by the kit's handler. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly messageCode: MessageCode;
  readonly errors?: SubError[];

  constructor(statusCode: number, messageCode: MessageCode, message: string, errors?: SubError[]) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.messageCode = messageCode;
    this.errors = errors;
  }
}

export const badRequest = (code: MessageCode, message: string, errors?: SubError[]) =>
  new AppError(400, code, message, errors);
export const unauthorized = (code: MessageCode, message: string) => new AppError(401, code, message);
export const forbidden = (code: MessageCode, message: string) => new AppError(403, code, message);
export const notFound = (code: MessageCode, message: string) => new AppError(404, code, message);
export const conflict = (code: MessageCode, message: string, errors?: SubError[]) =>
  new AppError(409, code, message, errors);
