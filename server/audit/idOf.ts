/**
 * Where a refused call's record finds the id of the entity it was about (docs/security.md#audit-trail), when the
 * route refused it before it could say: declared with the route's audit fact (`idOf`). Without one, the trail looks
 * at `params.id`, `params.userId` and `body.id`.
 */
export type IdOf = (params: Record<string, unknown>, body: unknown) => unknown;

const fieldsOf = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {});

export const idFrom = {
  /** No id yet: the call creates the entity (a create, an import, a sent message). */
  none: (() => undefined) as IdOf,
  /** The first of the body's fields that is given. */
  body:
    (...keys: string[]): IdOf =>
    (_params, body) => {
      const fields = fieldsOf(body);
      for (const key of keys) if (fields[key] !== undefined && fields[key] !== null) return fields[key];
      return undefined;
    },
  /** A parameter of the path. */
  param:
    (key: string): IdOf =>
    (params) =>
      params[key],
  /** A field of the first item of a list body (a recharge's one item). */
  firstItem:
    (key: string): IdOf =>
    (_params, body) =>
      Array.isArray(body) ? fieldsOf(body[0])[key] : undefined,
};
