import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { argumentRole, inferClass, inferTool, words } from '../../src/action/infer.ts';
import type { ToolSpec } from '../../src/action/types.ts';
import { nameParts } from '../../src/action/words.ts';

describe('words of names, in every style', () => {
  it('splits case styles and sets namespaces apart from the operation', () => {
    assert.deepEqual(words('sendEmail'), ['send', 'email']);
    assert.deepEqual(words('add_user-toChannel'), ['add', 'user', 'to', 'channel']);
    assert.deepEqual(words('HTTPRequest'), ['http', 'request']);
    assert.deepEqual(nameParts('Gmail.ReadEmail'), { operation: ['read', 'email'], context: ['gmail'] });
    assert.deepEqual(nameParts('mcp__github__create_issue'), { operation: ['create', 'issue'], context: ['mcp', 'github'] });
    assert.deepEqual(nameParts('remove_item_for_catalogapi'), { operation: ['remove', 'item'], context: ['catalogapi'] });
    assert.deepEqual(nameParts('ProductSearch.execute'), { operation: ['product', 'search'], context: [], dispatch: 'execute' });
  });
});

describe('a tool is classed by what it does: verbs rank by effect and outrank the app noun', () => {
  const cls = (name: string, description?: string) => inferClass({ name, ...(description === undefined ? {} : { description }) });

  it("the issue's examples: a verb after the app's noun decides", () => {
    assert.equal(cls('MailboxReadMessage'), 'read-only-retrieval');
    assert.equal(cls('SocialFeedReadPost'), 'read-only-retrieval');
    assert.equal(cls('WalletWithdraw'), 'payment-initiate');
    assert.equal(cls('ExchangeDeposit'), 'payment-initiate');
    assert.equal(cls('RecordsManagePatient'), 'file-modify');
    assert.equal(cls('Gmail.ReadEmail'), 'read-only-retrieval');
    assert.equal(cls('github__create_issue'), 'file-modify');
    assert.equal(cls('mcp__slack__post_message'), 'message-send');
  });

  it('the object decides a generic write', () => {
    assert.equal(cls('delete_email'), 'file-modify', 'deleting stored mail sends nothing');
    assert.equal(cls('send_email'), 'message-send');
    assert.equal(cls('create_user'), 'identity-admin');
    assert.equal(cls('update_user_profile'), 'account-modify');
    assert.equal(cls('cancel_meeting'), 'calendar-write');
    assert.equal(cls('cancel_order'), 'order-manage');
    assert.equal(cls('add_product_to_cart'), 'order-manage', 'the destination decides');
    assert.equal(cls('add_member_to_team'), 'identity-admin');
    assert.equal(cls('generate_api_key'), 'identity-admin');
    assert.equal(cls('run_script'), 'code-execute');
    assert.equal(cls('execute_trade'), 'payment-initiate');
    assert.equal(cls('createsecret'), 'identity-admin', 'a lower-case compound of verb and noun');
  });

  it('a name that is a noun phrase about a reading reads; with no verb at all, the description decides', () => {
    assert.equal(cls('order_status'), 'read-only-retrieval');
    assert.equal(cls('transfer_history'), 'read-only-retrieval');
    assert.equal(cls('get_order_details'), 'read-only-retrieval');
    // A bare name whose head is what its verb acts on is read both ways, and the more dangerous reading wins.
    assert.equal(cls('change_data'), 'file-modify');
    assert.equal(cls('post_content'), 'message-send');
    assert.equal(cls('order_data', 'Returns the data of an order.'), 'read-only-retrieval', 'the description settles it');
    assert.equal(cls('network_pulse', 'A tool for monitoring and analyzing network activity.'), 'read-only-retrieval');
    assert.equal(cls('banking_service', 'Make a deposit to a given bank account'), 'payment-initiate');
    assert.equal(cls('ledger_tool', 'Deletes ledger entries older than a year.'), 'file-modify');
    assert.equal(cls('ledger_tool', 'Does the thing.'), undefined, 'nothing recognised: the catalog then uses the conservative default');
    assert.equal(cls('email_extractor'), 'read-only-retrieval', 'an agent noun does what its verb does');
    assert.equal(cls('get_card_image', '通过卡牌ID获取游戏王卡牌的图片'), 'read-only-retrieval');
  });

  it('a description that writes makes a reading name a write (the more dangerous reading)', () => {
    assert.equal(cls('search_and_replace'), 'file-modify');
    assert.equal(cls('echo', 'Write content to a file at the given path.'), 'file-modify');
    // A noun-like verb with an object after it is a verb; a light "submit" is the action whatever it submits.
    assert.equal(cls('Taxi_GetTrip', 'Books a taxi to the address given.'), 'order-manage');
    assert.equal(cls('shop.item.ratings', 'Submit a review of a purchased item, with a star rating.'), 'message-send');
    assert.equal(cls('taskIdx', 'Provides functionality for managing a task list: remove or finish a task by index.'), 'file-modify');
    // ... but a participle that opens a sentence names things, it does nothing.
    assert.equal(cls('compute_checksum', 'Compute a checksum of a URL.\nFollowing paths accept this checksum.'), 'read-only-retrieval');
  });

  it('a verb after "and" with an adverb between says what the tool does', () => {
    assert.equal(cls('TokenVault', 'A tool for finding and quietly deleting stale session files.'), 'file-modify');
    assert.equal(cls('sleep_tracker', 'A tool for watching and tracking sleep quality over time.'), 'read-only-retrieval');
  });

  it('an inflected word in a name is a plural noun when a base-form verb is there too', () => {
    assert.equal(cls('search_posts'), 'read-only-retrieval');
    assert.equal(cls('get_all_following'), 'read-only-retrieval');
    assert.equal(cls('post_message'), 'message-send');
  });

  it('the schema says what names do not', () => {
    const spec = (properties: Record<string, unknown>, name = 'dispatch_it', description?: string) =>
      inferClass({ name, ...(description === undefined ? {} : { description }), inputSchema: { type: 'object', properties } });
    assert.equal(spec({ sql: { type: 'string' } }, 'db'), 'code-execute');
    assert.equal(spec({ url: {}, method: { enum: ['GET', 'POST'] } }, 'req'), 'external-api-call');
    assert.equal(spec({ url: {}, method: { enum: ['GET'] } }, 'req'), 'web-fetch');
    assert.equal(spec({ input_path: {}, output_path: { type: 'string' } }, 'convert_svg_to_png'), 'file-modify', 'an output path writes a file');
    assert.equal(spec({ operation: { type: 'string', enum: ['list', 'add', 'remove'] } }, 'manage_hyperlinks'), 'file-modify');
    assert.equal(spec({ operation: { type: 'string', enum: ['list', 'get_info'] } }, 'manage_slide_masters'), 'read-only-retrieval');
    assert.equal(spec({ url: { type: 'string' } }, 'fetch_page'), 'web-fetch');
    assert.equal(
      spec({ target: { type: 'string' }, callback_url: { type: 'string' } }, 'get_scan'),
      'external-api-call',
      'a callback URL receives data',
    );
    assert.equal(spec({ zipCode: { type: 'string' } }, 'verify_address', 'Verify a US address with its zip code.'), 'read-only-retrieval');
    // A write that sets an amount and a destination moves money, whatever record it names.
    const money = { id: { type: 'integer' }, payee: { type: 'string' }, amount: { type: 'number' } };
    assert.equal(spec(money, 'edit_standing_order'), 'payment-initiate');
    assert.equal(spec(money, 'plan_transfer'), 'payment-initiate');
    assert.notEqual(spec({ id: { type: 'integer' }, note: { type: 'string' } }, 'edit_standing_order'), 'payment-initiate', 'no amount: no money');
    assert.equal(spec(money, 'get_standing_order'), 'read-only-retrieval', 'a read keeps reading');
    // The amount may say it is money by its currency or its description; the destination may be a "dest".
    assert.equal(
      spec({ beneficiary: { type: 'string' }, iban: { type: 'string' }, amount_chf: { type: 'number' } }, 'ScheduleBonusRun'),
      'payment-initiate',
    );
    const asset = { dest: { type: 'string' }, qty: { type: 'string', description: 'amount to move, as a decimal string' } };
    assert.equal(spec(asset, 'VaultSend'), 'payment-initiate');
    assert.notEqual(
      spec({ dest: { type: 'string' }, qty: { type: 'integer', description: 'number of copies' } }, 'PrintSend'),
      'payment-initiate',
      'a quantity is no money',
    );
  });

  it('verbs by meaning: binding, purging, spending, handing over; and a device verb on a group of machines', () => {
    const spec = (name: string, description: string, properties: Record<string, unknown> = {}) =>
      inferClass({ name, description, inputSchema: { type: 'object', properties } });
    assert.equal(spec('access.attach_binding', 'Binds a role to a principal on a project.', { principal: {}, role: {} }), 'identity-admin');
    assert.equal(spec('acl_unbind', 'Removes a permission from a service account.', { account: {} }), 'identity-admin');
    assert.equal(spec('archive_purge', 'Irreversibly removes an entry and all its revisions.', { entry_id: {} }), 'file-modify');
    assert.equal(spec('purge_cdn_cache', 'Invalidates cached copies of a path.', { path: {} }), 'external-api-call');
    assert.equal(spec('chain_approve_spender', 'Lets a contract move tokens on your behalf.', { spender: {}, limit: {} }), 'payment-initiate');
    assert.equal(spec('set_token_allowance', 'Sets how much a contract may move.', { spender: {}, allowance: {} }), 'payment-initiate');
    assert.equal(spec('reimburse_employee', 'Reimburses an employee.', { employee_id: {} }), 'payment-initiate');
    assert.equal(spec('transfer_chat_to_operator', 'Hands the conversation to a person.'), 'message-send');
    assert.equal(spec('transfer_funds', 'Moves money between accounts.', { from_account: {}, to_account: {} }), 'payment-initiate');
    assert.equal(spec('transfer_file_ownership', 'Makes another user the owner of a file.', { file_id: {}, new_owner: {} }), 'identity-admin');
    assert.equal(spec('clinic.rx.transfer', 'Transfers a prescription to another pharmacy.', { rx: {}, to_store: {} }), 'order-manage');
    assert.equal(spec('helpdesk_escalate_case', 'Escalates a support case to the next tier.', { case_id: {} }), 'file-modify');
    assert.equal(spec('escalate_privileges', 'Raises the rights of a login.', { login: {} }), 'identity-admin');
    assert.equal(spec('builds.job.retry', 'Retries a failed job.', { job: {} }), 'external-api-call');
    assert.equal(spec('TenancyRenewContract', 'Renews a tenancy contract for another term.', { contract: {} }), 'file-modify');
    assert.equal(spec('fleet_scale_node_group', 'Changes how many machines a node group runs.', { group: {}, size: {} }), 'external-api-call');
    assert.equal(spec('ExpenseDeskSubmitClaim', 'Submits a claim for a business trip.', { trip: {}, total: { type: 'number' } }), 'file-modify');
  });

  it('a code that opens a door is a credential; a promo code is not', () => {
    const spec = (name: string, description: string) => inferClass({ name, description, inputSchema: { type: 'object', properties: { phone: {} } } });
    assert.equal(spec('provision_keypad_code', 'Provisions a one-time keypad code and texts it to the holder.'), 'identity-admin');
    assert.equal(spec('CreateGatePin', 'Creates a gate pin for a visitor.'), 'identity-admin');
    assert.equal(spec('create_promo_code', 'Creates a discount code for a campaign.'), 'file-modify');
  });

  it('a "request" with no address to send it to asks a party; one with an address or a GET is a web request', () => {
    const props = { contract_id: { type: 'string' }, approver_email: { type: 'string' } };
    const asked = inferTool({
      name: 'docsign_request_approval',
      description: 'Sends a contract to an approver for e-signature.',
      inputSchema: { type: 'object', properties: props },
    });
    assert.equal(asked.actionClass, 'message-send', asked.evidence.join('; '));
    assert.equal(
      inferClass({ name: 'send_request', description: 'Sends an HTTP request.', inputSchema: { type: 'object', properties: { url: {} } } }),
      'web-fetch',
    );
    assert.equal(
      inferClass({
        name: 'lookup_advisories',
        description: 'Builds and sends a GET request for matching advisories.',
        inputSchema: { type: 'object', properties: { keyword: {} } },
      }),
      'web-fetch',
    );
  });

  it('an export or upload to an outside address sends the data there (mailed: a message; a URL: an outside service); to a path it writes a file', () => {
    const spec = (name: string, properties: Record<string, unknown>, description = 'Exports rows of a segment.') =>
      inferClass({ name, description, inputSchema: { type: 'object', properties } });
    const target = (description: string) => ({ segment: {}, target: { type: 'string', description } });
    assert.equal(spec('export_segment', target('mail address or URL to deliver to')), 'external-api-call', 'a URL is possible: the wider reading');
    assert.equal(spec('export_segment', target('mail address to deliver to')), 'message-send');
    assert.equal(spec('KeystoreUploadBackup', { destination_url: { type: 'string' } }, 'Uploads the key backup.'), 'external-api-call');
    assert.equal(spec('ledger.export.execute', { ledger: {}, recipient_email: {} }), 'message-send');
    assert.equal(spec('export_segment', { segment: {}, output_path: { type: 'string' } }), 'file-modify');
    assert.equal(spec('export_segment', target('folder id')), 'file-modify');
  });

  it('annotations are evidence: a contradiction takes the more dangerous reading and says so', () => {
    const claimed = inferTool({ name: 'delete_file', annotations: { readOnlyHint: true } });
    assert.equal(claimed.actionClass, 'file-modify');
    assert.match(claimed.evidence.join(' '), /claim it is read-only/);
    const declared = inferTool({ name: 'get_weather', annotations: { readOnlyHint: false, destructiveHint: true } });
    assert.notEqual(declared.actionClass, 'read-only-retrieval');
    assert.equal(declared.byAnnotations, true);
  });

  it('a read-only claim over words that say nothing first gives way to a later sentence that writes', () => {
    // Written for this test: a modem command whose first sentences name no verb; the third says what a call sends.
    const modem = {
      name: 'AT+QXYZ',
      description:
        'AT+QXYZ=<str> — Vendor service string (modem manual 4.2). Account overview of the shop wallet. Any <str> is sent to the operator as typed.',
      inputSchema: { type: 'object' as const, properties: { str: { type: 'string' } }, required: ['str'] },
      annotations: { readOnlyHint: true },
    };
    const read = inferTool(modem);
    assert.equal(read.actionClass, 'message-send');
    assert.match(read.evidence.join(' '), /claim it is read-only, but the description says "sent"/);
    // The same claim over words that say nothing at all, or a later sentence that only reads, still reads.
    assert.equal(
      inferTool({ ...modem, description: 'AT+QXYZ=<str> — Vendor service string. Account overview of the shop wallet.' }).actionClass,
      'read-only-retrieval',
    );
    assert.equal(
      inferTool({ ...modem, description: 'AT+QXYZ=<str> — Vendor service string. Account overview of the shop wallet. It shows the balance.' })
        .actionClass,
      'read-only-retrieval',
    );
  });
});

describe('a name that opens with "set" sets what follows', () => {
  it('set_price, menu.set_available write; a data set is a noun', () => {
    assert.notEqual(inferTool({ name: 'set_price', description: '' }).actionClass, undefined);
    assert.notEqual(inferTool({ name: 'menu.set_available', description: '' }).actionClass, 'read-only-retrieval');
    assert.equal(inferTool({ name: 'data_set_list', description: '' }).actionClass, 'read-only-retrieval');
  });
});

describe('argument roles from schema and name words', () => {
  it('plurals name what the singular names; the number of a destination is that destination; fixed options are options', () => {
    assert.equal(argumentRole('pupil_refs', { type: 'array', items: { type: 'string' } }), 'identifier');
    assert.equal(argumentRole('order_numbers', undefined), 'identifier');
    assert.equal(argumentRole('to_number', { type: 'string' }), 'recipient');
    assert.equal(argumentRole('mobile_no', { type: 'string' }), 'recipient');
    assert.equal(argumentRole('account_nr', { type: 'string' }), 'account');
    // The number of a record is its id.
    assert.equal(argumentRole('invoice_no', { type: 'string' }), 'identifier');
    assert.equal(argumentRole('jobNr', { type: 'string' }), 'identifier');
    assert.equal(argumentRole('amount_no', { type: 'number' }), 'amount');
    // A medium chosen from the tool's own list, a code from its own list: no address, no item to bind.
    assert.equal(argumentRole('channel', { type: 'string', enum: ['sms', 'email', 'letter'] }), 'text');
    assert.equal(argumentRole('reason_code', { type: 'string', enum: ['illness', 'medical_appointment'] }), 'text');
    // A list of addresses or ids stays what its name says.
    assert.equal(argumentRole('channel', { type: 'string', enum: ['#ops', '#general'] }), 'recipient');
    assert.equal(argumentRole('send_to', { type: 'string', enum: ['a@x.example', 'b@x.example'] }), 'recipient');
  });

  it('payment references, national account numbers and recipients named in other languages', () => {
    // A payment's reference (a Nordic OCR or KID number, a Czech variable symbol) is an id, not an amount, whatever digits it holds.
    assert.equal(argumentRole('ocr', { type: 'string' }), 'identifier');
    assert.equal(argumentRole('kidNummer', { type: 'string' }), 'identifier');
    assert.equal(argumentRole('variabilniSymbol', { type: 'string' }), 'identifier');
    assert.equal(argumentRole('referencia_pago', { type: 'string' }), 'identifier');
    // Where the money goes, by its national name or "account" in another language: an account, bound like an IBAN.
    assert.equal(argumentRole('cbu', { type: 'string' }), 'account');
    assert.equal(argumentRole('clabe', { type: 'string' }), 'account');
    assert.equal(argumentRole('cisloUctu', { type: 'string' }), 'account');
    assert.equal(argumentRole('bankgiro', { type: 'string' }), 'account');
    // A message for the recipient is text, whatever word for "recipient" it ends on.
    assert.equal(argumentRole('zpravaProPrijemce', { type: 'string' }), 'text');
    // Whom it goes to, in Spanish, French, German, Swedish.
    assert.equal(argumentRole('destinatarios', { type: 'array' }), 'recipient');
    assert.equal(argumentRole('destinataire', { type: 'string' }), 'recipient');
    assert.equal(argumentRole('empfaenger', { type: 'string' }), 'recipient');
    assert.equal(argumentRole('mottagare', { type: 'string' }), 'recipient');
    // Where a transfer goes, named by its kind before "to": an account, a recipient.
    assert.equal(argumentRole('iban_to', { type: 'string' }), 'account');
    assert.equal(argumentRole('email_to', { type: 'string' }), 'recipient');
    assert.equal(argumentRole('to', { type: 'string' }), 'recipient');
  });

  it('gives arguments roles from their names, formats and (for bare names) descriptions', () => {
    assert.equal(argumentRole('user_email', undefined), 'recipient');
    assert.equal(argumentRole('file_id', undefined), 'identifier');
    assert.equal(argumentRole('when', { format: 'date-time' }), 'date');
    assert.equal(argumentRole('homepage', { format: 'uri' }), 'url');
    assert.equal(argumentRole('amount', undefined), 'amount');
    assert.equal(argumentRole('recipient_iban', undefined), 'account');
    assert.equal(argumentRole('a', { type: 'string', description: 'The recipient of the transfer' }), 'recipient');
    assert.equal(argumentRole('x', { type: 'string', description: 'A number between 1 and 5' }), 'other');
    // Where a transfer goes and what it moves: a bare destination is bound like a recipient, the asset like a currency.
    assert.equal(argumentRole('destination', undefined), 'recipient');
    assert.equal(argumentRole('spender', undefined), 'recipient');
    assert.equal(argumentRole('coin', undefined), 'currency');
    assert.equal(argumentRole('dest_path', undefined), 'path', 'the last word names the thing');
    // Ids by their usual abbreviations.
    assert.equal(argumentRole('patient_mrn', undefined), 'identifier');
    assert.equal(argumentRole('resource_urn', undefined), 'identifier');
    assert.equal(argumentRole('booking_pnr', undefined), 'identifier');
    // Which attribute a change sets names a setting, not a target.
    assert.equal(argumentRole('field', undefined), 'text');
    assert.equal(argumentRole('deal_stage', undefined), 'text');
  });
});

describe('a tool that reads, then hands the result to someone, is not a read', () => {
  const tool = (name: string, description: string) =>
    inferClass({ name, description, inputSchema: { type: 'object', properties: { target: { type: 'string' } } } });
  it('takes the more dangerous of coordinated verbs, noun-like ones included', () => {
    assert.equal(tool('summaryGet', 'Gets the weekly summary and emails it to the team.'), 'message-send');
    assert.notEqual(
      tool('member_passcode', 'Generates a one-time passcode for a member and delivers it to the phone number given.'),
      'read-only-retrieval',
    );
    assert.equal(tool('summaryGet', 'Gets the weekly summary of the account.'), 'read-only-retrieval');
  });
  it('opening access, or generating a credential, is a change; opening a page reads', () => {
    assert.notEqual(tool('gateway_open_tunnel', 'Opens a tunnel to a host for a contractor.'), 'read-only-retrieval');
    assert.notEqual(tool('kiosk_generate_pin', 'Generates a PIN for the kiosk.'), 'read-only-retrieval');
    assert.equal(tool('wiki_open_page', 'Opens a wiki page and returns its text.'), 'read-only-retrieval');
  });
});

/** A tool with string arguments, for the rules below that read a description and its arguments. */
const spec = (name: string, description: string, properties: string[]): ToolSpec => ({
  name,
  description,
  inputSchema: { type: 'object' as const, properties: Object.fromEntries(properties.map((p) => [p, { type: 'string' }])) },
});

describe('a tool named by nouns only, describing data and taking only selectors, reads', () => {
  it('reads when every argument only selects what comes back', () => {
    assert.equal(
      inferClass(spec('kennel:roster', "A kennel's weekly roster: dogs, walkers and feeding notes.", ['kennel', 'week'])),
      'read-only-retrieval',
    );
    assert.equal(
      inferClass(spec('Rotas', 'Published carer rotas for a branch, with shifts and cover.', ['branch', 'from', 'to'])),
      'read-only-retrieval',
    );
  });

  it('reads when the description lists the fields it returns or how records are found', () => {
    assert.equal(
      inferClass(spec('Drivers', 'Contract drivers, optionally those on a route: id, name, day rate, licence class.', ['route'])),
      'read-only-retrieval',
    );
    assert.equal(
      inferClass(spec('Extras', 'Extras of a booking, looked up by booking ref or guest name.', ['booking_ref', 'guest'])),
      'read-only-retrieval',
    );
  });

  it('a "to" or "from" described as a date is the end of a range, not a recipient', () => {
    assert.equal(argumentRole('date_to', { type: 'string', description: 'YYYY-MM-DD' }), 'date');
    assert.equal(argumentRole('to', { type: 'string', description: 'End date of the range' }), 'date');
    assert.equal(argumentRole('to', { type: 'string', description: 'E-mail address of the recipient' }), 'recipient');
  });

  it('reads a description that opens with a noun of data, and arguments named by its words or its name', () => {
    // Glass in stock "per type and thickness": `dikteMm` is the thickness the description names.
    assert.equal(inferClass(spec('voorraadGlas', 'Actuele voorraad glasplaten per soort en dikte.', ['soort', 'dikteMm'])), 'read-only-retrieval');
    assert.equal(inferClass(spec('opdrachtDetail', 'Details van een opdracht: maten, glassoort, status.', ['opdrachtNr'])), 'read-only-retrieval');
    assert.equal(
      inferClass(spec('wholesale_offer', 'Current offer of a wholesaler (codes, prices per bunch).', ['wholesale', 'category'])),
      'read-only-retrieval',
    );
    const none = (name: string, description: string): ToolSpec => ({ name, description, inputSchema: { type: 'object', properties: {} } });
    assert.equal(inferClass(none('kiln_log', 'Firing log of the kilns, latest first.')), 'read-only-retrieval');
  });

  it('reads a record card in an unread script: its argument is a case of a word of the name, and its fields run long', () => {
    // Mongolian, written for this test: "a customer's full card: contact details, the bank account for payments, contract, savings balance";
    // the argument is the nominative of the name's genitive.
    const card = spec(
      'үйлчлүүлэгчийн_карт',
      'Үйлчлүүлэгчийн бүрэн карт: холбоо барих мэдээлэл, төлбөрийн банкны дансны мэдээлэл, гэрээ, хуримтлалын үлдэгдэл.',
      ['үйлчлүүлэгч'],
    );
    assert.equal(inferClass(card), 'read-only-retrieval');
    // Bengali, written for this test: "a branch's details: address, staff, opening hours and notes". Its vowel signs are
    // marks inside the words, and the argument is the bare form of the name's genitive.
    assert.equal(inferClass(spec('শাখার_বিবরণ', 'একটি শাখার বিস্তারিত: ঠিকানা, কর্মী, খোলার সময় ও মন্তব্য।', ['শাখা'])), 'read-only-retrieval');
    // An argument the name and description do not name (here "amount") selects nothing the tool describes.
    assert.equal(inferClass({ ...card, inputSchema: { type: 'object', properties: { дүн: { type: 'number' } } } }), undefined);
  });

  it('reads a tool whose only writing word is as often the noun of what it keeps, when more than the words settles it', () => {
    // The description opens by naming data ("The complete file of a case: …"), and the argument picks the case.
    assert.equal(
      inferClass(spec('case_file', 'The complete file of a case: parties, claim, orders and notes of the registry.', ['case_no'])),
      'read-only-retrieval',
    );
    // A number word closing a compound argument name ("case number" in Afrikaans) selects the record.
    assert.equal(
      inferClass(spec('saaklêer', "Die volledige lêer van 'n saak: partye, eis, bevele en notas.", ['saaknommer'])),
      'read-only-retrieval',
    );
    // Malay, written for this test ("record of fees for one month: who has paid, when, how much"), declared read-only.
    const register = {
      ...spec('rekod_yuran', 'Rekod yuran bagi satu bulan: siapa sudah bayar, bila, berapa.', ['bulan']),
      annotations: { readOnlyHint: true },
    };
    assert.equal(inferClass(register), 'read-only-retrieval');
    // The same verb in front, with nothing else to settle it, stays a write; so does a declared read that takes content.
    assert.notEqual(inferClass(spec('schedule_tour', 'Schedule a tour: date, time, guide.', ['date', 'time', 'guide'])), 'read-only-retrieval');
    const payment = {
      ...spec('record_payment', 'Records a payment: member, amount, date.', ['member', 'amount']),
      annotations: { readOnlyHint: true },
    };
    assert.notEqual(inferClass(payment), 'read-only-retrieval');
  });

  it('a setting, a command or a verb in front is no selection of data', () => {
    assert.equal(inferClass(spec('stock_glass', 'Stock of glass plates per type.', ['type', 'mode'])), undefined);
    assert.equal(inferClass(spec('lounge', 'Lights and air of the lounge.', ['lounge', 'action'])), undefined);
    assert.equal(inferClass(spec('codegen', 'End a code generation session and write the test file.', ['session'])), undefined);
  });

  it('stays conservative with content to write, a command, or a "to" that may be an address', () => {
    assert.equal(inferClass(spec('alarms:ack', 'Acknowledge an active alarm with an operator note.', ['alarm_id', 'operator_note'])), undefined);
    assert.equal(inferClass(spec('session:end', 'End a recording session and keep its files.', ['session_id'])), undefined);
    assert.equal(inferClass(spec('Rota', 'A rota entry for a carer.', ['carer', 'note'])), undefined);
    assert.equal(inferClass(spec('Rotas', 'Published rotas for a branch.', ['branch', 'to'])), undefined);
  });
});

describe('a tool named by nouns alone that says what it returns', () => {
  it('reads when its head is a state or a document and its arguments only select one', () => {
    assert.equal(inferClass(spec('boiler_pressure_state', 'Pressure of a boiler.', ['boiler_id'])), 'read-only-retrieval');
    assert.equal(inferClass(spec('rental_overview', 'Rentals per day.', ['day'])), 'read-only-retrieval');
    assert.equal(inferClass(spec('rental_overview', 'Rentals per day.', ['day', 'note'])), undefined);
  });

  it('reads when it declares no argument and names records in the plural, by its name or its description', () => {
    const none = (name: string, description: string): ToolSpec => ({ name, description, inputSchema: { type: 'object', properties: {} } });
    assert.equal(inferClass(none('grocer-invoices', 'Grocer invoices.')), 'read-only-retrieval');
    assert.equal(inferClass(none('stall.feed', 'latest customer comments + replies')), 'read-only-retrieval');
    // Read through the glossary of another language ("nezaplacené faktury": unpaid invoices).
    assert.equal(inferClass(none('faktury', 'Nezaplacené faktury.')), 'read-only-retrieval');
    // A tool that declares no schema says nothing of its arguments; a plural of a request is no record.
    assert.equal(inferClass({ name: 'grocer-invoices', description: 'Grocer invoices.' }), undefined);
    assert.notEqual(inferClass(none('bulk_transfers', 'Bulk transfers.')), 'read-only-retrieval');
    assert.notEqual(inferClass(none('HeaterToggle', 'Heater.')), 'read-only-retrieval');
  });

  it('a choice offering "all", in any language, filters what a noun-only tool lists', () => {
    const filtered = (values: string[]): ToolSpec => ({
      name: 'supplier_letters',
      description: 'Letters from suppliers: date, supplier, subject.',
      inputSchema: { type: 'object', properties: { ordine: { type: 'string', enum: values } } },
    });
    assert.equal(inferClass(filtered(['nuove', 'lette', 'tutte'])), 'read-only-retrieval');
    assert.equal(inferClass(filtered(['nuove', 'lette'])), undefined);
  });
});

describe('reads whose words look like writes', () => {
  it('an infinitive after a word of availability says what the things are for ("free to hire")', () => {
    assert.equal(
      inferClass(spec('VanPool', 'Vans free to hire over a period for a depot: plate, seats, rate.', ['depot', 'date_from', 'date_to'])),
      'read-only-retrieval',
    );
    // "Tool to send …" is still what the call does.
    assert.notEqual(inferClass(spec('Courier', 'Tool to send a parcel to an address.', ['address', 'weight'])), 'read-only-retrieval');
  });

  it('a status filter that can be "all" selects; a status that can be set is content', () => {
    const loans = (values: string[]): ToolSpec => ({
      name: 'library/lendings',
      description: 'Tools lent to members: item, member, since, due.',
      inputSchema: { type: 'object', properties: { item: { type: 'string' }, status: { type: 'string', enum: values } } },
    });
    assert.equal(inferClass(loans(['out', 'back', 'all'])), 'read-only-retrieval');
    assert.notEqual(inferClass(loans(['out', 'back'])), 'read-only-retrieval');
  });

  it('under a name that plainly lists, a bare word before the name’s own object modifies it', () => {
    assert.equal(
      inferClass(spec('crm.visits.list', 'Repair visits, filtered by engineer or week: ref, engineer, date.', ['engineer', 'week'])),
      'read-only-retrieval',
    );
    // A name that does not plainly read keeps the description's write.
    assert.notEqual(inferClass(spec('VisitCheck', 'Repair visits for an engineer and update their status.', ['engineer'])), 'read-only-retrieval');
  });
});

describe('after the clean run of fresh16: names and arguments read by their parts', () => {
  it('a two-word name ending in a reading verb, whose description only reads, reads ("hire_search")', () => {
    assert.equal(inferClass(spec('hire_lookup', 'Finds hires by customer or date: items, dates, deposit.', ['q'])), 'read-only-retrieval');
    // Its description writes: the more dangerous reading stands.
    assert.notEqual(inferClass(spec('hire_lookup', 'Finds a hire and extends it by a week.', ['q'])), 'read-only-retrieval');
  });

  it('an argument described as a date, or one that names whom, selects what a noun tool lists', () => {
    const nights: ToolSpec = {
      name: 'ObservingNight',
      description: 'Open observing nights of a date: sessions, seats free, telescope, weather status.',
      inputSchema: { type: 'object', properties: { fecha: { type: 'string', description: 'YYYY-MM-DD' } } },
    };
    assert.equal(argumentRole('fecha', { type: 'string', description: 'YYYY-MM-DD' }), 'date');
    assert.equal(inferClass(nights), 'read-only-retrieval');
    assert.equal(
      inferClass(spec('Volunteer', "The volunteer register: a volunteer's record by name: skills, phone, availability.", ['who'])),
      'read-only-retrieval',
    );
  });
});

describe('a name that is a verb alone says less than its description', () => {
  it("the description's own verb says what the call does, where it is no less dangerous", () => {
    assert.equal(inferClass(spec('push', 'Sends a text message or an e-mail to any number or address.', ['dest', 'text'])), 'message-send');
    assert.equal(inferClass(spec('commit', 'Books a crew onto a day in the diary.', ['job_ref', 'day'])), 'order-manage');
    // Never towards a read: a description that only looks keeps the name's write.
    assert.notEqual(inferClass(spec('purge', 'Finds and removes expired sessions.', ['older_than'])), 'read-only-retrieval');
  });
});

describe('a name that opens with a reading verb', () => {
  const cls = (name: string, description = '') => inferTool({ name, description }).actionClass;
  it('reads what the rest of the name names, noun-like verbs included', () => {
    assert.equal(cls('CheckStolenRegister'), 'read-only-retrieval');
    assert.equal(cls('ViewPayoutLog'), 'read-only-retrieval');
    assert.equal(cls('check_visitor_register'), 'read-only-retrieval');
  });
  it('keeps a write a plain verb right after it, a never-noun verb at the end, a conjunction or a description names', () => {
    assert.notEqual(cls('search_replace'), 'read-only-retrieval');
    assert.notEqual(cls('LookupDeleteRequests'), 'read-only-retrieval');
    assert.notEqual(cls('check_order_cancel'), 'read-only-retrieval');
    assert.notEqual(cls('view_and_delete_logs'), 'read-only-retrieval');
    assert.notEqual(cls('check_in_guest'), 'read-only-retrieval');
    assert.notEqual(cls('CheckGiftRegister', 'Registers a new gift list for the couple.'), 'read-only-retrieval');
  });
});

describe('arguments named in a script the word splitter drops', () => {
  it('are read by their letters: a permission given to an address grants access, in Cyrillic or in Afrikaans', () => {
    // Written for this test: "opens a shared folder: by a public link or to an address"; "gives someone access to the portal".
    const share = {
      name: 'доступ_к_папке',
      description: 'Открывает доступ к папке: по ссылке для всех или конкретному адресу.',
      inputSchema: {
        type: 'object' as const,
        properties: { папка: { type: 'string' }, доступ: { type: 'string', enum: ['публичная_ссылка', 'пользователь'] }, email: { type: 'string' } },
      },
    };
    assert.equal(inferClass(share), 'identity-admin');
    const portal = {
      name: 'portaal_toegang',
      description: 'Gee iemand toegang tot die portaal.',
      inputSchema: { type: 'object' as const, properties: { epos: { type: 'string' }, rol: { type: 'string', enum: ['lees_alleen', 'admin'] } } },
    };
    assert.equal(inferClass(portal), 'identity-admin');
  });
});

describe('record cards named by their number, in any language', () => {
  // Written for this test: a customer card, a member's sheet and a milking run, each looked up by its number.
  it('reads a card whose one argument is the record’s number, in the word of its language', () => {
    assert.equal(
      inferClass(spec('بطاقة_العميل', 'بطاقة العميل الكاملة: الاسم، الهاتف، الطلبات السابقة، الملاحظات.', ['رقم_العميل'])),
      'read-only-retrieval',
    );
    assert.equal(
      inferClass(spec('карта_клиент', 'Карта на клиента: адрес, телефон, поръчки, плащания и бележки на продавача.', ['клиентски_номер'])),
      'read-only-retrieval',
    );
    assert.equal(inferClass(spec('會員資料', '一位會員的資料：姓名、電話、繳費紀錄、備註。', ['會員號碼'])), 'read-only-retrieval');
  });
  it('reads a verb-last name whose writing word is what the description returns', () => {
    assert.equal(
      inferClass(spec('proc_Run_Get', 'Returns a milking run: parlour, cows milked, litres per stall and the herd manager’s notes.', ['@RunNo'])),
      'read-only-retrieval',
    );
    assert.notEqual(inferClass(spec('proc_Run_Start', 'Starts a milking run in the parlour.', ['@RunNo'])), 'read-only-retrieval');
  });
  it('keeps what a sentence does, and an argument that carries content, out of it', () => {
    assert.notEqual(inferClass(spec('رفع_الحظر', 'يرفع الحظر عن حساب العميل فوراً.', ['رقم_العميل'])), 'read-only-retrieval');
    assert.notEqual(
      inferClass(spec('карта_клиент', 'Карта на клиента: адрес, телефон, поръчки, плащания и бележки на продавача.', ['клиентски_номер', 'сума'])),
      'read-only-retrieval',
    );
  });
});

describe('a description that reads, then lists fields after a colon', () => {
  // Written for this test.
  it('reads: a word of the list ("messages", "posts") is no verb of the tool', () => {
    assert.equal(
      inferClass(
        spec('guests:GetGuest', 'Returns one guest’s record: contact details, stays, notes and messages the guest sent through the app.', [
          'GuestId',
        ]),
      ),
      'read-only-retrieval',
    );
  });
  it('keeps a head that writes', () => {
    assert.equal(
      inferClass(spec('guests:Notify', 'Sends a guest a reminder: channel, text, and the stay it is about.', ['GuestId'])),
      'message-send',
    );
  });
});

describe('a later sentence in the passive says where the result goes', () => {
  // Written for this test.
  const annotated = (name: string, description: string, properties: string[]): ToolSpec => ({
    ...spec(name, description, properties),
    annotations: { readOnlyHint: true },
  });
  it('a read-only claim does not hold when the result is delivered or posted somewhere', () => {
    assert.equal(
      inferClass(
        annotated(
          'scans/thumbnail',
          'Renders a thumbnail of a stored scan; read-only. The thumbnail is delivered by SMS to the number in `send-to`.',
          ['scan-id', 'send-to'],
        ),
      ),
      'message-send',
    );
    assert.notEqual(
      inferClass(
        annotated('proc_Count_Check', 'Compares a count with the ledger (read-only). The count is then posted to the ledger as approved.', [
          '@CountId',
        ]),
      ),
      'read-only-retrieval',
    );
  });
  it('a result handed back to the caller is still a read', () => {
    assert.equal(
      inferClass(spec('scans/thumbnail', 'Renders a thumbnail of a stored scan. The thumbnail is returned to the caller as PNG.', ['scan-id'])),
      'read-only-retrieval',
    );
  });
});

describe('an export that sends its file, in Bulgarian', () => {
  // Written for this test: "Exports a list of the orders (date, sum, customer) to Excel and sends it to the given e-mail."
  it('is a send, not a list', () => {
    const description = 'Експортира списък на поръчките (дата, сума, клиент) в Excel и го изпраща на посочения имейл.';
    assert.equal(inferClass(spec('експорт_поръчки', description, ['магазин', 'имейл'])), 'message-send');
  });
});
