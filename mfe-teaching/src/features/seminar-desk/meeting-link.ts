/**
 * A meeting link students can open safely: an absolute https:// URL with a host (the API checks the
 * same, SeminarCreateBody `link`).
 */
export function isHttpsLink(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}
