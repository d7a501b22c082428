import AjvCompiler from '@fastify/ajv-compiler';

/** What Fastify hands a validator factory and expects back (the library's own typings describe ajv's instead). */
interface RouteContext {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
}
type Validate = ((data: unknown) => boolean | PromiseLike<unknown>) & { errors?: unknown };
type Compile = (route: RouteContext) => Validate;
type Factory = (externalSchemas: unknown, options?: { customOptions?: Record<string, unknown> }) => Compile;

interface ObjectSchema {
  properties?: Record<string, { type?: unknown }>;
}

const DIGITS = /^[0-9]{1,10}$/;
const buildAjv = AjvCompiler() as unknown as Factory;

/**
 * Request validation: a JSON body is taken as sent (no coercion: `true` or `[1]` is not the integer 1);
 * path and query values are strings by nature and are read as integers only when they are plain digits
 * (`0x1`, `1e0` or ` 1` are refused).
 */
export const buildValidator: Factory = (externalSchemas, options) => {
  const loose = buildAjv(externalSchemas, options);
  const strict = buildAjv(externalSchemas, {
    ...options,
    customOptions: { ...options?.customOptions, coerceTypes: false },
  });
  return (route) => {
    if (route.httpPart === 'body') return strict(route);
    const validate = loose(route);
    if (route.httpPart !== 'params' && route.httpPart !== 'querystring') return validate;
    const properties = (route.schema as ObjectSchema).properties ?? {};
    const integers = Object.keys(properties).filter((key) => properties[key]?.type === 'integer');
    if (integers.length === 0) return validate;
    const checked: Validate = (data) => {
      const values = (data ?? {}) as Record<string, unknown>;
      for (const key of integers) {
        const value = values[key];
        if (typeof value === 'string' && !DIGITS.test(value)) {
          checked.errors = [
            {
              keyword: 'type',
              instancePath: `/${key}`,
              schemaPath: '#/properties/' + key + '/type',
              params: { type: 'integer' },
              message: 'must be integer',
            },
          ];
          return false;
        }
      }
      const valid = validate(data);
      checked.errors = validate.errors;
      return valid;
    };
    return checked;
  };
};
