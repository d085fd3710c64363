import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { messageOf } from './api-client.ts';
import { fieldErrors, focusFirstInvalid } from './form-errors.ts';

/**
 * A form's own check before anything is sent: `null` when the values pass, one sentence for the
 * whole form (shown as `failure`), or the errors to show beside the fields.
 */
export type FormCheck<V, E> = (values: V) => string | E | null;

/** What a field's error does while the user edits that field after a refused submit. */
export type EditRule = 'keep' | 'clear' | 'recheck';

export interface CheckedFormOptions<V, S extends z.ZodType, E> {
  initial: V | (() => V);
  /** Runs first; the form's rules that the contract does not hold (same words as the server). */
  check?: FormCheck<V, E>;
  /** The shared zod contract; its refusals are shown beside each field, or as one sentence. */
  schema?: S;
  /** Words on screen for the contract's field names ('phoneNumber is required' -> 'Phone number is required'). */
  labels?: Record<string, string>;
  /** Whether the contract's refusal is shown beside the fields (default) or as the form's one sentence. */
  contractErrors?: 'beside-fields' | 'as-sentence';
  /** 'keep' (default) leaves errors until the next submit; 'clear' drops the edited field's; 'recheck' checks again as the user types. */
  onEdit?: EditRule;
  /** Runs only with values the checks accept; whatever it throws becomes `failure` through `failureOf`. */
  save: (parsed: z.output<S>, values: V) => Promise<void>;
  failureOf?: (error: unknown) => string;
}

type Refusal<E> = { sentence: string } | { fields: E };

/**
 * What every form keeps: its values, the errors beside its fields (the cursor put on the first),
 * the sentence of the last refused or failed submit, and whether a save is under way. One hook
 * for every form, so each form says only its fields, its rules and what saving means.
 */
export function useCheckedForm<V extends object, E extends object = Record<string, string>, S extends z.ZodType = z.ZodType<V>>(
  options: CheckedFormOptions<V, S, E>,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Partial<E>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  const refusalOf = (candidate: V): Refusal<E> | { parsed: z.output<S> } => {
    const own = options.check?.(candidate);
    if (typeof own === 'string') return { sentence: own };
    if (own) return { fields: own };
    if (!options.schema) return { parsed: candidate as z.output<S> };
    const parsed = options.schema.safeParse(candidate);
    if (parsed.success) return { parsed: parsed.data };
    const byField = fieldErrors(parsed.error, options.labels);
    if (options.contractErrors === 'as-sentence') return { sentence: Object.values(byField)[0] ?? parsed.error.issues[0]?.message ?? '' };
    return { fields: byField as E };
  };

  // Takes the edited values from the caller: the values state is set through an updater (a map
  // may call back with an older closure), and a check needs the values as they now are.
  const afterEdit = (next: V, keys: PropertyKey[]) => {
    const rule = options.onEdit ?? 'keep';
    if (rule === 'clear') {
      setErrors((current) => {
        if (!keys.some((key) => key in current)) return current;
        const rest = { ...current } as Record<PropertyKey, unknown>;
        for (const key of keys) delete rest[key];
        return rest as Partial<E>;
      });
    } else if (rule === 'recheck') {
      setErrors((current) => {
        if (Object.keys(current).length === 0) return current;
        const refusal = refusalOf(next);
        return 'fields' in refusal ? refusal.fields : {};
      });
    }
  };

  const set =
    <K extends keyof V>(key: K) =>
    (value: V[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      afterEdit({ ...values, [key]: value }, [key]);
    };

  /** Replaces several values at once (fields drawn by a shared component). */
  const change = (parts: Partial<V>) => {
    setValues((v) => ({ ...v, ...parts }));
    afterEdit({ ...values, ...parts }, Object.keys(parts));
  };

  /** The props a TextField, PasswordField or select needs for one text field. */
  const bind = <K extends keyof V & string>(key: K) => ({
    name: key,
    value: values[key] as V[K] & string,
    error: (errors as Record<string, string | undefined>)[key],
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value as V[K]),
  });

  /** Back to the given (or first) values, with no errors: after a send that empties the form, or a reopened dialog. */
  const initial = useRef(options.initial);
  const reset = useCallback((next?: V) => {
    const first = initial.current;
    setValues(next ?? (typeof first === 'function' ? (first as () => V)() : first));
    setErrors({});
    setFailure(null);
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    setFailure(null);
    const refusal = refusalOf(values);
    if ('sentence' in refusal) {
      setErrors({});
      setFailure(refusal.sentence);
      return;
    }
    if ('fields' in refusal) {
      setErrors(refusal.fields);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    busy.current = true;
    setSubmitting(true);
    try {
      await options.save(refusal.parsed, values);
    } catch (error) {
      setFailure(options.failureOf ? options.failureOf(error) : messageOf(error, 'That did not work. Please try again.'));
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return { formRef, values, setValues, set, change, bind, errors, setErrors, failure, setFailure, submitting, reset, onSubmit };
}
