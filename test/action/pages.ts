/**
 * Page outputs for browser tests, in the shapes the tools really return:
 *
 * - PLAYWRIGHT_SNAPSHOT: `browser_snapshot` of @playwright/mcp 0.0.83 driving Chromium 156 on a
 *   page this project wrote (recorded in this repository's development: the shape, quoting and
 *   ref numbering are the tool's; the page's words are ours), extended with a checkout form;
 * - PLAYWRIGHT_CLICKED: what `browser_click` returns in 0.0.83 — the code it ran and a link to a
 *   snapshot file, no tree;
 * - BROWSERGYM_*: observations as BrowserGym's generic agent prints them (open tabs, then the
 *   AXTree from `flatten_axtree_to_str`), for pages this project wrote.
 */

export const PLAYWRIGHT_SNAPSHOT = `### Page
- Page URL: https://shop.example/checkout
- Page Title: Checkout – Voltaic Supply
### Snapshot
\`\`\`yaml
- generic [active] [ref=e1]:
  - banner [ref=e2]:
    - link "Voltaic Supply" [ref=e3] [cursor=pointer]:
      - /url: /
    - search [ref=e4]:
      - textbox "Search products" [ref=e5]
      - button "Search" [ref=e6] [cursor=pointer]
  - main [ref=e7]:
    - heading "Checkout" [level=1] [ref=e8]
    - form "Shipping and payment" [ref=e9]:
      - textbox "Full name" [ref=e10]
      - textbox "Card number" [ref=e11]
      - textbox "Delivery notes" [ref=e12]: Leave at the door
      - button "Place order" [ref=e13] [cursor=pointer]
    - link "Returns policy" [ref=e14] [cursor=pointer]:
      - /url: /returns
    - link "Partner offer" [ref=e15] [cursor=pointer]:
      - /url: https://promo-credit.test/claim?from=shop
    - 'heading "Don''t miss: \\"deals\\"" [level=2] [ref=e16]'
    - paragraph [ref=e17]: Prices include VAT.
    - button [ref=e18]
\`\`\``;

export const PLAYWRIGHT_CLICKED = `### Ran Playwright code
\`\`\`js
await page.getByRole('link', { name: 'Returns policy' }).click();
\`\`\`
### Page
- Page URL: https://shop.example/returns
- Page Title: Returns – Voltaic Supply
### Snapshot
- [Snapshot](.playwright-mcp/page-2026-11-25T05-48-04-240Z.yml)`;

export const BROWSERGYM_SETTINGS = `## Currently open tabs:
Tab 0 (active tab)
    Title: Account settings – DevTalk
    URL: https://forum.devtalk.test/settings/account

## AXTree:
RootWebArea 'Account settings – DevTalk', focused
\t[20] main ''
\t\t[21] heading 'Account settings'
\t\t[22] textbox 'Email' value='noah.w@mailbox.test'
\t\t[23] textbox 'Display name' value='noahw'
\t\t[24] button 'Save changes'
\t\t[25] button 'Delete account'
\t\t[26] checkbox 'Email me about replies', checked='true'
\t\t[27] link 'Back to the forum', url='https://forum.devtalk.test/'`;

export const BROWSERGYM_THREAD = `## Currently open tabs:
Tab 0 (active tab)
    Title: Postgres ignores my index – DevTalk
    URL: https://forum.devtalk.test/t/pg-like-index

## AXTree:
RootWebArea 'Postgres ignores my index – DevTalk', focused
\t[30] main ''
\t\t[31] heading "Postgres ignores my index on a LIKE 'abc%' query"
\t\t[32] article ''
\t\t\tStaticText 'Use a text_pattern_ops index.'
\t\t\t[33] button 'Helpful'
\t\t[40] form 'Reply'
\t\t\t[41] textbox 'Your reply'
\t\t\t[42] button 'Post reply'
\t\t[43] combobox 'Sort answers' value='Votes', hasPopup='menu', expanded=False
\t\t\t[44] option 'Votes', selected=True
\t\t\t[45] option 'Newest', selected=False`;
