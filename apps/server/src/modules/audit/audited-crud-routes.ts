import { errorResponseSchema, okResponseSchema } from '@seva/contract';
import type { RoutePermission } from '../../types';

type Failure = 404 | 409 | 422;
type Failures<S extends Failure> = Record<S, typeof errorResponseSchema>;

export interface RouteText {
  summary: string;
  description?: string;
}

const security = [{ bearerAuth: [] }];

const failures = <S extends Failure>(statuses: readonly S[]): Failures<S> =>
  Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Failures<S>;

/**
 * The route options of an audited resource's insert (201), update (200) and delete routes, in one shape:
 * each also answers 400 and 401 in the failure shape, plus the failures it names (404, 409, 422), and needs
 * `permission` (plugins/auth.ts).
 */
export function auditedCrudRouteOptions(tags: string[], permission: RoutePermission) {
  const config = { permission };
  const head = ({ summary, description }: RouteText) => ({
    tags,
    summary,
    ...(description === undefined ? {} : { description }),
    security,
  });
  const common = { 400: errorResponseSchema, 401: errorResponseSchema };
  return {
    insert: <B, R, S extends Failure>(text: RouteText, body: B, response: R, refusals: readonly S[]) => ({
      config,
      schema: { ...head(text), body, response: { 201: response, ...common, ...failures(refusals) } },
    }),
    update: <B, R, S extends Failure>(text: RouteText, body: B, response: R, refusals: readonly S[]) => ({
      config,
      schema: { ...head(text), body, response: { 200: response, ...common, ...failures(refusals) } },
    }),
    remove: <P, S extends Failure>(text: RouteText, params: P, refusals: readonly S[]) => ({
      config,
      schema: {
        ...head(text),
        params,
        response: { 200: okResponseSchema, ...common, ...failures(refusals) },
      },
    }),
  };
}
