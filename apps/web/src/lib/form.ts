import type { UseFormReturnType } from '@mantine/form';
import { type ChangeEvent, useEffect, useState } from 'react';
import { ApiError } from './api-client.ts';
import { type Feedback, runWithFeedback } from './feedback.ts';
import type { z } from 'zod';
import { wordMessage } from './contract-messages/word-message.ts';

/**
 * Validates form values with a contract schema (the same one the server uses) and returns Mantine-style
 * field errors in the reader's language: `{ email: 'Please enter a valid email address' }`.
 */
export function fieldErrors<S extends z.ZodType>(schema: S) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      if (key && !errors[key]) errors[key] = wordMessage(issue.message);
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

/**
 * Loads the row an edit dialog opens on into its form: the row's values, counted as unchanged, and no errors left
 * from the last one. `onShow` clears what the form does not hold (a chosen file, an upload's progress). Keyed on
 * the row's id, so a refetch of the row being edited does not undo what is being typed.
 */
export function useFormShowing<Row extends { id: string }, Values>(
  form: Pick<UseFormReturnType<Values>, 'setValues' | 'resetDirty' | 'clearErrors'>,
  row: Row | null,
  toValues: (row: Row) => Values,
  onShow?: () => void,
) {
  useEffect(() => {
    if (!row) return;
    const values = toValues(row);
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    onShow?.();
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- runs when the dialog opens on another row, not on every render
  }, [row?.id]);
}

/**
 * A form's submit that sends the change `save` words for the valid values (nothing when it answers null), tells
 * how it went (`runWithFeedback`) and puts the server's field errors on their fields.
 */
export const submitWithFeedback = <Values, Result>(
  form: UseFormReturnType<Values>,
  save: (values: Values) => Feedback<Result> | null,
) =>
  form.onSubmit((values) => {
    const change = save(values);
    if (!change) return;
    void runWithFeedback({
      ...change,
      onError: (error) => {
        change.onError?.(error);
        showServerFieldErrors(form, error);
      },
    });
  });

/**
 * An edit dialog of one row: open while `row` is set, its form loaded with the row when it opens on it
 * (`useFormShowing`), and its submit sending the change `save` words with feedback, the server's field errors put
 * on their fields, and the dialog closed once saved. Spread the answer on the `FormDialog`.
 */
export function useEditDialog<Row extends { id: string }, Values, Result>(
  form: UseFormReturnType<Values>,
  row: Row | null,
  {
    toValues,
    onShow,
    onClose,
    save,
  }: {
    toValues: (row: Row) => Values;
    onShow?: () => void;
    onClose: () => void;
    save: (row: Row, values: Values) => Feedback<Result>;
  },
) {
  useFormShowing(form, row, toValues, onShow);
  return {
    opened: row !== null,
    onClose,
    onSubmit: submitWithFeedback(form, (values) => row && { onDone: onClose, ...save(row, values) }),
  };
}
