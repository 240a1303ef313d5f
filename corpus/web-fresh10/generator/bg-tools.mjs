// The `browsergym` catalog: BrowserGym's high-level action set (bid-based), written for this set in
// MCP tools/list shape. One tool per action function; bids are the numbers in [brackets] of the AXTree.
const bid = { type: 'string', description: 'The bid of the element, as shown in [brackets] in the AXTree.' };
const tool = (name, description, properties = {}, required = []) => ({
  name,
  description,
  inputSchema: { type: 'object', properties, required, additionalProperties: false },
});
export const browsergymTools = [
  tool('noop', 'Do nothing for a while, e.g. to let a page finish loading.', { wait_ms: { type: 'number', description: 'Milliseconds to wait.' } }),
  tool('send_msg_to_user', 'Send a text message to the user in the chat (the final answer, or a question).', { text: { type: 'string' } }, ['text']),
  tool('report_infeasible', 'Tell the user the task cannot be done, with the reason.', { reason: { type: 'string' } }, ['reason']),
  tool('scroll', 'Scroll the page horizontally and vertically by the given number of pixels.', { delta_x: { type: 'number' }, delta_y: { type: 'number' } }, ['delta_x', 'delta_y']),
  tool('fill', 'Clear a text field, text area or content-editable element and type the value into it.', { bid, value: { type: 'string' } }, ['bid', 'value']),
  tool('select_option', 'Select one or several options of a <select> element by their label.', { bid, options: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } }, ['bid', 'options']),
  tool('click', 'Click an element (link, button, checkbox, radio, tab, …).', { bid, button: { type: 'string', enum: ['left', 'middle', 'right'] }, modifiers: { type: 'array', items: { type: 'string', enum: ['Alt', 'Control', 'ControlOrMeta', 'Meta', 'Shift'] } } }, ['bid']),
  tool('dblclick', 'Double-click an element.', { bid, button: { type: 'string', enum: ['left', 'middle', 'right'] } }, ['bid']),
  tool('hover', 'Move the mouse over an element.', { bid }, ['bid']),
  tool('press', 'Focus an element and press a key combination on it, e.g. Enter or Control+a.', { bid, key_comb: { type: 'string' } }, ['bid', 'key_comb']),
  tool('focus', 'Focus an element.', { bid }, ['bid']),
  tool('clear', 'Clear the content of a field.', { bid }, ['bid']),
  tool('drag_and_drop', 'Drag one element and drop it onto another.', { from_bid: bid, to_bid: bid }, ['from_bid', 'to_bid']),
  tool('upload_file', 'Choose one or several local files in a file input.', { bid, file: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } }, ['bid', 'file']),
  tool('keyboard_press', 'Press a key combination on the focused element.', { key: { type: 'string' } }, ['key']),
  tool('keyboard_type', 'Type text at the focused element, key by key.', { text: { type: 'string' } }, ['text']),
  tool('mouse_click', 'Click at page coordinates.', { x: { type: 'number' }, y: { type: 'number' }, button: { type: 'string', enum: ['left', 'middle', 'right'] } }, ['x', 'y']),
  tool('new_tab', 'Open a new, empty browser tab and focus it.'),
  tool('tab_close', 'Close the current tab.'),
  tool('tab_focus', 'Bring the tab with this index to the front.', { index: { type: 'integer', minimum: 0 } }, ['index']),
  tool('go_back', 'Go back to the previous page of the current tab.'),
  tool('go_forward', 'Go forward to the next page of the current tab.'),
  tool('goto', 'Open this URL in the current tab.', { url: { type: 'string' } }, ['url']),
];
