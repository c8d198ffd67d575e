import { type FormErrors, schemaResolver } from '@mantine/form';
import type { z } from 'zod';

type IssueCode = z.core.$ZodIssue['code'];

/**
 * The screen's words for one field's problems: `blank` when the field is empty (or only spaces), else by
 * the zod issue's code; a problem the screen has no words for keeps the contract's own message.
 */
export type FieldTexts = Partial<Record<'blank' | IssueCode, string>>;

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * The one way a form validates (docs/guiding-principles.md): `useForm({ validate: formSchema(schema, texts) })`.
 * `schema` is the contract's body schema, or one built from its fields under the form's names; the contract
 * decides what is valid and `texts` words it as the screen does. Checked by Mantine's schemaResolver,
 * synchronously, so `form.validate()` and `form.onSubmit` answer at once.
 */
export function formSchema<Values>(
  schema: z.ZodType,
  texts: { [Field in keyof Values]?: FieldTexts } = {},
): (values: Values) => FormErrors {
  const worded: Parameters<typeof schemaResolver>[0] = {
    '~standard': {
      version: 1,
      vendor: 'seva',
      validate(values) {
        const result = schema.safeParse(values);
        if (result.success) return { value: result.data };
        return {
          issues: result.error.issues.map((issue) => {
            const field = issue.path[0] as keyof Values | undefined;
            const words = field === undefined ? undefined : texts[field];
            const value = field === undefined ? undefined : (values as Values)[field];
            const message =
              (isBlank(value) ? words?.blank : undefined) ?? words?.[issue.code] ?? issue.message;
            return { path: issue.path, message };
          }),
        };
      },
    },
  };
  return schemaResolver(worded, { sync: true });
}
