import styles from './error-box.module.css';

/** Every message a failure may carry as one readable line: a string, a list, or DRF's {"field": [...]}. */
export function readableMessages(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(readableMessages);
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([key]) => key !== 'code' && key !== 'messages')
      .flatMap(([, item]) => readableMessages(item));
  }
  return [];
}

/**
 * The profile screen's red error box (docs/product/profile.md#error-box). The original printed objects
 * as JSON; this shows each message as a sentence, one per line, and nothing when there is none.
 */
export function ErrorBox({ messages }: { messages: unknown }) {
  const lines = [...new Set(readableMessages(messages))];
  if (lines.length === 0) return null;
  return (
    <div role="alert" className={styles.box}>
      {lines.length === 1 ? (
        <p className={styles.line}>{lines[0]}</p>
      ) : (
        <ul className={styles.list}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
