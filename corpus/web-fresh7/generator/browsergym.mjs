// BrowserGym's high-level action set (subsets chat, tab, nav, bid, infeas) as tool specs, written
// for this set from BrowserGym's action functions (browsergym.core.action.functions): one tool per
// function, its parameters as the function takes them.
const obj = (properties, required = Object.keys(properties)) => ({ type: 'object', properties, required, additionalProperties: false });
const bid = { type: 'string', description: 'The bid of the element, as it appears in brackets in the AXTree (e.g. "a37" or "152")' };
const str = (description) => ({ type: 'string', description });
const num = (description) => ({ type: 'number', description });

export const BROWSERGYM = [
  { name: 'send_msg_to_user', description: 'Sends a message to the user.', inputSchema: obj({ text: str('The message') }) },
  { name: 'report_infeasible', description: 'Notifies the user that their instructions are infeasible.', inputSchema: obj({ reason: str('Why the task cannot be done') }) },
  { name: 'noop', description: 'Does nothing, optionally waiting for the given time.', inputSchema: obj({ wait_ms: num('Milliseconds to wait (default 1000)') }, []) },
  { name: 'scroll', description: 'Scrolls horizontally and vertically by the given amounts in pixels (positive: right / down). Dispatches a wheel event.', inputSchema: obj({ delta_x: num('Horizontal pixels'), delta_y: num('Vertical pixels') }) },
  { name: 'fill', description: 'Fills out a form field: focuses the element and types the value (input, textarea and contenteditable elements).', inputSchema: obj({ bid, value: str('The text to enter') }) },
  { name: 'select_option', description: 'Selects one or several options of a <select> element, by value or by label.', inputSchema: obj({ bid, options: { description: 'An option, or a list of options', anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } }) },
  { name: 'click', description: 'Clicks an element.', inputSchema: obj({ bid, button: { type: 'string', enum: ['left', 'middle', 'right'], description: 'Mouse button (default left)' }, modifiers: { type: 'array', items: { type: 'string', enum: ['Alt', 'Control', 'ControlOrMeta', 'Meta', 'Shift'] }, description: 'Keys held during the click' } }, ['bid']) },
  { name: 'dblclick', description: 'Double-clicks an element.', inputSchema: obj({ bid, button: { type: 'string', enum: ['left', 'middle', 'right'] }, modifiers: { type: 'array', items: { type: 'string' } } }, ['bid']) },
  { name: 'hover', description: 'Moves the mouse over an element.', inputSchema: obj({ bid }) },
  { name: 'press', description: 'Focuses an element and presses a key or a key combination (e.g. "Enter", "ControlOrMeta+a").', inputSchema: obj({ bid, key_comb: str('The key or combination') }) },
  { name: 'focus', description: 'Focuses an element.', inputSchema: obj({ bid }) },
  { name: 'clear', description: 'Clears an input field.', inputSchema: obj({ bid }) },
  { name: 'drag_and_drop', description: 'Drags one element and drops it on another.', inputSchema: obj({ from_bid: str('The bid of the element to drag'), to_bid: str('The bid of the element to drop on') }) },
  { name: 'upload_file', description: 'Clicks an element, waits for the file chooser and selects one or several files for upload.', inputSchema: obj({ bid, file: { description: 'A path, or a list of paths', anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } }) },
  { name: 'new_tab', description: 'Opens a new tab; it becomes the active one.', inputSchema: obj({}) },
  { name: 'tab_close', description: 'Closes the current tab.', inputSchema: obj({}) },
  { name: 'tab_focus', description: 'Brings the tab with the given index to the front.', inputSchema: obj({ index: num('Tab index, from 0') }) },
  { name: 'go_back', description: 'Navigates to the previous page in the history.', inputSchema: obj({}) },
  { name: 'go_forward', description: 'Navigates to the next page in the history.', inputSchema: obj({}) },
  { name: 'goto', description: 'Navigates to a URL.', inputSchema: obj({ url: str('The address to open') }) },
];
