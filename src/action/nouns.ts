/**
 * The nouns tool classification reads: what a write changes, each with its class (a file, an order,
 * a meeting), nouns that decide a write wherever they stand (credentials, money), two-word
 * credentials (`api key`, `key card`), what code runs, and people. Generic English of agent tools —
 * never a data set's tool names.
 */
import { CLASS } from './classes.ts';
import type { ActionClass } from './types.ts';

/**
 * Nouns that decide a write's class wherever they stand among its objects: a write that touches
 * credentials or permissions is identity-admin, one that moves money is a payment.
 */
// prettier-ignore
export const STRONG_OBJECTS: readonly (readonly [ActionClass, ReadonlySet<string>])[] = [
  [CLASS.identityAdmin, new Set(['password', 'passwords', 'credential', 'credentials', 'permission', 'permissions', 'role', 'roles', 'apikey',
    'secret', 'secrets', 'membership', 'memberships', 'member', 'members', 'collaborator', 'collaborators', 'acl', 'acls', 'privilege',
    'privileges', 'rbac', 'rolebinding', 'mfa', '2fa', 'totp', 'passkey', 'authenticator', 'sso', 'oidc', 'ldap', 'saml', 'sudo', 'admin', 'admins',
    'usergroup', 'usergroups', 'identity', 'identities', 'idp', 'oauth', 'scim', 'ownership', 'passcode', 'passcodes', 'keycard', 'keycards',
    'keyfob', 'keyfobs', 'fob', 'fobs'])],
  [CLASS.paymentInitiate, new Set(['payment', 'payments', 'money', 'fund', 'funds', 'wire', 'remittance', 'donation', 'payout', 'payouts',
    'transfer', 'transfers', 'bitcoin', 'btc', 'eth', 'ether', 'usdc', 'usdt', 'allowance', 'allowances', 'spender', 'spenders', 'disbursement',
    'disbursements', 'reimbursement', 'reimbursements', 'bet', 'bets', 'wager', 'wagers'])],
];

/** Words that make the next credential noun a credential (`api key`, `access token`, `door code`, `guest pin`). */
// prettier-ignore
export const CREDENTIAL_MODIFIERS = new Set(['api', 'access', 'auth', 'ssh', 'secret', 'deploy', 'private', 'signing', 'bearer', 'refresh',
  'personal', 'oauth', 'door', 'entry', 'gate', 'guest', 'lock', 'alarm', 'security', 'login', 'keypad', 'building', 'key', 'room', 'id', 'badge']);

/** Nouns that are a credential when a {@link CREDENTIAL_MODIFIERS} word stands before them (a code that opens a door grants access). */
export const CREDENTIAL_NOUNS = new Set([
  'key',
  'keys',
  'token',
  'tokens',
  'secret',
  'code',
  'codes',
  'pin',
  'pins',
  'card',
  'cards',
  'badge',
  'badges',
]);

/** `api key`, `door code` at `i` of `list`: the credential's two words, or undefined. */
export function credentialAt(list: readonly string[], i: number): string | undefined {
  const word = list[i];
  const before = list[i - 1];
  return word !== undefined && before !== undefined && CREDENTIAL_NOUNS.has(word) && CREDENTIAL_MODIFIERS.has(before)
    ? `${before} ${word}`
    : undefined;
}

/** Nouns naming what code runs: a run/execute verb on one of them executes code. */
// prettier-ignore
export const CODE_OBJECTS = new Set(['code', 'script', 'scripts', 'command', 'commands', 'shell', 'sql', 'javascript', 'js', 'python', 'bash',
  'snippet', 'cell', 'cells', 'notebook', 'expression', 'statement', 'statements', 'repl', 'powershell', 'cmd', 'terminal', 'program', 'macro',
  'query', 'queries', 'cypher', 'function', 'lambda', 'binary', 'executable', 'payload', 'ruby', 'node', 'typescript', 'php', 'perl', 'code'])

/** Nouns that name what a write changes, each with its class; the first such noun among the objects decides. */
// prettier-ignore
const OBJECT_LIST: readonly (readonly [ActionClass, readonly string[]])[] = [
  [CLASS.identityAdmin, ['group', 'groups', 'team', 'teams', 'owner', 'owners', 'access', 'invite', 'invitee', 'invitees', 'login', 'logins',
    'credential', 'credentials']],
  [CLASS.calendarWrite, ['calendar', 'calendars', 'event', 'events', 'meeting', 'meetings', 'appointment', 'appointments', 'invitation',
    'invitations', 'participant', 'participants', 'attendee', 'attendees', 'rsvp', 'timeslot', 'slot', 'slots', 'interview', 'interviews', 'shift',
    'shifts']],
  [CLASS.orderManage, ['order', 'orders', 'booking', 'bookings', 'reservation', 'reservations', 'cart', 'basket', 'subscription',
    'subscriptions', 'shipment', 'shipments', 'delivery', 'deliveries', 'purchase', 'purchases', 'return', 'returns', 'exchange', 'refund',
    'refunds', 'prescription', 'prescriptions', 'ride', 'rides', 'taxi', 'taxis', 'cab', 'cabs', 'rental', 'checkout', 'trip', 'trips', 'flight', 'flights', 'hotel', 'room',
    'hold', 'holds', 'bid', 'bids']],
  [CLASS.accountModify, ['profile', 'profiles', 'particulars', 'settings', 'setting', 'preferences', 'preference', 'avatar', 'presence', 'nickname', 'bio',
    'timezone', 'theme', 'address', 'addresses', 'phone', 'photo', 'alert', 'alerts', 'followers', 'following', 'star', 'stars', 'watchers',
    'status', 'locale', 'language', 'notification', 'notifications', 'username', 'signature', 'birthday', 'birthdate', 'email']],
  [CLASS.messageSend, ['message', 'messages', 'mail', 'mails', 'sms', 'text', 'texts', 'chat', 'dm', 'dms', 'comment', 'comments', 'reply',
    'replies', 'post', 'posts', 'tweet', 'tweets', 'review', 'reviews', 'reaction', 'reactions', 'vote', 'votes', 'like', 'likes', 'announcement',
    'newsletter', 'story', 'stories', 'feedback', 'mention', 'broadcast', 'thread', 'threads', 'call', 'calls', 'voicemail', 'fax', 'letter',
    'emails', 'inbox']],
  [CLASS.externalApiCall, ['pod', 'pods', 'deployment', 'deployments', 'container', 'containers', 'cluster', 'clusters', 'node', 'nodes',
    'vm', 'vms', 'instance', 'instances', 'server', 'servers', 'job', 'jobs', 'pipeline', 'pipelines', 'workflow', 'workflows', 'build', 'builds',
    'webhook', 'webhooks', 'device', 'devices', 'light', 'lights', 'lamp', 'thermostat', 'lock', 'locks', 'door', 'doors', 'engine', 'brake',
    'car', 'vehicle', 'volume', 'brightness', 'camera', 'appliance', 'ac', 'fan', 'robot', 'drone', 'music', 'song', 'songs', 'track',
    'playback', 'tv', 'speaker', 'alarm', 'heater', 'sprinkler', 'garage', 'window', 'windows', 'helm', 'namespace', 'namespaces', 'dns',
    'firewall', 'process', 'processes', 'config', 'configuration', 'configurations', 'headlights', 'climate', 'cruise',
    'tank', 'fuel', 'microwave', 'oven', 'washer', 'dryer', 'vacuum', 'plug', 'switch', 'scene', 'mode', 'temperature', 'pump', 'valve',
    'motor', 'printer', 'queue', 'topic', 'bucket', 'buckets', 'disk', 'network', 'vpc', 'ip', 'port', 'proxy', 'gateway', 'sensor', 'relay',
    'channel', 'stream', 'broker', 'replica', 'replicas', 'host', 'hosts', 'resource', 'resources', 'crawler', 'agent',
    'cpu', 'gpu', 'memory', 'system', 'firmware', 'power', 'timer', 'navigation', 'route', 'shortlink', 'url', 'domain', 'site', 'website', 'monitor', 'monitors',
    'cache', 'caches', 'cdn']],
  [CLASS.fileModify, ['file', 'files', 'document', 'documents', 'doc', 'docs', 'folder', 'folders', 'directory', 'directories', 'dir',
    'note', 'notes', 'page', 'pages', 'record', 'records', 'row', 'rows', 'table', 'tables', 'sheet', 'sheets', 'spreadsheet', 'slide', 'slides',
    'presentation', 'paragraph', 'repo', 'repository', 'repositories', 'branch', 'branches', 'commit', 'issue', 'issues', 'ticket', 'tickets',
    'task', 'tasks', 'todo', 'todos', 'project', 'projects', 'dashboard', 'dashboards', 'entry', 'entries', 'memories', 'knowledge',
    'entity', 'entities', 'relation', 'relations', 'observation', 'observations', 'image', 'images', 'video', 'videos', 'playlist', 'bookmark',
    'contact', 'contacts', 'database', 'db', 'backup', 'archive', 'label', 'labels', 'tag', 'tags', 'milestone', 'wiki', 'inventory', 'list',
    'lists', 'reminder', 'reminders', 'block', 'blocks', 'pdf', 'docx', 'markdown', 'csv', 'json', 'yaml', 'column', 'columns', 'range',
    'workbook', 'chart', 'style', 'template', 'metadata', 'attachment', 'attachments', 'draft', 'drafts', 'watchlist', 'policy', 'policies',
    'vulnerability', 'license', 'licenses', 'material', 'component', 'schema', 'index', 'collection', 'collections', 'dataset', 'model',
    'version', 'transaction', 'transactions', 'invoice', 'invoices', 'stock', 'product', 'products', 'item', 'items', 'picture', 'pictures',
    'script', 'scripts', 'code', 'key', 'keys', 'token', 'tokens', 'account', 'accounts', 'user', 'users', 'service', 'services', 'release',
    'releases', 'git', 'placeholder', 'level', 'claim', 'claims', 'quantity', 'quantities', 'quota', 'quotas', 'score', 'scores', 'grade',
    'grades', 'inventories', 'audio', 'recording', 'recordings', 'journal', 'journals', 'form', 'forms', 'application', 'applications', 'timesheet', 'timesheets', 'case', 'cases', 'incident',
    'incidents']],
];

/** The class of an object noun (the first class that lists it). */
export const OBJECT_CLASS: ReadonlyMap<string, ActionClass> = (() => {
  const map = new Map<string, ActionClass>();
  for (const [cls, list] of OBJECT_LIST) for (const noun of list) if (!map.has(noun)) map.set(noun, cls);
  return map;
})();

/**
 * People: those a booking, a meeting or a payment is for (not a membership it changes), and those who
 * receive what a "give" grants ("Give a person a seat on …").
 */
// prettier-ignore
export const PEOPLE: ReadonlySet<string> = new Set(['member', 'members', 'collaborator', 'collaborators', 'admin', 'admins', 'user', 'users',
  'guest', 'guests', 'patron', 'patrons', 'customer', 'customers', 'person', 'people', 'holder', 'holders', 'candidate', 'candidates', 'employee',
  'employees', 'student', 'students', 'someone', 'colleague', 'colleagues', 'teammate', 'teammates', 'staff', 'contractor', 'contractors',
  'trader', 'traders', 'agent', 'agents', 'group', 'team', 'account', 'principal', 'operator', 'operators']);

/** Objects that name people's accounts: creating or deleting one is identity-admin, editing one is account-modify. */
export const ACCOUNT_OBJECTS = new Set(['user', 'users', 'account', 'accounts', 'login', 'logins', 'identity', 'identities']);
