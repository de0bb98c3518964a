import { jobInputSchema } from '@hub/contract/jobs/job.schema';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, SOURCE_LANGUAGE } from '../../i18n/i18n.ts';
import { ApiError } from '../api-client.ts';
import { fieldErrors } from '../form.ts';
import { wordFieldMessages, wordMessage } from './word-message.ts';

describe("the contract's messages in the reader's language", () => {
  afterEach(() => activateLanguage(SOURCE_LANGUAGE));

  it('leaves English as the contract words it', () => {
    expect(wordMessage('Please enter a valid email address')).toBe('Please enter a valid email address');
    expect(fieldErrors(jobInputSchema)({})).toMatchObject({
      title: 'Job title must be at least 2 characters',
    });
  });

  it('words a message, a pattern and its label in Arabic, and keeps what it does not know', async () => {
    await activateLanguage('ar');
    const valid = wordMessage('Please enter a valid email address');
    expect(valid).not.toBe('Please enter a valid email address');
    expect(valid).toMatch(/\p{Script=Arabic}/u);

    // A length message names its field: the field's name is worded too, the number kept as it is.
    const tooLong = wordMessage('Job title must be at most 255 characters');
    expect(tooLong).toContain('255');
    expect(tooLong).toContain(wordMessage('Job title'));
    expect(wordMessage('Job title')).toMatch(/\p{Script=Arabic}/u);
    expect(tooLong).not.toMatch(/[A-Za-z]/);

    // A refusal that says when to try again: the wait in Arabic's plural forms, the number as it is.
    const tooMany = 'Too many attempts. Please wait a moment and try again.';
    const waitTen = wordMessage(`${tooMany} (try again in 10 minutes)`);
    expect(waitTen).toContain(wordMessage(tooMany));
    expect(waitTen).toContain('10 دقائق');
    expect(wordMessage(`${tooMany} (try again in 2 minutes)`)).toContain('دقيقتين');
    expect(wordMessage(`${tooMany} (try again in 24 hours)`)).toContain('24 ساعة');

    expect(wordMessage('Something the contract never says')).toBe('Something the contract never says');
    expect(wordFieldMessages({ email: 'Email is required' }).email).toMatch(/\p{Script=Arabic}/u);
    // A form's own check (the schema's messages) shows them in Arabic.
    expect(fieldErrors(jobInputSchema)({}).title).toBe(
      wordMessage('Job title must be at least 2 characters'),
    );
    expect(fieldErrors(jobInputSchema)({}).title).toMatch(/\p{Script=Arabic}/u);

    // A refusal read from any answer (a request, an upload, a download) is worded; its own words are kept.
    const refusal = ApiError.fromAnswer(
      409,
      { error: { code: 'CONFLICT', message: 'Email is required', fields: { email: 'Email is required' } } },
      'fallback',
    );
    expect(refusal.message).toBe(wordMessage('Email is required'));
    expect(refusal.fields.email).toMatch(/\p{Script=Arabic}/u);
    expect(refusal.said).toEqual({ message: 'Email is required', fields: { email: 'Email is required' } });
    expect(ApiError.fromAnswer(500, null, 'fallback').message).toBe('fallback');
  });
});
