import { type ChangeEvent, useState } from 'react';
import { ApiError } from './api-client.ts';
import type { z } from 'zod';

/**
 * Validates form values with a contract schema (the same one the server uses) and returns Mantine-style
 * field errors: `{ email: 'Please enter a valid email address' }`.
 */
export function fieldErrors<S extends z.ZodType>(schema: S) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      if (key && !errors[key]) errors[key] = issue.message;
    }
    return errors;
  };
}

/**
 * A small form's values and server errors, and the props that tie a Mantine input to one field: typing clears
 * that field's error.
 */
export function useFormState<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (name: keyof V & string) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues({ ...values, [name]: event.currentTarget.value });
      setErrors({ ...errors, [name]: '' });
    },
  });
  const reset = () => {
    setValues(initial);
    setErrors({});
  };
  return { values, errors, setErrors, field, reset };
}

/**
 * Puts the server's field errors (a 400 names each field with the contract's message) next to the fields they
 * belong to. Works with Mantine's `useForm` and with `useFormState`.
 */
export function showServerFieldErrors(
  form: { setErrors: (errors: Record<string, string>) => void },
  error: unknown,
) {
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) form.setErrors(error.fields);
}
