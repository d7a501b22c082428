/**
 * One endpoint of the API as the front end calls it (docs/decisions/0210): method, path template,
 * fallback message, addition (0209), whether it goes without the token and what its transport needs.
 * A definition is plain data, so the API's contract test can read every table; its types (params from
 * the path template, body, query and answer, all `Static<>` of the API's schemas through types.ts)
 * are carried as a phantom for `api.call`. Pure: no imports at run time (`@academy/shared/endpoint`),
 * so node reads a table without React, i18n or the DOM.
 */
import type { Addition, AdditionCall } from './additions';
import type { FallbackKey } from './errors';

export type HttpMethod = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** What a call sends and reads; every key is optional (a GET of a list names only `response`). */
export interface EndpointTypes {
  /** The parsed answer (`Blob` for a `download` endpoint); nothing (`void`) when left out. */
  response?: unknown;
  /** The JSON body. */
  json?: unknown;
  /** The multipart body of an `upload` endpoint. */
  body?: FormData;
  /** The query string; a value left undefined is not sent. */
  query?: Record<string, string | undefined>;
}

/** `'/courses/questions/:questionId/important/'` → `'questionId'`. */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<Path extends string> = { [Name in ParamNames<Path>]: string | number };

/** What a table says about one endpoint. */
export interface EndpointSpec<Path extends string> {
  method: HttpMethod;
  /** The API path, `:name` for a parameter (encoded when filled in), as the API's route declares it. */
  path: Path;
  /** Translated message of a failure that carries neither detail nor field errors. */
  fallback: FallbackKey;
  /** Sent without the bearer token (sign-in, registration, recovery): a stale token must not block them. */
  anonymous?: boolean;
  /** A call beyond the original contract (decision 0209); `probe` may be set per call. */
  addition?: { name: Addition; probe: boolean };
  /** The body is a file (FormData), sent with upload progress (XMLHttpRequest). */
  upload?: boolean;
  /** The answer is a file, read as a Blob. */
  download?: boolean;
  /** The call may be sent so that the browser finishes it after the page is gone. */
  keepalive?: boolean;
  /** Milliseconds before the call gives up, when the client's 15 s are too short. */
  timeout?: number;
}

export interface EndpointDefinition<
  Types extends EndpointTypes = EndpointTypes,
  Path extends string = string,
> {
  readonly method: HttpMethod;
  readonly path: Path;
  readonly fallback: FallbackKey;
  readonly anonymous: boolean;
  readonly addition: AdditionCall | null;
  readonly upload: boolean;
  readonly download: boolean;
  readonly keepalive: boolean;
  readonly timeout: number | null;
  /** Never set: carries the call's types for `api.call`. */
  readonly types?: Types;
}

/** Any definition, whatever its types. */
export type AnyEndpoint = EndpointDefinition<EndpointTypes, string>;

type TypesOf<E> = E extends EndpointDefinition<infer Types, string> ? Types : never;
type PathOf<E> = E extends EndpointDefinition<EndpointTypes, infer Path> ? Path : never;

/** The answer of a definition's call. */
export type ResponseOf<E extends AnyEndpoint> = TypesOf<E> extends { response: infer R } ? R : void;

type Needs<Key extends string, Value> = [Value] extends [never]
  ? { [K in Key]?: undefined }
  : { [K in Key]: Value };

type ValueOf<Types, Key extends keyof EndpointTypes> = Types extends { [K in Key]: infer V } ? V : never;

/** The options of one call of a definition: what its path, body and query need, and per-call settings. */
export type CallOptions<E extends AnyEndpoint> = Needs<
  'params',
  [ParamNames<PathOf<E>>] extends [never] ? never : PathParams<PathOf<E>>
> &
  Needs<'json', ValueOf<TypesOf<E>, 'json'>> &
  Needs<'body', ValueOf<TypesOf<E>, 'body'>> &
  ([ValueOf<TypesOf<E>, 'query'>] extends [never]
    ? { query?: undefined }
    : { query?: ValueOf<TypesOf<E>, 'query'> }) & {
    /** Cancels the call, which then rejects with the signal's reason. */
    signal?: AbortSignal;
    /** Overrides the definition's timeout. */
    timeout?: number;
    /** Sends it with keepalive (only a definition with `keepalive: true`). */
    keepalive?: boolean;
    /** The share of the body sent so far, 0..1 (only an `upload` definition). */
    onUploadProgress?: (fraction: number) => void;
    /** Whether a 404 of this call says the addition is not served (decision 0209), if not the definition's. */
    probe?: boolean;
  };

/** Any call's options, as the client reads them (CallOptions of one definition narrows them). */
export interface AnyCallOptions {
  params?: Readonly<Record<string, string | number>>;
  json?: unknown;
  body?: FormData;
  query?: Readonly<Record<string, string | undefined>>;
  signal?: AbortSignal;
  timeout?: number;
  keepalive?: boolean;
  onUploadProgress?: (fraction: number) => void;
  probe?: boolean;
}

/** The call's options as arguments: optional when the definition needs none. */
export type CallArguments<E extends AnyEndpoint> =
  object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/**
 * Declares one endpoint: `endpoint<{ response: Essay; json: EssayDraftPayload }>()({ method: 'put',
 * path: '/courses/student/:courseId/essays/final/', fallback: 'essaySave' })`. The first call takes the
 * types, the second the data (so that the path's parameters are read from the template).
 */
export function endpoint<Types extends EndpointTypes = EndpointTypes>() {
  return <const Path extends string>(spec: EndpointSpec<Path>): EndpointDefinition<Types, Path> => {
    if (!spec.path.startsWith('/')) throw new Error(`An endpoint's path starts with "/": ${spec.path}`);
    return Object.freeze({
      method: spec.method,
      path: spec.path,
      fallback: spec.fallback,
      anonymous: spec.anonymous === true,
      addition: spec.addition ? { name: spec.addition.name, probe: spec.addition.probe } : null,
      upload: spec.upload === true,
      download: spec.download === true,
      keepalive: spec.keepalive === true,
      timeout: spec.timeout ?? null,
    });
  };
}

const PARAMETER = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The names of a path template's parameters, in order. */
export function parameterNames(path: string): string[] {
  return [...path.matchAll(PARAMETER)].map((match) => match[1] ?? '');
}

/** The path of a call: every `:name` replaced by its encoded value; a missing one is a programming error. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(PARAMETER, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for the parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}

/** True for a value a table exports as an endpoint (the contract test reads tables with it). */
export function isEndpoint(value: unknown): value is AnyEndpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<AnyEndpoint>;
  return (
    typeof candidate.method === 'string' && typeof candidate.path === 'string' && 'fallback' in candidate
  );
}
