/** Values for a text's `{name}` placeholders. */
export type TextParams = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Fills the `{name}` placeholders of a catalog text (messages.ts, payment-messages.ts, the sandbox
 * page's texts.ts); a placeholder without a value stays as written.
 */
export function interpolate(text: string, params: TextParams = {}): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
