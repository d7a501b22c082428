/** Types of content-security-policy.cjs for the shell's tests of the site's policy. */
export interface InlineSources {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
}

export interface RuntimeConfigLike {
  apiBaseUrl?: unknown;
  remotes?: Record<string, unknown>;
  /** Origins media are served from besides the API (docs/decisions/0041). */
  mediaOrigins?: unknown;
}

/** A runtime config whose `mediaOrigins` cannot go into a policy. */
export class MediaOriginsError extends Error {}
/** The config's media origins, checked; throws a MediaOriginsError naming the first bad entry. */
export function mediaOrigins(config: RuntimeConfigLike | null | undefined): string[];

export function hashSource(text: string): string;
export function emptyInline(): InlineSources;
export function mergeInline(...parts: Partial<InlineSources>[]): InlineSources;
export function elementHashes(html: string): InlineSources;
export function styleAttributeHashes(markup: string): InlineSources;
export function configOrigins(config: RuntimeConfigLike | null | undefined): {
  api: string | null;
  remotes: string[];
  media: string[];
};
export function contentSecurityPolicy(
  config: RuntimeConfigLike | null | undefined,
  inline?: InlineSources,
): string;
export function isHttps(req: {
  socket?: { encrypted?: boolean };
  headers?: Record<string, string | string[] | undefined>;
}): boolean;
export function securityHeaders(options: {
  config: RuntimeConfigLike | null | undefined;
  inline: InlineSources;
  https: boolean;
}): Record<string, string>;
export const DEV_SERVER_HEADERS: Record<string, string>;
