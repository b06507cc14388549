import { expect } from 'vitest';

/**
 * Vitest's asymmetric matchers for use inside an expected object, typed `unknown` rather than
 * the `any` Vitest gives them, so the object around them stays typed.
 */
export const stringMatching = (pattern: RegExp): unknown => expect.stringMatching(pattern);

export const stringContaining = (text: string): unknown => expect.stringContaining(text);

export const objectContaining = (fields: Record<string, unknown>): unknown => expect.objectContaining(fields);

export const arrayContaining = (items: unknown[]): unknown => expect.arrayContaining(items);
