import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { z } from 'zod/mini';
import { visitSourceSchema, type LeadReceipt, type LeadType } from '@tdp/shared/schemas/lead-forms';
import { ApiError } from './api-client.ts';
import { formatMessage } from './intl.ts';
import { leadFormMessages as messages } from './lead-form-messages.ts';
import { useRuntimeConfig } from './runtime-config.ts';
import { readVisitSource } from './visit-source.ts';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { siteLocaleOf } from '@tdp/shared/site-paths/site-path';

/** A problem with the whole form, shown above its button: a title and what to do. */
export interface LeadFormProblem {
  title: string;
  message: string;
}

/** What `/thank-you` receives in the router state after a lead form was sent (the reference is also in the query). */
export interface ThankYouState {
  reference: string;
  leadType: LeadType;
}

/** The thank-you page's address for a sent form: `/thank-you?reference=TBB-7K4F-29`. */
export function thankYouPath(reference: string): string {
  return `${PUBLIC_PATHS.thankYou}?${new URLSearchParams({ reference }).toString()}`;
}

/** What a lead form is made of. */
export interface LeadFormOptions<TDraft extends object, TOutput> {
  /** Which kind of lead the form sends (tells the thank-you page). */
  leadType: LeadType;
  /** The values the form starts with (prefilled from the package, the agent, ...). */
  initial: TDraft;
  /** The shared zod schema the API validates the body with: the same rules, the same messages. */
  schema: z.ZodMiniType<TOutput>;
  /** Turns the typed values into the body the schema reads ('' → left out, '4' → 4). */
  toInput: (draft: TDraft) => unknown;
  /** Label of each field by dotted path (`travellers.adults`); a nested path falls back to its first segment. */
  labels: Readonly<Record<string, string>>;
  /** Sends the validated body; resolves with the reference. */
  send: (body: TOutput) => Promise<LeadReceipt>;
}

/** The draft's keys that hold text (typed or chosen in a `<select>`). */
export type TextKeys<TDraft> = { [K in keyof TDraft]: TDraft[K] extends string ? K : never }[keyof TDraft] & string;

/** What ties an Input, a Textarea or a Select to one text value of the draft. */
export interface TextInputProps {
  name: string;
  value: string;
  onChange: (event: unknown, data: { value: string }) => void;
  /** The field was visited: its problem shows from then on. */
  onBlur: () => void;
}

/** What a Fluent `Field` shows for one path: whether it is in error, and the sentence saying why. */
export interface FieldValidationProps {
  validationState: 'error' | 'none';
  validationMessage: string | undefined;
}

/** A lead form's state and handlers. */
export interface LeadForm<TDraft extends object> {
  draft: TDraft;
  /** Sets one value. */
  set: <K extends keyof TDraft>(name: K, value: TDraft[K]) => void;
  /** Changes several values at once. */
  update: (change: (draft: TDraft) => TDraft) => void;
  /** Marks a field as visited (on blur): its problem shows from then on. */
  visit: (path: string) => void;
  /** The problem to show under a field, as a sentence ("Email must be an e-mail address."). */
  errorOf: (path: string) => string | undefined;
  /** Spread on a `Field`: its validation state and message for `path`. */
  fieldProps: (path: string) => FieldValidationProps;
  /** Spread on the Input, Textarea or Select of a text value: `name`, `value`, change and visit. */
  textInput: <K extends TextKeys<TDraft>>(name: K) => TextInputProps;
  /** Attach to the `<form>`: used to focus the first invalid field. */
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  sending: boolean;
  /** A problem with the whole form (too many requests, no connection, ...). */
  problem: LeadFormProblem | null;
}

type FieldMessages = Readonly<Record<string, string>>;

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button';

function labelFor(labels: Readonly<Record<string, string>>, path: string): string {
  return labels[path] ?? labels[path.split('.')[0]!] ?? path;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * The first rule each field breaks, by dotted path. A choice left empty reads "is required", as the
 * schemas say of empty text, rather than listing every value the choice accepts.
 */
function issuesByPath(issues: z.core.$ZodError['issues'], input: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const missing = (issue.code === 'invalid_type' || issue.code === 'invalid_value') && valueAt(input, issue.path) === undefined;
    found[path] ??= missing ? messages.isRequired : issue.message;
  }
  return found;
}

/** The rule a field breaks: its own path, or the first one inside it (`childAges.2` for `childAges`). */
function ruleAt(rules: FieldMessages, path: string): string | undefined {
  if (rules[path] !== undefined) return rules[path];
  const inside = Object.keys(rules).find((key) => key.startsWith(`${path}.`));
  return inside === undefined ? undefined : rules[inside];
}

/** The wait a 429 asks for, in whole minutes (at least one). */
function tooManyMessage(retryAfterSeconds: number | undefined, phone: string): string {
  if (retryAfterSeconds === undefined) return formatMessage(messages.tooManyLater, { phone });
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1 ? formatMessage(messages.tooManyOneMinute, { phone }) : formatMessage(messages.tooManyMinutes, { minutes, phone });
}

/**
 * The form's input with the language of the page it is on (`fr` under `/fr/`: the lead's e-mails to the visitor are in
 * it) and where the visit came from (web/src/lib/visit-source.ts), when the browser kept a well-formed record of it: a
 * record the visitor cannot see is never a reason for the form to refuse.
 */
function withPageFacts(input: unknown, pathname: string): unknown {
  if (input === null || typeof input !== 'object') return input;
  const visit = visitSourceSchema.safeParse(readVisitSource());
  return { ...input, language: siteLocaleOf(pathname), ...(visit.success ? { visit: visit.data } : {}) };
}

/**
 * A public lead form validated with the shared zod schema: a field's problem shows once it was left (blur)
 * or the form was sent, the first invalid field gets the focus, a 400's or 422's fields are shown under the fields,
 * a 429 says how many minutes to wait. When sent, the visitor goes to `/thank-you` with the reference.
 */
export function useLeadForm<TDraft extends object, TOutput>(options: LeadFormOptions<TDraft, TOutput>): LeadForm<TDraft> {
  const { leadType, schema, toInput, labels, send } = options;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { phone } = useRuntimeConfig();
  const formRef = useRef<HTMLFormElement | null>(null);
  const [draft, setDraft] = useState(options.initial);
  const [visited, setVisited] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  // The server's verdict holds for the values it judged; the next change hands over to the schema again.
  const [serverRules, setServerRules] = useState<{ values: TDraft; rules: FieldMessages } | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<LeadFormProblem | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  const clientRules = useMemo(() => {
    const input = toInput(draft);
    const parsed = schema.safeParse(input);
    return parsed.success ? {} : issuesByPath(parsed.error.issues, input);
  }, [schema, toInput, draft]);

  const errorOf = useCallback(
    (path: string) => {
      const server = serverRules && serverRules.values === draft ? ruleAt(serverRules.rules, path) : undefined;
      const shown = attempted || visited.has(path) ? ruleAt(clientRules, path) : undefined;
      const rule = server ?? shown;
      return rule === undefined ? undefined : formatMessage(messages.fieldRule, { label: labelFor(labels, path), rule });
    },
    [attempted, clientRules, draft, labels, serverRules, visited],
  );

  useEffect(() => {
    if (focusRequest === 0) return;
    // Fluent fields mark their control aria-invalid; a group of checkboxes marks its fieldset data-invalid.
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
    const target = invalid && !invalid.matches(FOCUSABLE) ? invalid.querySelector<HTMLElement>(FOCUSABLE) : invalid;
    target?.focus();
  }, [focusRequest]);

  const set = useCallback(<K extends keyof TDraft>(name: K, value: TDraft[K]) => setDraft((current) => ({ ...current, [name]: value })), []);
  const update = useCallback((change: (current: TDraft) => TDraft) => setDraft(change), []);
  const visit = useCallback((path: string) => setVisited((current) => (current.has(path) ? current : new Set([...current, path]))), []);

  const fieldProps = useCallback(
    (path: string): FieldValidationProps => {
      const message = errorOf(path);
      return { validationState: message ? 'error' : 'none', validationMessage: message };
    },
    [errorOf],
  );
  const textInput = useCallback(
    <K extends TextKeys<TDraft>>(name: K): TextInputProps => ({
      name,
      value: draft[name] as string,
      // A text key holds a string (or a union of strings the control offers), so the typed value fits it.
      onChange: (_event, data) => set(name, data.value as TDraft[K]),
      onBlur: () => visit(name),
    }),
    [draft, set, visit],
  );

  const submit = useCallback(async () => {
    setAttempted(true);
    setServerRules(null);
    const parsed = schema.safeParse(withPageFacts(toInput(draft), pathname));
    if (!parsed.success) {
      setProblem(null);
      setFocusRequest((count) => count + 1);
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const receipt = await send(parsed.data);
      const state: ThankYouState = { reference: receipt.reference, leadType };
      navigate(thankYouPath(receipt.reference), { state });
    } catch (error) {
      setSending(false);
      if (!(error instanceof ApiError)) {
        setProblem({ title: messages.failedTitle, message: formatMessage(messages.failedMessage, { phone }) });
      } else if ((error.status === 400 || error.status === 422) && Object.keys(error.fields).length > 0) {
        setServerRules({ values: draft, rules: error.fields });
        setProblem({ title: messages.checkFieldsTitle, message: `${messages.checkFieldsMessage} ${error.message}` });
        setFocusRequest((count) => count + 1);
      } else if (error.status === 429) {
        setProblem({ title: messages.tooManyTitle, message: tooManyMessage(error.retryAfterSeconds, phone) });
      } else if (error.status === 0) {
        setProblem({ title: messages.networkTitle, message: messages.networkMessage });
      } else if (error.status === 413) {
        setProblem({ title: messages.tooLargeTitle, message: messages.tooLargeMessage });
      } else {
        setProblem({ title: messages.failedTitle, message: formatMessage(messages.failedMessage, { phone }) });
      }
    }
  }, [draft, leadType, navigate, pathname, phone, schema, send, toInput]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (!sending) void submit();
    },
    [sending, submit],
  );

  return { draft, set, update, visit, errorOf, fieldProps, textInput, formRef, onSubmit, sending, problem };
}
