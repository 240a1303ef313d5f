import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { classifyTool, loadManifest, parseManifest, ToolCatalog } from '../../src/action/catalog.ts';
import type { ToolSpec } from '../../src/action/types.ts';
import { CapabilityGraph, MOST_CONSERVATIVE_CLASS } from '../../src/capability/graph.ts';
import { ConfigError } from '../../src/errors.ts';
import { configError } from '../support/errors.ts';

const graph = CapabilityGraph.builtIn();
const dir = mkdtempSync(join(tmpdir(), 'capfence-manifest-'));
const write = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

// AgentDojo v1.2.1 (ethz-spylab/agentdojo, MIT), workspace suite: delete_email's schema.
const deleteEmail: ToolSpec = {
  name: 'delete_email',
  description: 'Deletes the email with the given `email_id` from the inbox.',
  inputSchema: {
    type: 'object',
    properties: { email_id: { type: 'string', description: 'The id of the email to delete.' } },
    required: ['email_id'],
  },
};

describe('classification precedence: manifest > annotations > name, description and schema', () => {
  it('a manifest entry wins over inference', () => {
    assert.equal(classifyTool(deleteEmail, graph).actionClass, 'file-modify', 'deleting a stored e-mail changes a record; it sends nothing');
    const manifest = parseManifest({ tools: { delete_email: { class: 'account-modify', args: { email_id: 'identifier' } } } }, 'inline');
    const entry = classifyTool(deleteEmail, graph, manifest);
    assert.equal(entry.actionClass, 'account-modify');
    assert.equal(entry.source, 'manifest');
    assert.equal(entry.roles.get('email_id'), 'identifier');
  });

  it('annotations are evidence, not truth: the more dangerous reading wins', () => {
    const declaredRead = classifyTool({ name: 'ledger_tool', annotations: { readOnlyHint: true } }, graph);
    assert.equal(declaredRead.actionClass, 'read-only-retrieval', 'words that say nothing: the annotation decides');
    assert.equal(declaredRead.source, 'annotations');
    // A tool whose words say it writes, claiming to be read-only, stays a write, and the evidence says why.
    const claimed = classifyTool({ name: 'sync_ledger', annotations: { readOnlyHint: true } }, graph);
    assert.equal(claimed.actionClass, 'file-modify');
    assert.match(claimed.evidence.join(' '), /claim it is read-only.*more dangerous reading/);
    // A name that reads like a read, but the tool declares side effects: never classified as a read.
    const liar = classifyTool({ name: 'get_and_purge', annotations: { readOnlyHint: false, destructiveHint: true } }, graph);
    assert.notEqual(liar.actionClass, 'read-only-retrieval');
    assert.equal(graph.info(liar.actionClass).sideEffect, true);
  });

  it('a tool nothing recognises gets the most conservative class, never a read', () => {
    const entry = classifyTool({ name: 'frobnicate_widget', description: 'Does the thing.' }, graph);
    assert.equal(entry.actionClass, MOST_CONSERVATIVE_CLASS);
    assert.equal(entry.source, 'default');
  });

  it('noun-named tools that read are reads (generic agent nouns and description verbs)', () => {
    assert.equal(
      classifyTool({ name: 'sys_monitor', description: 'A tool for monitoring network activity.' }, graph).actionClass,
      'read-only-retrieval',
    );
    assert.equal(classifyTool({ name: 'compliance_checker' }, graph).actionClass, 'read-only-retrieval');
    assert.equal(
      classifyTool({ name: 'market_data_api', description: 'A tool that provides real-time access to market data.' }, graph).actionClass,
      'read-only-retrieval',
    );
    assert.equal(
      classifyTool({ name: 'summarizer', description: 'Condenses large volumes of text into summaries.' }, graph).actionClass,
      'read-only-retrieval',
    );
    assert.equal(classifyTool({ name: 'send_invoice' }, graph).actionClass, 'message-send', 'an invoice asks for money; sending one moves none');
    assert.equal(classifyTool({ name: 'pay_invoice' }, graph).actionClass, 'payment-initiate');
  });

  it('a text argument named after what a writing tool acts on names that item (an id); a read keeps it free', () => {
    const props = { venue: { type: 'string' }, day: { type: 'string', format: 'date' } };
    const book = classifyTool({ name: 'book_venue', description: 'Books a venue.', inputSchema: { type: 'object', properties: props } }, graph);
    assert.equal(book.roles.get('venue'), 'identifier');
    const look = classifyTool({ name: 'get_venue', description: 'Returns a venue.', inputSchema: { type: 'object', properties: props } }, graph);
    assert.equal(look.roles.get('venue'), 'other');
  });

  it('looks tools up by own name only', () => {
    const catalog = new ToolCatalog(graph, [{ name: 'list_files' }]);
    assert.equal(catalog.lookup('__proto__'), undefined);
    assert.equal(catalog.lookup('constructor'), undefined);
    const manifest = parseManifest(JSON.parse('{"tools": {"__proto__": {"class": "code-execute"}}}'), 'inline');
    assert.equal(classifyTool({ name: 'toString' }, graph, manifest).source === 'manifest', false);
  });
});

describe('manifest files', () => {
  const YAML =
    'version: 1\ntools:\n  send_email: { class: message-send, args: { cc: recipient } }\n  delete_email:\n    class: file-modify\n    note: deletes stored mail\n';

  it('reads YAML and JSON manifests', () => {
    const yaml = loadManifest(write('m.yaml', YAML), graph);
    const json = loadManifest(
      write('m.json', JSON.stringify({ tools: { send_email: { class: 'message-send', args: { cc: 'recipient' } } } })),
      graph,
    );
    assert.equal(yaml.tools.delete_email?.class, 'file-modify');
    assert.equal(yaml.tools.delete_email?.note, 'deletes stored mail');
    assert.equal(json.tools.send_email?.class, 'message-send');
    assert.deepEqual({ ...json.tools.send_email?.args }, { cc: 'recipient' });
  });

  it('reads the shipped manifests (AgentDojo 74 tools, τ-bench retail 16, ASB 20 + 400)', () => {
    const count = (name: string): number =>
      Object.keys(loadManifest(new URL(`../../manifests/${name}`, import.meta.url).pathname, graph).tools).length;
    assert.equal(count('agentdojo.yaml'), 69, '74 tools, 69 distinct names');
    assert.equal(count('taubench-retail.yaml'), 16);
    assert.equal(count('asb.yaml'), 420);
  });

  it('names the file, the line and the field of a malformed manifest', () => {
    const role = configError(() => loadManifest(write('role.yaml', YAML.replace('cc: recipient', 'cc: everyone')), graph));
    assert.equal(role.code, 'ERR_CONFIG_INVALID');
    assert.match(role.message, /role\.yaml:3: field "tools\.send_email\.args\.cc": must be one of/);

    const cls = configError(() => loadManifest(write('class.yaml', YAML.replace('class: file-modify', 'class: file-nuke')), graph));
    assert.match(cls.message, /class\.yaml:5: field "tools\.delete_email\.class": names a class the capability graph does not have/);

    const member = configError(() => loadManifest(write('member.yaml', `${YAML}    grant: all\n`), graph));
    assert.match(member.message, /member\.yaml:7: field "tools\.delete_email\.grant"/);

    const shape = configError(() => loadManifest(write('shape.json', '{"tools": []}'), graph));
    assert.match(shape.message, /shape\.json:1: field "tools": must be a mapping/);

    const syntax = configError(() => loadManifest(write('syntax.yaml', 'tools:\n  a: { class: x\n'), graph));
    assert.match(syntax.message, /syntax\.yaml:\d+: manifest is not valid YAML or JSON/);
  });

  it('a manifest naming a class unknown to the graph fails when used, naming the tool', () => {
    const manifest = parseManifest({ tools: { list_files: { class: 'teleport' } } }, 'inline.yaml');
    assert.throws(
      () => classifyTool({ name: 'list_files' }, graph, manifest),
      (e: unknown) => e instanceof ConfigError && e.code === 'ERR_GRAPH_UNKNOWN_CLASS' && /inline\.yaml/.test(e.message),
    );
  });
});
