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
