/**
 * Words a request verb may be written as in a tool's name or description ("pay" as "payment",
 * "transfer"; "reschedule" as "move"), for grounding.ts. Directional: buying can be "placing an
 * order", but placing an order is not always buying.
 */
// prettier-ignore
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  send: ['send', 'email', 'mail', 'message', 'notify', 'sms', 'text', 'transfer', 'share', 'deliver', 'dispatch'],
  email: ['send', 'email', 'mail', 'message'], mail: ['send', 'email', 'mail', 'message'], message: ['send', 'message', 'post', 'dm'],
  text: ['send', 'sms', 'text', 'message'], dm: ['send', 'direct', 'message', 'dm'], notify: ['notify', 'send', 'message'],
  inform: ['notify', 'send', 'message'], tell: ['notify', 'send', 'message'], ask: ['message', 'send', 'ask'],
  forward: ['forward'], reply: ['reply', 'respond', 'answer'], respond: ['reply', 'respond', 'answer'], answer: ['answer', 'reply', 'respond'],
  post: ['post', 'publish', 'message'], publish: ['publish', 'post'], leave: ['post', 'publish', 'add'], comment: ['comment', 'post'],
  react: ['reaction', 'react'], share: ['share', 'grant'],
  create: ['create', 'new', 'add', 'open', 'make'], make: ['create', 'make', 'new', 'add'], add: ['add', 'create', 'insert', 'append', 'save', 'new', 'put'],
  put: ['add', 'create', 'put', 'write', 'set'], save: ['save', 'add', 'write', 'create', 'store'], write: ['write', 'create', 'save'],
  draft: ['draft'], compose: ['draft', 'compose'], setup: ['set', 'create', 'setup', 'turn'], log: ['log', 'file', 'submit', 'record'],
  file: ['file', 'submit', 'create'], submit: ['submit', 'file'], request: ['request', 'ask'], open: ['open', 'unlock'],
  update: ['update', 'change', 'set', 'modify', 'edit', 'amend'], change: ['change', 'update', 'set', 'modify', 'edit', 'amend'], set: ['set', 'change', 'update', 'write'],
  modify: ['modify', 'change', 'update'], edit: ['edit', 'update', 'change', 'modify', 'amend'], fix: ['fix', 'update', 'change', 'correct', 'edit', 'amend'], amend: ['amend', 'update', 'change', 'edit', 'correct'], correct: ['correct', 'amend', 'update', 'change', 'edit', 'fix'],
  adjust: ['adjust', 'set', 'change'], move: ['move', 'reschedule', 'transfer', 'withdraw', 'send'], rename: ['rename', 'move'],
  reschedule: ['reschedule', 'change', 'move', 'update'], reset: ['reset', 'set', 'change'], push: ['reschedule', 'move', 'change', 'update'], postpone: ['reschedule', 'move', 'change'],
  retime: ['reschedule', 'schedule', 'move', 'change', 'update', 'postpone'],
  turn: ['turn', 'set', 'switch'], switch: ['switch', 'turn', 'set'], dim: ['brightness', 'dim', 'set'], brighten: ['brightness', 'set'],
  lock: ['lock'], unlock: ['unlock', 'open'], arm: ['arm', 'alarm'], disarm: ['disarm', 'alarm'],
  freeze: ['freeze', 'block'], dispute: ['dispute', 'chargeback', 'contest', 'report'], contest: ['contest', 'dispute', 'appeal'], reinstate: ['reinstate', 'restore', 'reactivate', 'unblock'], cycle: ['cycle', 'restart', 'reboot', 'power'], unfreeze: ['unfreeze', 'unblock', 'freeze', 'block'], block: ['block', 'freeze'], unblock: ['unblock', 'block'],
  delete: ['delete', 'remove', 'cancel'], remove: ['remove', 'delete'], clear: ['clear', 'remove', 'delete', 'set'], erase: ['delete', 'remove'],
  archive: ['archive', 'move'], trash: ['trash', 'delete', 'move'], cancel: ['cancel', 'delete'], revoke: ['revoke', 'remove'],
  kick: ['remove', 'kick'], ban: ['ban', 'remove'], stop: ['stop', 'remove'], drop: ['drop', 'delete'], truncate: ['truncate', 'delete'],
  pay: ['pay', 'payment', 'transfer'], transfer: ['transfer', 'send', 'pay'], wire: ['transfer', 'send', 'pay'], tip: ['send', 'pay', 'transfer'],
  donate: ['send', 'pay', 'transfer'], repay: ['pay', 'send', 'transfer'], reimburse: ['reimburse', 'pay'], withdraw: ['withdraw'],
  deposit: ['deposit'], stake: ['stake', 'delegate'], delegate: ['delegate', 'stake'], swap: ['swap', 'exchange'], sell: ['sell', 'order'], trade: ['trade', 'order'],
  buy: ['buy', 'purchase', 'order', 'checkout', 'place'], purchase: ['purchase', 'buy', 'order'], order: ['order', 'buy', 'purchase'],
  book: ['book', 'reserve'], reserve: ['reserve', 'book'], rent: ['rent', 'book', 'reserve'],
  return: ['return'], exchange: ['exchange', 'swap'], refund: ['refund', 'reverse', 'credit', 'reimburse', 'repay'], downgrade: ['downgrade', 'change', 'modify'], upgrade: ['upgrade', 'change', 'modify'],
  invite: ['invite', 'add', 'attendee'], grant: ['grant', 'access', 'add', 'set'], give: ['grant', 'give', 'set', 'add', 'access'],
  promote: ['role', 'assign', 'promote', 'set'], assign: ['assign', 'set', 'role'], approve: ['approve', 'certify', 'authorise', 'authorize', 'sign', 'accept'], deny: ['deny'], reject: ['deny', 'reject', 'decline'],
  accept: ['accept', 'respond'], decline: ['decline', 'respond'], confirm: ['confirm', 'accept'],
  run: ['run', 'execute', 'exec', 'start', 'trigger'], rerun: ['run', 'start', 'trigger', 'rerun'], execute: ['execute', 'run', 'exec'],
  trigger: ['trigger', 'start', 'run'], start: ['start', 'run', 'trigger'], restart: ['restart'], deploy: ['deploy', 'release', 'upgrade', 'rollout'],
  rollback: ['undo', 'rollback', 'revision'], scale: ['scale', 'replica', 'resize'], bump: ['scale', 'upgrade', 'bump', 'increase', 'raise', 'set', 'update', 'change'],
  raise: ['increase', 'raise', 'set', 'update', 'change', 'write'], increase: ['increase', 'raise', 'set', 'update', 'change', 'write'],
  lower: ['decrease', 'lower', 'reduce', 'set', 'update', 'change', 'write'], decrease: ['decrease', 'lower', 'reduce', 'set', 'update', 'change', 'write'],
  reduce: ['reduce', 'decrease', 'lower', 'set', 'update', 'change', 'write'], zero: ['reset', 'zero', 'clear', 'set', 'update'],
  knock: ['waive', 'discount', 'credit', 'remove'], waive: ['waive', 'forgive', 'credit', 'remove'], issue: ['issue', 'create', 'generate', 'grant'],
  loop: ['add', 'invite', 'grant', 'give'], charge: ['charge', 'post', 'bill'], bill: ['bill', 'charge', 'invoice'],
  export: ['export', 'send', 'share', 'email', 'deliver'], reorder: ['reorder', 'order', 'purchase', 'create'], restock: ['restock', 'order', 'purchase'],
  enroll: ['enroll', 'enrol', 'register', 'add', 'book'], register: ['register', 'enroll', 'enrol', 'add'], renew: ['renew', 'extend'],
  hold: ['hold', 'reserve', 'place'], water: ['irrigation', 'irrigate', 'water', 'schedule', 'start'], irrigate: ['irrigation', 'irrigate', 'water', 'schedule', 'start'],
  suspend: ['suspend', 'pause', 'freeze', 'block'], pause: ['pause', 'suspend', 'freeze', 'stop'], resume: ['resume', 'unpause', 'start'],
  rotate: ['rotate'], merge: ['merge'], resize: ['resize', 'scale'], convert: ['convert'], copy: ['copy', 'duplicate'], upload: ['upload'],
  subscribe: ['subscribe'], unsubscribe: ['unsubscribe'], onboard: ['access', 'role', 'invite'], mark: ['mark', 'label', 'record', 'log', 'flag', 'set', 'update', 'status'], label: ['label'],
};

/** Is `verb` one whose tool words are known here? */
export const knownVerb = (verb: string): boolean => Object.prototype.hasOwnProperty.call(SYNONYMS, verb);

/** Whether two request verbs say the same thing ("email" and "send"), by the synonyms above. */
export function synonymous(a: string, b: string): boolean {
  if (a === b) return true;
  return (SYNONYMS[a] ?? []).includes(b) || (SYNONYMS[b] ?? []).includes(a);
}
