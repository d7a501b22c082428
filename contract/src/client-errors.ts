import { Type } from 'typebox';
import {
  CLIENT_ERROR_MESSAGE_LIMIT,
  CLIENT_ERROR_ROUTE_LIMIT,
  CLIENT_ERROR_STACK_LIMIT,
} from '@academy/rules';

/**
 * POST /client-errors/: one error of a remote, as the shell reports it (docs/decisions/0011). The
 * front end's payload type is its Static<>.
 */
export const ClientErrorBody = Type.Object(
  {
    remote: Type.String({
      pattern: '^[a-z][a-z0-9_]{0,39}$',
      description: 'Federation name of the remote, e.g. mfe_auth',
    }),
    version: Type.String({
      minLength: 1,
      maxLength: 80,
      pattern: '^[0-9A-Za-z.+-]+$',
      description:
        'Release the shell loaded (version+commit), or "dist" for a remote served from its build folder',
    }),
    kind: Type.Union([Type.Literal('render'), Type.Literal('chunk'), Type.Literal('rejection')], {
      description:
        "render: caught by the remote's boundary; chunk: a file failed to load; rejection: unhandled",
    }),
    route: Type.String({ minLength: 1, maxLength: CLIENT_ERROR_ROUTE_LIMIT * 4 }),
    message: Type.String({ maxLength: CLIENT_ERROR_MESSAGE_LIMIT * 4 }),
    stack: Type.String({ maxLength: CLIENT_ERROR_STACK_LIMIT * 2 }),
  },
  { additionalProperties: false },
);
