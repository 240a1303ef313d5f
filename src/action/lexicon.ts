/**
 * The vocabulary tool classification reads: English verbs by the effect a call has (read, or the
 * class a write belongs to), and nouns by the class of the thing a write changes. Generic English
 * of agent tools — never a data set's tool names. A few verbs of other languages that tool
 * descriptions are written in are mapped to their English sense.
 */
import type { ActionClass } from './types.ts';
import { CLASS } from './classes.ts';

/** What one verb does. */
export interface VerbSense {
  readonly effect: 'read' | 'write';
  /** The class of a write when its object says nothing more specific. */
  readonly cls?: ActionClass;
  /** The class never depends on the object (`pay`, `grant`). */
  readonly fixed?: boolean;
  /** The word is as often a noun (`order`, `post`, `record`): in a name it is a verb only when no plain verb is there. */
  readonly noun?: boolean;
  /** How a write verb picks its class from the object: see {@link OBJECT_RULES}. */
  readonly family?: Family;
}

export type Family = 'generic' | 'send' | 'run' | 'execute' | 'user' | 'cancel' | 'schedule' | 'submit' | 'set' | 'transfer' | 'book' | 'withdraw';

const R: VerbSense = { effect: 'read' };
const RN: VerbSense = { effect: 'read', noun: true };
const w = (cls: ActionClass, extra: Partial<VerbSense> = {}): VerbSense => ({ effect: 'write', cls, ...extra });

// prettier-ignore
const READS = [
  'get', 'list', 'find', 'read', 'fetch', 'retrieve', 'lookup', 'look', 'describe', 'calculate', 'compute', 'browse', 'inspect', 'load', 'see',
  'verify', 'validate', 'monitor', 'analyze', 'analyse', 'assess', 'evaluate', 'summarize', 'summarise', 'recommend', 'compare', 'identify',
  'detect', 'estimate', 'predict', 'simulate', 'explore', 'research', 'provide', 'access', 'rank', 'measure', 'translate', 'parse', 'extract',
  'render', 'preview', 'ping', 'resolve', 'suggest', 'locate', 'poll', 'wait', 'think', 'explain', 'answer', 'obtain', 'geocode', 'encode', 'decode',
  'hash', 'decrypt', 'tokenize', 'classify', 'recognize', 'recognise', 'transcribe', 'infer', 'solve', 'convert', 'generate', 'diff', 'grep', 'cat',
  'ls', 'tail', 'head', 'wc', 'du', 'pwd', 'echo', 'is', 'has', 'can', 'exists', 'contains', 'query', 'screenshot', 'scrape', 'crawl', 'visit',
  'navigate', 'capture', 'download', 'discover', 'determine', 'retrive', 'trace', 'debug', 'diagnose', 'troubleshoot', 'audit', 'forecast', 'quote',
  'format', 'draw', 'plot', 'chart', 'visualize', 'visualise', 'examine', 'study', 'learn', 'understand', 'select', 'choose', 'pick', 'focus',
  'hover', 'scroll', 'snapshot', 'peek', 'tally', 'aggregate', 'average', 'sum', 'multiply', 'divide', 'subtract', 'round', 'split', 'count', 'scan',
  'search', 'check', 'view', 'show', 'display', 'print', 'sort', 'filter', 'match', 'test', 'watch', 'track', 'review', 'receive', 'listen', 'ask',
  'chat', 'plan', 'design', 'draft', 'compose', 'prepare', 'guess', 'sleep', 'refresh', 'reload', 'open', 'go', 'goto', 'back', 'forward', 'expand',
  'collapse', 'cd', 'whois', 'nslookup', 'dig', 'traceroute', 'geolocate', 'standardize', 'normalize', 'canonicalize', 'lint', 'benchmark',
  'encrypt', 'noop', 'nop', 'obtener', 'consultar', 'buscar', 'listar', 'abrufen', 'suchen', 'recuperar', 'ver', 'mostrar', 'calcular', 'sanitize', 'spellcheck', 'proofread',
];
/** Read verbs that are as often nouns in a name (`search_results`, `price_check`). */
// prettier-ignore
const READ_NOUNS = new Set(['search', 'check', 'view', 'show', 'display', 'print', 'sort', 'filter', 'match', 'test', 'watch', 'track', 'review',
  'list', 'count', 'scan', 'query', 'lookup', 'design', 'draft', 'plan', 'chat', 'quote', 'forecast', 'audit', 'trace', 'chart', 'plot', 'hash',
  'format', 'capture', 'screenshot', 'snapshot', 'sum', 'average', 'split', 'round', 'back', 'forward', 'head', 'tail', 'download', 'focus']);

// prettier-ignore
const WRITES: readonly (readonly [string, VerbSense])[] = [
  // messages
  ...(['send', 'reply', 'publish', 'tweet', 'retweet', 'notify', 'broadcast', 'announce', 'dm', 'mention', 'react', 'upvote', 'downvote', 'dial', 'respond', 'deliver']
    .map((v) => [v, w(CLASS.messageSend, { family: 'send' })] as const)),
  ...(['post', 'message', 'email', 'comment', 'vote', 'flag', 'report', 'text', 'page', 'like', 'call', 'mail', 'sms', 'forward']
    .map((v) => [v, w(CLASS.messageSend, { family: 'send', noun: true })] as const)),
  // money
  ...(['pay', 'buy', 'purchase', 'invest', 'donate', 'remit', 'sell', 'stake', 'unstake', 'repay', 'prepay', 'spend', 'reimburse',
    'disburse', 'settle']
    .map((v) => [v, w(CLASS.paymentInitiate, { fixed: true })] as const)),
  ['transfer', w(CLASS.paymentInitiate, { family: 'transfer', noun: true })],
  // Withdrawing money pays out; withdrawing items, an application or an offer removes a record (src/action/families.ts).
  ['withdraw', w(CLASS.paymentInitiate, { family: 'withdraw' })],
  ...(['deposit', 'trade', 'fund', 'tip', 'charge', 'refund', 'wire', 'swap']
    .map((v) => [v, w(CLASS.paymentInitiate, { fixed: true, noun: true })] as const)),
  // orders and bookings
  ...(['rent', 'reorder', 'hire', 'subscribe', 'unsubscribe', 'ship']
    .map((v) => [v, w(CLASS.orderManage)] as const)),
  ...(['order', 'return', 'exchange'].map((v) => [v, w(CLASS.orderManage, { noun: true })] as const)),
  // Booking a room, a seat or someone into a class orders; booking a meeting is a calendar write, booking an entry records it.
  ['reserve', w(CLASS.orderManage, { family: 'book' })],
  ...(['book', 'booking'].map((v) => [v, w(CLASS.orderManage, { family: 'book', noun: true })] as const)),
  // "Place an order", "place a hold", "place a bet": the object decides; in names as often a noun ("place_details").
  ['place', w(CLASS.orderManage, { family: 'generic', noun: true })],
  ['cancel', w(CLASS.orderManage, { family: 'cancel' })],
  // code
  ...(['execute', 'exec', 'eval', 'interpret', 'spawn'].map((v) => [v, w(CLASS.codeExecute, { family: 'execute' })] as const)),
  ['run', w(CLASS.externalApiCall, { family: 'run' })],
  // authority
  // Escalating a support case or a ticket hands it on; escalating privileges (or nothing named) is identity-admin.
  ['escalate', w(CLASS.identityAdmin, { family: 'generic' })],
  ...(['grant', 'revoke', 'invite', 'ban', 'kick', 'authorize', 'authorise', 'deauthorize', 'impersonate', 'elevate', 'promote',
    'demote', 'unban', 'suspend', 'reinstate'].map((v) => [v, w(CLASS.identityAdmin, { fixed: true })] as const)),
  ...(['register', 'signup', 'enroll', 'enrol'].map((v) => [v, w(CLASS.identityAdmin, { family: 'user' })] as const)),
  // the user's own account
  ...(['follow', 'unfollow', 'star', 'unstar', 'mute', 'unmute', 'block', 'unblock', 'customize', 'personalize', 'favorite', 'favourite', 'unfavorite',
    'bookmark', 'pin', 'unpin', 'subscribe'].map((v) => [v, w(CLASS.accountModify)] as const)),
  // calendars
  ...(['schedule', 'reschedule', 'rsvp', 'postpone'].map((v) => [v, w(CLASS.calendarWrite, { family: 'schedule', noun: v === 'schedule' })] as const)),
  // devices, infrastructure, third parties
  ...(['start', 'stop', 'restart', 'kill', 'terminate', 'shutdown', 'reboot', 'launch', 'deploy', 'undeploy', 'scale', 'rollback', 'install',
    'uninstall', 'upgrade', 'downgrade', 'provision', 'deprovision', 'trigger', 'activate', 'deactivate', 'enable', 'disable', 'toggle', 'turn',
    'lock', 'unlock', 'adjust', 'control', 'retry', 'rerun', 'requeue', 'play', 'pause', 'resume', 'skip', 'drive', 'fly', 'press', 'release', 'connect', 'disconnect', 'pair',
    'unpair', 'dispatch', 'attack', 'probe', 'inject', 'exploit', 'allocate', 'reallocate', 'power', 'brake', 'accelerate', 'steer', 'park',
    'arm', 'disarm', 'dim', 'brighten', 'heat', 'cool', 'boil', 'brew', 'cook', 'water', 'feed', 'charge', 'fill', 'refuel', 'engage', 'disengage',
    'mount', 'unmount', 'reset', 'flush', 'invalidate', 'request', 'bypass', 'hijack', 'crash', 'sniff', 'spoof', 'poison', 'flood',
    'ddos', 'throttle', 'cordon', 'drain', 'evict', 'patch', 'program']
    .map((v) => [v, w(CLASS.externalApiCall, { family: 'generic' })] as const)),
  // records, files, documents: the object decides
  ...(['create', 'add', 'insert', 'update', 'edit', 'modify', 'change', 'delete', 'remove', 'write', 'save', 'upload', 'rename', 'move', 'copy',
    'archive', 'unarchive', 'append', 'prepend', 'clear', 'replace', 'put', 'merge', 'commit', 'push', 'pull', 'close', 'reopen', 'import',
    'sync', 'synchronize', 'synchronise', 'restore', 'backup', 'clone', 'duplicate', 'fork', 'protect', 'unprotect', 'attach', 'detach', 'link',
    'unlink', 'assign', 'unassign', 'appoint', 'unappoint', 'approve', 'reject', 'accept', 'decline', 'store', 'persist', 'overwrite', 'upsert', 'drop', 'truncate',
    'wipe', 'destroy', 'erase', 'empty', 'cleanup', 'clean', 'configure', 'setup', 'init', 'initialize', 'initialise', 'migrate', 'populate',
    'apply', 'make', 'build', 'compile', 'generate', 'tag', 'label', 'mark', 'record', 'log', 'note', 'share', 'export', 'transform', 'resize',
    'crop', 'rotate', 'compress', 'decompress', 'unzip', 'zip', 'extract', 'encrypt', 'sign', 'stage', 'unstage', 'checkout', 'rebase', 'revert',
    'squash', 'resolve', 'complete', 'finish', 'set', 'unset', 'increment', 'decrement', 'enqueue', 'dequeue', 'publish', 'embed', 'annotate',
    'highlight', 'format', 'indent', 'style', 'insert', 'fix', 'repair', 'correct', 'amend', 'revise', 'rewrite', 'reply', 'submit', 'file',
    'open', 'draft', 'compose', 'mkdir', 'rm', 'rmdir', 'mv', 'cp', 'touch', 'chmod', 'chown', 'ln', 'manage', 'maintain', 'administer',
    'crear', 'eliminar', 'borrar', 'actualizar', 'erstellen', 'loeschen', 'aktualisieren', 'combine', 'concatenate', 'mix', 'tweak', 'alter',
    'purge', 'shred', 'redact', 'bind', 'unbind', 'reassign', 'void', 'discharge', 'admit', 'prescribe', 'refill', 'renew', 'extend', 'issue',
    'cut', 'switch', 'raise', 'discard', 'ditch']
    .map((v) => [v, w(CLASS.fileModify, { family: v === 'set' || v === 'unset' ? 'set' : v === 'submit' ? 'submit' : 'generic' })] as const)),
];

/** Write verbs that are as often nouns. */
// prettier-ignore
const WRITE_NOUNS = new Set(['record', 'log', 'note', 'share', 'backup', 'export', 'import', 'label', 'tag', 'mark', 'file', 'set', 'link', 'sign',
  'release', 'request', 'patch', 'change', 'copy', 'archive', 'commit', 'draft', 'reply', 'play', 'control', 'power', 'water', 'feed', 'charge',
  'fill', 'stage', 'style', 'format', 'drop', 'build', 'store', 'lock', 'star', 'pin', 'block', 'bookmark', 'favorite', 'favourite', 'schedule',
  'stop', 'start', 'drive', 'park', 'brake', 'heat', 'arm', 'trigger', 'rsvp', 'crash', 'flood', 'attack', 'probe', 'exploit', 'hijack', 'spoof',
  'poison', 'drain', 'turn', 'zip', 'cook', 'clone', 'fork', 'merge', 'push', 'pull', 'backup', 'cleanup', 'setup', 'checkout', 'sync', 'issue',
  'program', 'cut', 'switch', 'raise', 'dispatch']);

/**
 * Write verbs that in a name are far more often nouns (`place_details`, `github_issue`): there they are
 * verbs only when the description uses them as its own verb, or says nothing.
 */
export const NOUN_FIRST: ReadonlySet<string> = new Set(['place', 'issue', 'page', 'text', 'call', 'email', 'post', 'message', 'sms']);

/** Verbs with a write sense whose read sense outranks it in names (`generate_report`, `open_file`): read, unless their object says otherwise. */
export const READ_OVER_WRITE: ReadonlySet<string> = new Set([
  'open',
  'extract',
  'format',
  'generate',
  'draft',
  'compose',
  'resolve',
  'review',
  'test',
  'encrypt',
]);

/** Every verb the classifier knows, by its base form. Writes are listed after reads, so a word that is both keeps its write sense. */
export const VERBS: ReadonlyMap<string, VerbSense> = (() => {
  const map = new Map<string, VerbSense>();
  for (const v of READS) map.set(v, READ_NOUNS.has(v) ? RN : R);
  for (const [v, sense] of WRITES) {
    if (map.get(v)?.effect === 'write') continue; // the first (more specific) write sense stays
    map.set(v, WRITE_NOUNS.has(v) && sense.noun !== true ? { ...sense, noun: true } : sense);
  }
  // Read senses that outrank a write reading of the same word in names: these are reads.
  for (const v of READ_OVER_WRITE) map.set(v, READ_NOUNS.has(v) ? RN : R);
  return map;
})();

/**
 * Reading verbs that write when they act on certain things: `generate` a key, `open` an issue,
 * `resolve` a ticket, `extract` an archive to disk.
 */
// prettier-ignore
export const WRITES_ON: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  // Generating a credential creates it (a PIN, a one-time code, a key someone else will use).
  ['generate', new Set(['apikey', 'keycard', 'keycards', 'keyfob', 'keyfobs', 'fob', 'fobs', 'certificate', 'presentation', 'document', 'documents', 'file', 'files', 'slide', 'slides', 'pin', 'pins', 'otp', 'passcode', 'password', 'passwords', 'credential', 'credentials', 'key', 'keys', 'token', 'tokens'])],
  // Opening a session, tunnel or port to someone grants access; opening a page or a file reads it.
  ['open', new Set(['issue', 'issues', 'ticket', 'tickets', 'incident', 'case', 'claim', 'claims', 'dispute', 'disputes', 'order', 'orders', 'job', 'jobs', 'pr', 'pull', 'door', 'doors', 'lock', 'account', 'position', 'positions', 'window', 'windows', 'valve', 'garage', 'trunk', 'session', 'sessions', 'tunnel', 'tunnels', 'port', 'ports', 'access', 'connection', 'connections'])],
  ['resolve', new Set(['issue', 'issues', 'ticket', 'tickets', 'incident', 'incidents', 'case', 'conflict', 'conflicts', 'alert', 'alerts', 'thread', 'comment'])],
  ['extract', new Set(['archive', 'zip', 'tarball', 'tar'])],
  // Encoding data hands a result back; encoding a key card, a fob or an access badge makes a credential that opens a door.
  ['encode', new Set(['apikey', 'keycard', 'keycards', 'keyfob', 'keyfobs', 'fob', 'fobs'])],
  ['test', new Set(['webhook', 'alert', 'notification'])],
  // Phrasal verbs: checking in or out of a hotel, a flight, a library book changes a booking or a loan.
  ['check', new Set(['in', 'out'])],
  // Tracking what the user does records it; tracking a parcel reads.
  ['track', new Set(['expense', 'expenses', 'spending', 'time', 'hours', 'habit', 'habits', 'workout', 'workouts', 'calories', 'mood', 'sleep', 'water', 'weight', 'symptom', 'symptoms', 'meal', 'meals', 'progress', 'activity', 'medication'])],
]);

/** Objects of `create`/`run`/`make` that are results handed back, not things stored: reads (a chart, a regression). */
// prettier-ignore
export const COMPUTED_OBJECTS = new Set(['histogram', 'plot', 'diagram', 'visualization', 'visualisation', 'heatmap', 'wordcloud', 'regression', 'ttest',
  'anova', 'analysis', 'simulation', 'calculation', 'statistics', 'prediction', 'forecast', 'estimate', 'summary', 'embedding', 'embeddings']);

/** Verbs that carry no effect of their own in a description ("Use this tool to …", "Allows users to …"). */
// prettier-ignore
export const NEUTRAL_VERBS = new Set(['use', 'used', 'allow', 'allows', 'enable', 'enables', 'let', 'lets', 'help', 'helps', 'be', 'is', 'are', 'can',
  'may', 'must', 'should', 'will', 'need', 'needs', 'want', 'try', 'attempt', 'perform', 'performs', 'provide', 'provides', 'return', 'returns',
  'take', 'takes', 'accept', 'accepts', 'require', 'requires', 'support', 'supports', 'call', 'calls', 'invoke', 'invokes', 'handle', 'handles',
  'do', 'does', 'make', 'makes', 'process', 'processes', 'serve', 'serves', 'work', 'works', 'belong', 'belongs', 'offer', 'offers', 'act', 'acts']);

/** Words that open a description before its verb ("This tool …", "A function to …", "Tool description: …"). */
// prettier-ignore
export const SUBJECT_WORDS = new Set(['this', 'the', 'a', 'an', 'tool', 'function', 'endpoint', 'api', 'method', 'operation', 'command', 'utility',
  'service', 'helper', 'that', 'which', 'to', 'for', 'of', 'you', 'user', 'users', 'agent', 'assistant', 'it', 'we', 'here', 'simply', 'description',
  'quickly', 'easily', 'directly', 'automatically', 'used', 'designed', 'intended', 'meant', 'please', 'also', 'then', 'can', 'will', 'lets', 'allows',
  'enables', 'helps', 'use', 'with', 'by', 'calling', 'mcp', 'server', 'request', 'simple', 'sophisticated', 'advanced', 'powerful', 'new', 'just']);

/**
 * Verbs of other languages tool descriptions are written in, with their English sense. Chinese and
 * Japanese are matched as substrings of the first sentence; the others as words.
 */
// prettier-ignore
export const FOREIGN_VERBS: readonly (readonly [string, string])[] = [
  ['获取', 'get'], ['查询', 'query'], ['搜索', 'search'], ['查找', 'find'], ['查看', 'view'], ['列出', 'list'], ['读取', 'read'], ['检索', 'retrieve'],
  ['计算', 'calculate'], ['分析', 'analyze'], ['生成', 'generate'], ['翻译', 'translate'], ['返回', 'get'], ['推荐', 'recommend'],
  ['删除', 'delete'], ['创建', 'create'], ['新建', 'create'], ['添加', 'add'], ['插入', 'insert'], ['更新', 'update'], ['修改', 'modify'], ['保存', 'save'],
  ['发送', 'send'], ['复制', 'copy'], ['写入', 'write'], ['上传', 'upload'], ['设置', 'set'], ['替换', 'replace'], ['执行', 'execute'], ['运行', 'run'],
  ['支付', 'pay'], ['转账', 'transfer'], ['购买', 'buy'], ['预订', 'book'], ['发布', 'publish'], ['移动', 'move'], ['重命名', 'rename'], ['转换', 'convert'],
  ['obtener', 'get'], ['buscar', 'search'], ['listar', 'list'], ['consultar', 'query'], ['devuelve', 'get'], ['crear', 'create'], ['crea', 'create'],
  ['eliminar', 'delete'], ['borrar', 'delete'], ['enviar', 'send'], ['envía', 'send'], ['actualizar', 'update'], ['pagar', 'pay'], ['ejecutar', 'execute'],
  ['abrufen', 'get'], ['ruft', 'get'], ['suchen', 'search'], ['sucht', 'search'], ['auflisten', 'list'], ['liefert', 'get'], ['gibt', 'get'],
  ['erstellen', 'create'], ['erstellt', 'create'], ['löschen', 'delete'], ['löscht', 'delete'], ['senden', 'send'], ['sendet', 'send'],
  ['aktualisieren', 'update'], ['aktualisiert', 'update'], ['ausführen', 'execute'], ['führt', 'execute'], ['bezahlen', 'pay'], ['überweisen', 'transfer'],
];

/** Nouns after which a verb-or-noun word is a noun ("order status", "transfer history"). */
// prettier-ignore
export const READ_HEAD_NOUNS = new Set(['status', 'info', 'information', 'details', 'detail', 'history', 'list', 'summary', 'data', 'report', 'stats',
  'statistics', 'count', 'price', 'prices', 'rate', 'rates', 'metrics', 'logs', 'log', 'records', 'lookup', 'search', 'results', 'result', 'options',
  'types', 'type', 'availability', 'available', 'tracking', 'state', 'settings', 'config', 'configuration', 'limits', 'limit', 'fees', 'fee', 'policy',
  'policies', 'ids', 'id', 'number', 'numbers', 'name', 'names', 'url', 'urls', 'link', 'links', 'schema', 'content', 'contents', 'text', 'feed', 'timeline', 'code', 'codes', 'overview', 'analytics', 'insights', 'trends', 'reviews', 'ratings', 'events',
  'calendar', 'schedule', 'forecast', 'quote', 'quotes', 'estimate', 'totals', 'total', 'balance', 'balances', 'amount', 'amounts', 'sizes', 'size',
  'board', 'dashboard', 'roster', 'timetable', 'directory', 'catalog', 'catalogue', 'inventory', 'manifest']);

/** Verbs that create or remove a thing (as opposed to editing it). */
export const CREATE_OR_REMOVE = new Set([
  'create',
  'add',
  'insert',
  'delete',
  'remove',
  'register',
  'signup',
  'enroll',
  'enrol',
  'drop',
  'destroy',
  'invite',
  'erase',
  'wipe',
  'purge',
  'discard',
  'ditch',
]);
/** Verbs that publish new content (as opposed to deleting or editing it). */
export const PUBLISH = new Set([
  'create',
  'add',
  'insert',
  'write',
  'publish',
  'post',
  'reply',
  'submit',
  'make',
  'leave',
  'give',
  'dispatch',
  'issue',
  'place',
]);

/**
 * How much a class can hurt when granted by mistake: read < send/modify < pay/admin/execute. The
 * classifier takes the highest-ranked reading when evidence disagrees.
 */
export const CLASS_RANK: Readonly<Record<string, number>> = {
  [CLASS.read]: 0,
  [CLASS.webFetch]: 1,
  [CLASS.calendarWrite]: 2,
  [CLASS.fileModify]: 2,
  [CLASS.accountModify]: 2,
  [CLASS.messageSend]: 3,
  [CLASS.orderManage]: 3,
  [CLASS.externalApiCall]: 3,
  [CLASS.paymentInitiate]: 4,
  [CLASS.identityAdmin]: 4,
  [CLASS.codeExecute]: 4,
};

export const rankOf = (cls: ActionClass): number => CLASS_RANK[cls] ?? 3;

/** The sense of a word, trying its base forms; undefined when the word is no verb the classifier knows. */
export function verbSense(word: string, forms: readonly string[]): { readonly base: string; readonly sense: VerbSense } | undefined {
  for (const base of forms) {
    const sense = VERBS.get(base);
    if (sense !== undefined) return { base, sense };
  }
  void word;
  return undefined;
}
