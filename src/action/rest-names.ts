/**
 * Tools named for the HTTP request they make, as OpenAPI catalogs name them (`GET /v1/commandes`,
 * `PATCH /v1/commandes/{id}`, `POST /v1/orders/{id}/cancel`): the method says whether the call reads
 * and the path what it acts on. Such a name is read as the tool name it stands for: a read method
 * gets (`get_commandes`); a write takes the verb its path names, else the method's own
 * (`cancel_orders`, `update_commandes`, `create_rdv`). Ids, versions and parameters say nothing.
 */
import { verbSense } from './lexicon.ts';
import { baseForms } from './words.ts';

const REST = /^\s*(GET|HEAD|OPTIONS|POST|PUT|PATCH|DELETE)(?:\s+|[_:.-]+)(\/[^\s?#]{0,256})/i;
/** The operation an HTTP method performs when its path names no verb (dispatch.ts reads raw HTTP calls with it too). */
export const METHOD_VERB: Readonly<Record<string, string>> = {
  GET: 'get',
  HEAD: 'get',
  OPTIONS: 'get',
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

/**
 * What a REST-style name says (undefined for any other name): the names it stands for, and whether it only reads: a read
 * method whose path names no action that is never a noun (`GET /v1/messages` lists messages; `GET /jobs/run` may run one).
 */
export function restReading(name: string): { readonly names: string[]; readonly reads: boolean } | undefined {
  const m = REST.exec(name);
  if (m === null) return undefined;
  const segments = pathSegments(m[2]!).slice(0, 8);
  const verb = METHOD_VERB[m[1]!.toUpperCase()]!;
  // `POST /orders/{id}/cancel`: the path's own verb says what the write does.
  const own = segments.findIndex((s) => senseOf(s)?.sense.effect === 'write');
  if (verb === 'get') {
    const acts = segments.some((s) => {
      const known = senseOf(s);
      return known?.sense.effect === 'write' && known.sense.noun !== true && s.toLowerCase() === known.base;
    });
    return { names: [['get', ...segments].join('_')], reads: !acts };
  }
  const names = [[verb, ...segments].join('_'), segments.join('_'), [...segments.slice(-1), ...segments.slice(0, -1)].join('_')];
  if (own >= 0) names.unshift([segments[own]!, ...segments.filter((_, i) => i !== own)].join('_'));
  return { names: names.filter((n) => n !== ''), reads: false };
}

/** The segments of a path that name something: no ids, versions, parameters, `api` or `rest` (`/v1/orders/{id}/cancel` → orders, cancel). */
export function pathSegments(path: string): string[] {
  return (path.slice(0, 256).split(/[?#]/)[0] ?? '')
    .split('/')
    .filter((s) => s !== '' && !/\d/.test(s) && !/[{}:]/.test(s) && !/^(api|rest|v\d*)$/i.test(s));
}

const senseOf = (segment: string): ReturnType<typeof verbSense> => verbSense(segment.toLowerCase(), baseForms(segment.toLowerCase()));
