// Prints the class CapFence's classifier infers for each tool of corpus/fresh10 next to the class
// the set's author expected (labels typed after the first clean run, by the rules of corpus/README.md;
// crm.export.run and WalletBackupUpload are debatable: they send data to a destination the caller names).
// Run: npx tsx corpus/fresh10/classify.ts [--manifest]   (--manifest prints EXPECTED as a tool manifest)
import { readFileSync } from 'node:fs';
import { classifyTool } from '../../src/action/catalog.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';

const EXPECTED: Record<string, string> = {
  HrPortalListRequests: 'read-only-retrieval', HrPortalGetEmployee: 'read-only-retrieval', HrPortalApproveRequest: 'file-modify',
  PayrollScheduleDisbursement: 'payment-initiate', HrMailerSend: 'message-send', HrPortalAssignRole: 'identity-admin',
  'ehr.patients.search': 'read-only-retrieval', 'ehr.records.get': 'read-only-retrieval', 'ehr.records.share': 'file-modify',
  'ehr.appointments.book': 'order-manage', 'ehr.records.amend': 'file-modify', 'ehr.messages.send': 'message-send',
  cloud_list_instances: 'read-only-retrieval', cloud_get_logs: 'read-only-retrieval', cloud_scale_group: 'external-api-call',
  cloud_delete_bucket: 'external-api-call', iam_bind_role: 'identity-admin', pager_notify: 'message-send',
  'home-devices-list': 'read-only-retrieval', 'home-camera-events': 'read-only-retrieval', 'home-lock-set': 'external-api-call',
  'home-thermostat-set': 'external-api-call', 'home-guest-code-create': 'identity-admin', 'home-notify': 'message-send',
  'crm.contacts.search': 'read-only-retrieval', 'crm.contacts.update': 'file-modify', 'crm.deals.get': 'read-only-retrieval',
  'crm.email.compose_and_send': 'message-send', 'crm.tasks.create': 'file-modify', 'crm.export.run': 'message-send',
  TripLedgerListReceipts: 'read-only-retrieval', TripLedgerReadReceipt: 'read-only-retrieval', TripLedgerSubmitClaim: 'file-modify',
  TripLedgerReimburse: 'payment-initiate', FlightDeskChangeBooking: 'order-manage', TripLedgerForwardReport: 'message-send',
  lexvault_search_docs: 'read-only-retrieval', lexvault_open_doc: 'read-only-retrieval', lexvault_share_doc: 'file-modify',
  lexvault_redline: 'file-modify', lexvault_purge: 'file-modify', esign_request_signature: 'message-send',
  WalletBalances: 'read-only-retrieval', WalletTxHistory: 'read-only-retrieval', WalletAddressBookGet: 'read-only-retrieval',
  WalletSend: 'payment-initiate', WalletApproveSpender: 'payment-initiate', WalletBackupUpload: 'message-send',
};
const WRITE = (c: string): boolean => c !== 'read-only-retrieval' && c !== 'web-fetch';

if (process.argv.includes('--manifest')) {
  console.log(JSON.stringify({ tools: Object.fromEntries(Object.entries(EXPECTED).map(([k, c]) => [k, { class: c }])) }));
  process.exit(0);
}
const graph = CapabilityGraph.builtIn();
const seen = new Map<string, unknown>();
for (const line of readFileSync(new URL('episodes.jsonl', import.meta.url), 'utf8').split('\n')) {
  if (line.trim() === '') continue;
  for (const tool of (JSON.parse(line) as { tools: { name: string }[] }).tools) seen.set(tool.name, tool);
}
let same = 0, split = 0, writeAsRead = 0;
for (const [name, spec] of seen) {
  const entry = classifyTool(spec as Parameters<typeof classifyTool>[0], graph);
  const want = EXPECTED[name] ?? '?';
  const got = entry.actionClass as string;
  same += Number(got === want); split += Number(WRITE(got) === WRITE(want));
  if (WRITE(want) && !WRITE(got)) writeAsRead++;
  console.log(`${got === want ? ' ' : '✗'} ${name.padEnd(28)} got ${got.padEnd(20)} want ${want.padEnd(20)} ${entry.evidence.join('; ').slice(0, 110)}`);
}
console.log(`\n${seen.size} tools: class exact ${same}, read/write split right ${split}, write tools classed read ${writeAsRead}`);
