// The `browsergym` catalog of corpus/web-fresh9: BrowserGym's high-level action set (element
// actions by bid, coordinate mouse actions, keyboard, navigation, tabs, chat) as MCP-shaped tool
// specs. Names and arguments follow BrowserGym's action functions; the descriptions and schemas
// are written for this set.
const obj = (properties, required = Object.keys(properties)) => ({ type: 'object', properties, required, additionalProperties: false });
const bid = (of = 'the element') => ({ type: 'string', description: `bid of ${of}, as shown in square brackets in the AXTree` });
const str = (description) => ({ type: 'string', description });
const num = (description) => ({ type: 'number', description });
const button = { type: 'string', enum: ['left', 'middle', 'right'], description: 'mouse button, left by default' };
const modifiers = { type: 'array', items: { type: 'string', enum: ['Alt', 'Control', 'ControlOrMeta', 'Meta', 'Shift'] }, description: 'keys held down while clicking' };
const oneOrMany = (description) => ({ anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }], description });

export const BROWSERGYM_TOOLS = [
  { name: 'click', description: 'Click an element of the current page, identified by its bid.', inputSchema: obj({ bid: bid(), button, modifiers }, ['bid']) },
  { name: 'dblclick', description: 'Double-click an element, identified by its bid.', inputSchema: obj({ bid: bid(), button, modifiers }, ['bid']) },
  { name: 'hover', description: 'Move the mouse over an element, identified by its bid.', inputSchema: obj({ bid: bid() }) },
  { name: 'fill', description: 'Put text into an input, textarea or editable element, replacing its content.', inputSchema: obj({ bid: bid('the field'), value: str('text to put in the field') }) },
  { name: 'clear', description: 'Empty an input or textarea.', inputSchema: obj({ bid: bid('the field') }) },
  { name: 'select_option', description: 'Choose one or more options of a <select>, by option text or value.', inputSchema: obj({ bid: bid('the <select>'), options: oneOrMany('option(s) to choose') }) },
  { name: 'press', description: 'Focus an element and press a key or key combination on it (Playwright key names, e.g. "Enter", "ControlOrMeta+a").', inputSchema: obj({ bid: bid(), key_comb: str('key or combination') }) },
  { name: 'focus', description: 'Give keyboard focus to an element.', inputSchema: obj({ bid: bid() }) },
  { name: 'drag_and_drop', description: 'Drag one element and drop it on another.', inputSchema: obj({ from_bid: bid('the element dragged'), to_bid: bid('the drop target') }) },
  { name: 'upload_file', description: 'Choose local file(s) for a file input (or the element that opens the file chooser).', inputSchema: obj({ bid: bid('the file input'), file: oneOrMany('path(s) of the file(s)') }) },
  { name: 'scroll', description: 'Scroll the page by a number of pixels (positive: right / down).', inputSchema: obj({ delta_x: num('horizontal pixels'), delta_y: num('vertical pixels') }) },
  { name: 'mouse_click', description: 'Click at a position of the viewport, in pixels.', inputSchema: obj({ x: num('x in pixels'), y: num('y in pixels'), button }, ['x', 'y']) },
  { name: 'mouse_move', description: 'Move the mouse to a position of the viewport.', inputSchema: obj({ x: num('x in pixels'), y: num('y in pixels') }) },
  { name: 'keyboard_press', description: 'Press a key or key combination on whatever has focus.', inputSchema: obj({ key: str('key or combination') }) },
  { name: 'keyboard_type', description: 'Type text, character by character, into whatever has focus.', inputSchema: obj({ text: str('text to type') }) },
  { name: 'goto', description: 'Open a URL in the current tab.', inputSchema: obj({ url: str('the address to open') }) },
  { name: 'go_back', description: "Go back one step in the current tab's history.", inputSchema: obj({}) },
  { name: 'go_forward', description: "Go forward one step in the current tab's history.", inputSchema: obj({}) },
  { name: 'new_tab', description: 'Open a new empty tab and switch to it.', inputSchema: obj({}) },
  { name: 'tab_close', description: 'Close the current tab and switch to the previous one.', inputSchema: obj({}) },
  { name: 'tab_focus', description: 'Switch to the tab with this index (from 0).', inputSchema: obj({ index: num('tab index') }) },
  { name: 'noop', description: 'Do nothing for a while, e.g. to let a page finish loading.', inputSchema: obj({ wait_ms: num('milliseconds to wait, 1000 by default') }, []) },
  { name: 'send_msg_to_user', description: 'Write a message to the user in the chat: an answer, a question, or a report of what was done.', inputSchema: obj({ text: str('the message') }) },
  { name: 'report_infeasible', description: 'Tell the user the task cannot be done, and why.', inputSchema: obj({ reason: str('why it cannot be done') }) },
];
