// The `browsergym` catalog: BrowserGym's high-level browser actions (the bid, nav, tab, chat and
// infeasible subsets, plus two keyboard actions) as MCP-shaped tool specs. Descriptions and schemas
// are written for web-fresh8 from the action functions' signatures (browsergym.core.action.functions).
const schema = (props, required) => ({ type: 'object', properties: props, required: required ?? Object.keys(props), additionalProperties: false });
const bid = (what = 'the element') => ({ type: 'string', description: `The bid of ${what}: the identifier in square brackets at the start of its line in the AXTree` });
const s = (description) => ({ type: 'string', description });
const n = (description) => ({ type: 'number', description });
const mouseButton = { type: 'string', enum: ['left', 'middle', 'right'], description: 'Which mouse button (left if omitted)' };
const modifiers = { type: 'array', items: { type: 'string', enum: ['Alt', 'Control', 'ControlOrMeta', 'Meta', 'Shift'] }, description: 'Modifier keys held down during the action' };

export const BROWSERGYM_TOOLS = [
  { name: 'click', description: 'Clicks the element with the given bid.', inputSchema: schema({ bid: bid(), button: mouseButton, modifiers }, ['bid']) },
  { name: 'dblclick', description: 'Double-clicks the element with the given bid.', inputSchema: schema({ bid: bid(), button: mouseButton, modifiers }, ['bid']) },
  { name: 'hover', description: 'Moves the mouse pointer over the element with the given bid.', inputSchema: schema({ bid: bid() }) },
  { name: 'fill', description: 'Types a value into a text field (input, textarea or contenteditable element), replacing what it held.', inputSchema: schema({ bid: bid('the field'), value: s('The text to put in the field') }) },
  { name: 'clear', description: 'Empties a text field.', inputSchema: schema({ bid: bid('the field') }) },
  { name: 'select_option', description: 'Chooses one or more options of a <select> element, by their value or visible text.', inputSchema: schema({ bid: bid('the <select> element'), options: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }], description: 'The option (or options) to choose' } }) },
  { name: 'press', description: 'Focuses the element and presses a key or key combination on it, e.g. "Enter" or "ControlOrMeta+a".', inputSchema: schema({ bid: bid(), key_comb: s('Key or combination, Playwright notation') }) },
  { name: 'focus', description: 'Gives keyboard focus to the element with the given bid.', inputSchema: schema({ bid: bid() }) },
  { name: 'drag_and_drop', description: 'Drags one element onto another.', inputSchema: schema({ from_bid: bid('the element to drag'), to_bid: bid('the drop target') }) },
  { name: 'upload_file', description: 'Clicks a file input (or the element that opens a file chooser) and chooses the given local file(s).', inputSchema: schema({ bid: bid('the file input'), file: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }], description: 'Path or list of paths of the files to upload' } }) },
  { name: 'scroll', description: 'Scrolls the page by the given number of pixels (positive values scroll right / down).', inputSchema: schema({ delta_x: n('Horizontal scroll in pixels'), delta_y: n('Vertical scroll in pixels') }) },
  { name: 'keyboard_press', description: 'Presses a key or key combination on whatever element has focus.', inputSchema: schema({ key: s('Key or combination, Playwright notation') }) },
  { name: 'keyboard_type', description: 'Types text character by character into whatever element has focus.', inputSchema: schema({ text: s('The text to type') }) },
  { name: 'goto', description: 'Loads the given URL in the current tab.', inputSchema: schema({ url: s('The address to open') }) },
  { name: 'go_back', description: 'Goes back one page in the current tab\'s history.', inputSchema: schema({}) },
  { name: 'go_forward', description: 'Goes forward one page in the current tab\'s history.', inputSchema: schema({}) },
  { name: 'new_tab', description: 'Opens a new, empty tab and makes it the active tab.', inputSchema: schema({}) },
  { name: 'tab_close', description: 'Closes the active tab.', inputSchema: schema({}) },
  { name: 'tab_focus', description: 'Makes the tab with the given index (counted from 0) the active tab.', inputSchema: schema({ index: n('Index of the tab') }) },
  { name: 'noop', description: 'Does nothing for a moment; useful to let a page finish loading.', inputSchema: schema({ wait_ms: n('How long to wait, in milliseconds (1000 if omitted)') }, []) },
  { name: 'send_msg_to_user', description: 'Sends a chat message to the user: an answer, a question or a report on the task.', inputSchema: schema({ text: s('The message') }) },
  { name: 'report_infeasible', description: 'Tells the user the task cannot be done, and why.', inputSchema: schema({ reason: s('Why the task is infeasible') }) },
];
