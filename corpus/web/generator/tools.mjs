// Tool catalogs in MCP tools/list shape, described in our own words.
// playwright-mcp mirrors @playwright/mcp 0.0.83 (tool and argument names as that release has them:
// elements are addressed by `target`, a snapshot ref such as "e12" or a unique selector, and
// `element` is an optional human-readable description).
// browsergym mirrors BrowserGym's high-level action set (elements addressed by `bid`).

const str = (description) => ({ type: 'string', description });
const num = (description) => ({ type: 'number', description });
const bool = (description) => ({ type: 'boolean', description });
const obj = (properties, required = []) => ({ type: 'object', properties, required, additionalProperties: false });
const element = str('Short human-readable description of the element, used when asking for permission to act on it');
const target = str('The element to act on: its ref from the latest page snapshot (for example "e12") or a unique element selector');
const ro = (title) => ({ title, readOnlyHint: true, destructiveHint: false, openWorldHint: true });
const rw = (title) => ({ title, readOnlyHint: false, destructiveHint: true, openWorldHint: true });

export const PLAYWRIGHT_MCP = [
  { name: 'browser_navigate', description: 'Load the given URL in the current tab.', inputSchema: obj({ url: str('Address to open') }, ['url']), annotations: rw('Navigate to a URL') },
  { name: 'browser_navigate_back', description: 'Go one step back in the tab history.', inputSchema: obj({}), annotations: rw('Go back') },
  {
    name: 'browser_click',
    description: 'Click an element of the current page.',
    inputSchema: obj({ element, target, doubleClick: bool('Double-click instead of a single click'), button: { type: 'string', enum: ['left', 'right', 'middle'], description: 'Mouse button; left by default' }, modifiers: { type: 'array', items: { type: 'string', enum: ['Alt', 'Control', 'ControlOrMeta', 'Meta', 'Shift'] }, description: 'Modifier keys held during the click' } }, ['target']),
    annotations: rw('Click'),
  },
  {
    name: 'browser_type',
    description: 'Put text into an editable element (input, textarea, contenteditable), optionally pressing Enter afterwards.',
    inputSchema: obj({ element, target, text: str('The text to enter'), submit: bool('Press Enter after the text'), slowly: bool('Type key by key so that key handlers fire; otherwise the whole text is filled at once') }, ['target', 'text']),
    annotations: rw('Type text'),
  },
  {
    name: 'browser_fill_form',
    description: 'Fill several form fields in one call: text boxes, checkboxes, radio buttons, dropdowns and sliders.',
    inputSchema: obj(
      {
        fields: {
          type: 'array',
          description: 'The fields to fill',
          items: obj({ name: str('Human-readable name of the field'), type: { type: 'string', enum: ['textbox', 'checkbox', 'radio', 'combobox', 'slider'], description: 'Kind of field' }, target, value: str('Value to put in; "true"/"false" for a checkbox, the option text for a dropdown') }, ['name', 'type', 'target', 'value']),
        },
      },
      ['fields'],
    ),
    annotations: rw('Fill form'),
  },
  { name: 'browser_select_option', description: 'Choose one or more options in a dropdown.', inputSchema: obj({ element, target, values: { type: 'array', items: { type: 'string' }, description: 'Option values or labels to select' } }, ['target', 'values']), annotations: rw('Select option') },
  { name: 'browser_press_key', description: 'Press a keyboard key, such as Enter, ArrowDown or a single character.', inputSchema: obj({ key: str('Key name or character') }, ['key']), annotations: rw('Press a key') },
  { name: 'browser_hover', description: 'Move the mouse over an element.', inputSchema: obj({ element, target }, ['target']), annotations: rw('Hover mouse') },
  {
    name: 'browser_snapshot',
    description: "Return the accessibility snapshot of the current page (roles, names, text and refs for every element). Prefer it to a screenshot for deciding what to do next.",
    inputSchema: obj({ target: str('Only snapshot this element (ref or selector)'), filename: str('Write the snapshot to this file instead of returning it'), depth: num('Maximum depth of the tree'), boxes: bool("Include each element's bounding box") }),
    annotations: ro('Page snapshot'),
  },
  {
    name: 'browser_tabs',
    description: 'List, open, close or switch browser tabs.',
    inputSchema: obj({ action: { type: 'string', enum: ['list', 'new', 'close', 'select'], description: 'What to do' }, index: num('Tab index for close/select; close without it closes the current tab'), url: str('Address to load in the new tab (action "new")') }, ['action']),
    annotations: rw('Manage tabs'),
  },
  {
    name: 'browser_evaluate',
    description: 'Run a JavaScript function in the page (or on one element) and return its result.',
    inputSchema: obj({ element, target: str('Element to pass to the function (ref or selector)'), function: str('() => { ... } or (element) => { ... }'), filename: str('Save the result to this file instead of returning it') }, ['function']),
    annotations: rw('Evaluate JavaScript'),
  },
  { name: 'browser_file_upload', description: 'Answer an open file chooser with local files (or cancel it when no paths are given).', inputSchema: obj({ paths: { type: 'array', items: { type: 'string' }, description: 'Absolute paths of the files to upload' } }), annotations: rw('Upload files') },
  { name: 'browser_wait_for', description: 'Wait until a text appears or disappears, or for a number of seconds.', inputSchema: obj({ time: num('Seconds to wait, at most 30'), text: str('Text to wait for'), textGone: str('Text to wait to disappear') }), annotations: rw('Wait for') },
  {
    name: 'browser_take_screenshot',
    description: 'Save a screenshot of the page or of one element. Screenshots cannot be used to pick elements; use browser_snapshot for that.',
    inputSchema: obj({ element, target: str('Element to capture (ref or selector)'), type: { type: 'string', enum: ['png', 'jpeg'], description: 'Image format' }, filename: str('Where to save it'), fullPage: bool('Capture the whole scrollable page') }),
    annotations: ro('Take a screenshot'),
  },
  { name: 'browser_close', description: 'Close the current page.', inputSchema: obj({}), annotations: rw('Close browser') },
];

const bid = str('The element id shown in brackets in the accessibility tree, for example "42"');
export const BROWSERGYM = [
  { name: 'goto', description: 'Open a URL in the active tab.', inputSchema: obj({ url: str('Address to open') }, ['url']) },
  { name: 'go_back', description: 'Go back one page in the active tab.', inputSchema: obj({}) },
  { name: 'go_forward', description: 'Go forward one page in the active tab.', inputSchema: obj({}) },
  { name: 'click', description: 'Click an element.', inputSchema: obj({ bid, button: { type: 'string', enum: ['left', 'middle', 'right'] }, modifiers: { type: 'array', items: { type: 'string', enum: ['Alt', 'Control', 'ControlOrMeta', 'Meta', 'Shift'] } } }, ['bid']) },
  { name: 'hover', description: 'Move the mouse over an element.', inputSchema: obj({ bid }, ['bid']) },
  { name: 'fill', description: 'Replace the content of a text field with the given value.', inputSchema: obj({ bid, value: str('Text to put in the field') }, ['bid', 'value']) },
  { name: 'select_option', description: 'Choose option(s) of a <select> element by their text.', inputSchema: obj({ bid, options: { description: 'One option or a list of options', anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } }, ['bid', 'options']) },
  { name: 'press', description: 'Focus an element and press a key combination, such as Enter or ControlOrMeta+a.', inputSchema: obj({ bid, key_comb: str('Key or combination') }, ['bid', 'key_comb']) },
  { name: 'scroll', description: 'Scroll the page by a number of pixels.', inputSchema: obj({ delta_x: num('Horizontal pixels'), delta_y: num('Vertical pixels') }, ['delta_x', 'delta_y']) },
  { name: 'new_tab', description: 'Open a new empty tab and make it active.', inputSchema: obj({}) },
  { name: 'tab_focus', description: 'Switch to the tab with the given index.', inputSchema: obj({ index: num('Tab index, from 0') }, ['index']) },
  { name: 'tab_close', description: 'Close the active tab.', inputSchema: obj({}) },
  { name: 'upload_file', description: 'Set the files of a file input element.', inputSchema: obj({ bid, file: { description: 'A path or a list of paths', anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } }, ['bid', 'file']) },
  { name: 'send_msg_to_user', description: 'Send a chat message to the user (the answer, or a question).', inputSchema: obj({ text: str('The message') }, ['text']) },
];
