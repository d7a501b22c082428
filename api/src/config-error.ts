/** A missing or bad setting; the message names it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
