/**
 * Tools whose words read, or say little, while their arguments say what a call does: a manual page's summary line, a read
 * guessed from nouns over a role for a user or an amount for an account, a tool named for a field it takes ("ticket status"
 * taking the status), a report that is also mailed to whoever the caller names, and a Maltese name whose first letter
 * is "ħ". Tools made up for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CLASS } from '../../src/action/classes.ts';
import { inferTool } from '../../src/action/infer.ts';
import type { ToolSpec } from '../../src/action/types.ts';

const schema = (properties: Record<string, unknown>, required: string[] = []): ToolSpec['inputSchema'] => ({
  type: 'object',
  properties,
  required,
});
const cls = (spec: ToolSpec) => inferTool(spec).actionClass;

describe('what the arguments say', () => {
  it('a manual page is read by its summary line, not its NAME heading', () => {
    const page = (summary: string): ToolSpec => ({
      name: 'permctl(8)',
      description: `NAME\n    permctl - ${summary}\nSYNOPSIS\n    permctl -u user -r viewer|editor|owner\nDESCRIPTION\n    Takes effect at once.`,
      inputSchema: schema({ user: { type: 'string' }, level: { type: 'string', enum: ['viewer', 'editor', 'owner'] } }, ['user']),
    });
    assert.equal(cls(page("set a member's role")), CLASS.identityAdmin);
    assert.equal(cls(page("show a member's role")), CLASS.read);
  });

  it('a read guessed from nouns gives way to an amount for an account, or a role for a person', () => {
    assert.equal(
      cls({
        name: 'bankovni_prikaz_platby',
        description: 'Platební příkaz z účtu spolku.',
        inputSchema: schema({ iban: { type: 'string' }, amount_eur: { type: 'number' }, beneficiary: { type: 'string' } }, ['iban', 'amount_eur']),
      }),
      CLASS.paymentInitiate,
    );
    assert.equal(
      cls({ name: 'ħlas_bankarju', inputSchema: schema({ iban: { type: 'string' }, ammont_eur: { type: 'number' } }, ['iban', 'ammont_eur']) }),
      CLASS.paymentInitiate,
    );
  });

  it('a tool named for a field it takes as a required argument sets it; one that only names it reads', () => {
    const status = (required: string[]): ToolSpec => ({
      name: 'ticket_status',
      description: 'Ticket status.',
      inputSchema: schema({ ticket_id: { type: 'string' }, status: { type: 'string', enum: ['open', 'closed'] } }, required),
    });
    assert.notEqual(cls(status(['ticket_id', 'status'])), CLASS.read);
    assert.equal(cls(status(['ticket_id'])), CLASS.read);
  });

  it('a report printed and mailed to addresses the caller names sends it', () => {
    const report = (properties: Record<string, unknown>): ToolSpec => ({
      name: 'Reports.PrintMonthlySummary',
      description: 'Prints the monthly summary of members and payments.',
      inputSchema: schema(properties),
    });
    assert.equal(cls(report({ Month: { type: 'string' }, ExtraRecipients: { type: 'string' } })), CLASS.messageSend);
    assert.equal(cls(report({ Month: { type: 'string' } })), CLASS.read);
  });
});
