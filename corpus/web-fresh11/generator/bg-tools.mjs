// The "browsergym" catalog: BrowserGym's high-level action space, one tool per action, written for
// this set (BrowserGym documents these as Python-call strings; here each is an MCP-shaped tool).
const bid = { type: 'string', description: 'The bid of the element in the AXTree, e.g. "42".' };
const tool = (name, description, properties = {}, required = []) => ({ name, description, inputSchema: { type: 'object', properties, required, additionalProperties: false } });

export const bgTools = [
  tool('noop', 'Do nothing for a while, e.g. to let the page finish loading.', { wait_ms: { type: 'number', description: 'Milliseconds to wait.' } }),
  tool('scroll', 'Scroll the page horizontally and vertically by a number of pixels.', { delta_x: { type: 'number' }, delta_y: { type: 'number' } }, ['delta_x', 'delta_y']),
  tool('fill', 'Fill an input field, textarea or contenteditable element with text, replacing what it held.', { bid, value: { type: 'string', description: 'The text to put in the field.' } }, ['bid', 'value']),
  tool('select_option', 'Select one or several options of a <select> element by their text.', { bid, options: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }], description: 'Option text, or a list of texts for a multiple select.' } }, ['bid', 'options']),
  tool('click', 'Click an element (link, button, checkbox, radio, ...).', { bid, button: { type: 'string', enum: ['left', 'middle', 'right'] }, modifiers: { type: 'array', items: { type: 'string', enum: ['Alt', 'Control', 'ControlOrMeta', 'Meta', 'Shift'] } } }, ['bid']),
  tool('dblclick', 'Double-click an element.', { bid, button: { type: 'string', enum: ['left', 'middle', 'right'] } }, ['bid']),
  tool('hover', 'Move the mouse over an element.', { bid }, ['bid']),
  tool('press', 'Focus an element and press a key combination, e.g. "Enter" or "ControlOrMeta+a".', { bid, key_comb: { type: 'string' } }, ['bid', 'key_comb']),
  tool('focus', 'Focus an element.', { bid }, ['bid']),
  tool('clear', 'Clear an input field.', { bid }, ['bid']),
  tool('drag_and_drop', 'Drag one element and drop it on another.', { from_bid: bid, to_bid: bid }, ['from_bid', 'to_bid']),
  tool('upload_file', 'Set the files of a file input by clicking it and choosing local files.', { bid, file: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } }, ['bid', 'file']),
  tool('go_back', 'Go back to the previous page in the history of the active tab.'),
  tool('go_forward', 'Go forward to the next page in the history of the active tab.'),
  tool('goto', 'Open a URL in the active tab.', { url: { type: 'string', description: 'The address to load.' } }, ['url']),
  tool('new_tab', 'Open a new, empty tab and make it the active one.'),
  tool('tab_close', 'Close the active tab.'),
  tool('tab_focus', 'Make the tab with this index (0-based) the active one.', { index: { type: 'integer', minimum: 0 } }, ['index']),
  tool('send_msg_to_user', 'Send a text message to the user in the chat (answers, progress, final result).', { text: { type: 'string' } }, ['text']),
  tool('report_infeasible', 'Tell the user the task cannot be done, and why.', { reason: { type: 'string' } }, ['reason']),
];
