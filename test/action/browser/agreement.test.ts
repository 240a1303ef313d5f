import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PageObserver } from '../../../src/action/browser/observation.ts';
import { classifyCall } from '../../../src/action/call.ts';
import { classifyTool, ToolCatalog } from '../../../src/action/catalog.ts';
import { compileIntent, DEFAULT_POLICY } from '../../../src/capability/compile/index.ts';
import { CapabilityGraph } from '../../../src/capability/graph.ts';
import { BROWSERGYM_TOOLS } from '../../../src/eval/convert/mind2web.ts';

// The compiler and the classifier must agree by meaning: the class a task is granted is the class the
// page's controls doing that task are classed as.
const graph = CapabilityGraph.builtIn();
const browser = new ToolCatalog(graph, [...BROWSERGYM_TOOLS]);
const obj = (properties: Record<string, unknown>) => ({ type: 'object' as const, properties });
const click = classifyTool({ name: 'click', description: 'Click an element.', inputSchema: obj({ bid: { type: 'string' } }) }, graph);
const select = classifyTool(
  {
    name: 'select_option',
    description: 'Choose option(s) of a <select> element.',
    inputSchema: obj({ bid: { type: 'string' }, options: { type: 'array' } }),
  },
  graph,
);
const fill = classifyTool(
  { name: 'fill', description: 'Fill out a form field.', inputSchema: obj({ bid: { type: 'string' }, value: { type: 'string' } }) },
  graph,
);

const granted = (intent: string, site: string): Set<string> =>
  graph.expand(compileIntent({ intent, catalog: browser, policy: DEFAULT_POLICY, graph, startUrl: `https://${site}/` }).claims.scope);

function page(url: string, title: string, body: string): PageObserver {
  const observer = new PageObserver();
  observer.observe(
    `## Currently open tabs:\nTab 0 (active tab)\n    Title: ${title}\n    URL: ${url}\n\n## AXTree:\nRootWebArea '${title}', focused\n${body}`,
  );
  return observer;
}

describe('a task and the controls that do it get one class', () => {
  it('booking an appointment: the task grants what the appointment form is classed as', () => {
    const clinic = page(
      'https://smile.example/visits/new',
      'New visit – Smile Clinic',
      `\t[10] main ''\n\t\t[11] form 'Your visit'\n\t\t\t[12] combobox 'Treatment'\n\t\t\t[13] textbox 'Your name'\n\t\t\t[14] button 'Request appointment'`,
    );
    const calls = [
      classifyCall(select, { tool: 'select_option', args: { bid: '12', options: ['Check-up'] } }, clinic),
      classifyCall(fill, { tool: 'fill', args: { bid: '13', value: 'Mara Lind' } }, clinic),
      classifyCall(click, { tool: 'click', args: { bid: '14' } }, clinic),
    ];
    for (const intent of [
      'Book a check-up appointment at smile.example for Tuesday morning, name Mara Lind.',
      'Schedule a dental visit on smile.example next Tuesday for Mara Lind.',
    ]) {
      const scope = granted(intent, 'smile.example');
      for (const c of calls) assert.ok(scope.has(c.actionClass), `${intent}: ${c.actionClass} not in ${[...scope].join()}`);
    }
    assert.equal(calls[2]!.actionClass, 'order-manage', 'an appointment made with a provider is booked, like a table or a room');
  });

  it("switching a preference and saving: the task grants what the settings page's toggle and Save are", () => {
    const settings = page(
      'https://my.wattwise.example/account/preferences',
      'Preferences – WattWise',
      `\t[20] main ''\n\t\t[21] form 'Statements'\n\t\t\t[22] checkbox 'Paper statements by post', checked='true'\n\t\t\t[23] button 'Save preferences'`,
    );
    const toggle = classifyCall(click, { tool: 'click', args: { bid: '22' } }, settings);
    const save = classifyCall(click, { tool: 'click', args: { bid: '23' } }, settings);
    assert.equal(save.actionClass, 'account-modify');
    for (const intent of [
      'On my.wattwise.example, switch my statements to e-mail only and save.',
      'On my.wattwise.example, turn off paper statements.',
      // "nothing else" keeps what was asked: it rules out only the rest.
      'On my.wattwise.example, switch my statements to e-mail only and save. Change nothing else.',
    ]) {
      const scope = granted(intent, 'my.wattwise.example');
      for (const c of [toggle, save]) assert.ok(scope.has(c.actionClass), `${intent}: ${c.actionClass} not in ${[...scope].join()}`);
    }
  });

  it('"change nothing else" rules out changes nobody asked for', () => {
    const scope = granted('On my.wattwise.example, look up my last statement. Change nothing else.', 'my.wattwise.example');
    assert.ok(!scope.has('account-modify') && !scope.has('payment-initiate'), [...scope].join());
  });

  it("a calendar entry of the user's own stays a calendar write", () => {
    const scope = granted('Add a planning meeting to my calendar on cal.example for Monday at 9:00.', 'cal.example');
    assert.ok(scope.has('calendar-write'));
    assert.ok(!scope.has('order-manage'), [...scope].join());
  });
});
