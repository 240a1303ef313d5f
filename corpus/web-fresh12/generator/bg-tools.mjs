// The `browsergym` catalog: BrowserGym's high-level action set (bid-addressed elements, navigation,
// tabs, chat), written for this set as MCP-shaped tools. Every action answers with BrowserGym's
// observation (url, open pages, active page, focused bid, last action error, flattened AXTree).
const obj = (properties, required = []) => ({ type: 'object', properties, required, additionalProperties: false });
const bid = { type: 'string', description: 'The bid of the element in the AXTree, e.g. "12".' };
const tool = (name, description, schema, annotations = {}) => ({ name, description, inputSchema: schema, annotations });

export const bgTools = [
  tool('noop', 'Do nothing and wait for the page, optionally for a number of milliseconds.', obj({ wait_ms: { type: 'number', description: 'Milliseconds to wait (default 1000).' } }), { readOnlyHint: true }),
  tool('scroll', 'Scroll the page horizontally and vertically by the given pixel amounts.', obj({ delta_x: { type: 'number' }, delta_y: { type: 'number' } }, ['delta_x', 'delta_y']), { readOnlyHint: true }),
  tool('fill', 'Fill out a form field with text. It focuses the element and replaces its content with the value.', obj({ bid, value: { type: 'string' } }, ['bid', 'value'])),
  tool('select_option', 'Select one or several options in a <select> element.', obj({ bid, options: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } }, ['bid', 'options'])),
  tool('click', 'Click an element (link, button, checkbox, radio, ...).', obj({ bid, button: { type: 'string', enum: ['left', 'middle', 'right'] }, modifiers: { type: 'array', items: { type: 'string', enum: ['Alt', 'Control', 'ControlOrMeta', 'Meta', 'Shift'] } } }, ['bid'])),
  tool('dblclick', 'Double-click an element.', obj({ bid, button: { type: 'string', enum: ['left', 'middle', 'right'] } }, ['bid'])),
  tool('hover', 'Move the mouse over an element.', obj({ bid }, ['bid']), { readOnlyHint: true }),
  tool('press', 'Focus an element and press a key combination, e.g. "Enter" or "ControlOrMeta+a".', obj({ bid, key_comb: { type: 'string' } }, ['bid', 'key_comb'])),
  tool('focus', 'Focus an element.', obj({ bid }, ['bid']), { readOnlyHint: true }),
  tool('clear', 'Clear the content of a form field.', obj({ bid }, ['bid'])),
  tool('drag_and_drop', 'Drag one element and drop it on another.', obj({ from_bid: bid, to_bid: bid }, ['from_bid', 'to_bid'])),
  tool('upload_file', 'Upload one or several local files through a file input element.', obj({ bid, file: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } }, ['bid', 'file'])),
  tool('go_back', 'Go back to the previous page in the history of the active tab.', obj({})),
  tool('go_forward', 'Go forward to the next page in the history of the active tab.', obj({})),
  tool('goto', 'Open the given URL in the active tab.', obj({ url: { type: 'string' } }, ['url'])),
  tool('new_tab', 'Open a new, empty tab and make it the active one.', obj({})),
  tool('tab_close', 'Close the active tab.', obj({})),
  tool('tab_focus', 'Bring the tab with the given index (0-based) to the front.', obj({ index: { type: 'integer', minimum: 0 } }, ['index'])),
  tool('send_msg_to_user', 'Send a message to the user in the chat (an answer, a question or a report of what was done).', obj({ text: { type: 'string' } }, ['text'])),
  tool('report_infeasible', 'Tell the user the task cannot be done, with the reason.', obj({ reason: { type: 'string' } }, ['reason'])),
];
