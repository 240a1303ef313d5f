/**
 * The built-in action classes, named once. They are the vertices of the built-in capability
 * graph (`capability/graph.ts` builds its classes from this table), and everything else refers
 * to a class through these constants rather than by retyping its id. Deployers add classes of
 * their own through the graph; code that must work for those takes an `ActionClass` string.
 */

export const CLASS = {
  /** Reads data without changing anything. */
  read: 'read-only-retrieval',
  /** Retrieves a resource from the open network (may leak data through the URL). */
  webFetch: 'web-fetch',
  calendarWrite: 'calendar-write',
  fileModify: 'file-modify',
  messageSend: 'message-send',
  orderManage: 'order-manage',
  accountModify: 'account-modify',
  externalApiCall: 'external-api-call',
  paymentInitiate: 'payment-initiate',
  identityAdmin: 'identity-admin',
  codeExecute: 'code-execute',
} as const;

/** The id of a built-in class. */
export type BuiltInClass = (typeof CLASS)[keyof typeof CLASS];

/** Every built-in class, in the graph's order. */
export const BUILT_IN_CLASSES: readonly BuiltInClass[] = Object.freeze(Object.values(CLASS));
