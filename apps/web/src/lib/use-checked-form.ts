import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors, focusFirstInvalid } from './form-errors.ts';

/**
 * What every validated form keeps: its text values, the per-field errors from the shared zod
 * contract (shown beside each field, the cursor put on the first), and the sentence of the last
 * failed submit. `save` runs only with values the contract accepts; whatever it throws becomes
 * the failure sentence through `failureOf`.
 */
export function useCheckedForm<V extends Record<string, string>, S extends z.ZodType>(options: {
  initial: V | (() => V);
  schema: S;
  labels: Record<string, string>;
  save: (parsed: z.output<S>, values: V) => Promise<void>;
  failureOf: (error: unknown) => string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = (key: keyof V) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  /** The props a TextField or PasswordField needs for one field. */
  const bind = (key: keyof V & string) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = options.schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, options.labels));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    try {
      await options.save(parsed.data, values);
    } catch (error) {
      setFailure(options.failureOf(error));
    }
  };

  return { formRef, values, set, bind, errors, failure, onSubmit };
}
