/**
 * Descriptions written in a documentation format's own idiom say what the tool does after the format's marks: an Ansible
 * module's `short_description:` and bullets, a PlDoc comment's `%!` and `%`, an IBM i command's "The X (CMD) command …", an
 * option that does more ("Option 4 deletes …"). Tools written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inferClass } from '../../src/action/infer.ts';
import type { ToolSpec } from '../../src/action/types.ts';

const str = { type: 'string' } as const;
const spec = (name: string, description: string, properties: Record<string, unknown> = { id: str }): ToolSpec => ({
  name,
  description,
  inputSchema: { type: 'object', properties, required: Object.keys(properties).slice(0, 1) },
});

describe('documentation formats', () => {
  it("an Ansible module's short description and bullets", () => {
    const module = 'short_description: Send parcel notices.\ndescription:\n  - Sends an SMS to the recipient of each parcel.';
    assert.equal(inferClass(spec('acme.depot.notice', module, { parcel: str, phone: str })), 'message-send');
    const info = 'short_description: Read the shelf inventory.\ndescription:\n  - Returns the items on a shelf; nothing is changed.';
    assert.equal(inferClass(spec('acme.depot.shelf_info', info, { shelf: str })), 'read-only-retrieval');
  });
  it('a PlDoc comment and a predicate with its arity', () => {
    assert.notEqual(inferClass(spec('postpone/2', '%! postpone(+MeetingId, +NewDate) is det.\n%  Moves a meeting.')), 'read-only-retrieval');
    assert.notEqual(inferClass(spec('appoint/3', '%! appoint(+Shift, +Nurse, +Ward) is det.')), undefined);
  });
  it('an IBM i style command named in the subject, and an option that does more', () => {
    const send = 'The Send Notice (SNDNTC) command sends a notice to any internet address.';
    assert.equal(inferClass(spec('SNDNTC', send, { TOADDR: str, MSG: str })), 'message-send');
    const work = 'The Work with Bookings (WRKBKG) command shows bookings. Options: 5=Display, 4=Delete. Option 4 deletes the booking.';
    const cls = inferClass({ ...spec('WRKBKG', work, { BKG: str, OPT: { type: 'string', enum: ['5', '4'] } }), annotations: { readOnlyHint: true } });
    assert.notEqual(cls, 'read-only-retrieval');
    assert.equal(inferClass(spec('WRKBKG', 'The Work with Bookings (WRKBKG) command shows bookings.')), 'read-only-retrieval');
  });

  it("a declaration in code, a bare section heading, and a signature's parameter types say nothing the tool does", () => {
    const pascal =
      'procedure TKitchen.PlaceSupplierOrder(const ASupplier: string; AQty: Integer);\n\nDescription\nOrders flour from a supplier.\n\nParameters\nAQty: sacks.';
    assert.equal(inferClass(spec('TKitchen.PlaceSupplierOrder', pascal, { ASupplier: str, AQty: { type: 'integer' } })), 'order-manage');
    const natspec = '/// @notice Posts a message on the club noticeboard.\nfunction postMessage(string calldata _body) external;';
    assert.equal(inferClass(spec('postMessage(string)', natspec, { _body: str })), 'message-send');
    const view = '/// @notice Returns the balance of a member.\nfunction balanceOf(address _member) external view returns (uint256);';
    assert.equal(inferClass(spec('balanceOf(address)', view, { _member: str })), 'read-only-retrieval');
  });
  it("an SNMP MIB object's clauses, and a gerund subject before what the object does", () => {
    const mib =
      'alertEntry OBJECT-TYPE\n    SYNTAX      AlertEntry\n    MAX-ACCESS  read-create\n    STATUS      current\n    DESCRIPTION\n        "Creating a row sends an e-mail to the address in alertTo."';
    assert.equal(inferClass(spec('ACME-ALERT-MIB::alertEntry', mib, { alertTo: str, alertText: str })), 'message-send');
  });
  it("a command's title after its 'Name:' field", () => {
    const adhoc = "Ad-hoc command (XEP-0050). Name: 'Post notice'. Prints and posts a notice to the address given.";
    assert.equal(inferClass(spec('urn:town:notify#notice', adhoc, { address: str, body: str })), 'message-send');
  });
  it("a LabVIEW VI's description after its 'VI Description:' label", () => {
    const vi = 'VI Description: Sends the notice to the subscribers of a zone.\nConnector pane — inputs: zone (string), text (string); error in.';
    assert.equal(inferClass(spec('Post Zone Notice.vi', vi, { zone: str, text: str })), 'message-send');
    assert.equal(inferClass(spec('Zone Notices.vi', 'VI Description: Lists the notices of a zone.', { zone: str })), 'read-only-retrieval');
  });
  it("a MUMPS routine's comment: its header and version lines say nothing, the entry point's line says what it does", () => {
    const routine = (topic: string, line: string) => `ZDEPOT ;ABC/WH - ${topic} ;01/02/36\n ;;2.0;LOCAL DEPOT;**3**\n ; ${line}`;
    const key = routine('security keys', 'KEY(USER,KEY) -- allocates a security key: DEPOT CLERK (stock), DEPOT MGR (everything).');
    assert.equal(inferClass(spec('KEY^ZDEPSEC', key, { USER: str, KEY: str })), 'identity-admin');
    const track = routine('tracking', 'TRACK(ORD) -- carrier tracking events for the shipment of ORD.');
    assert.equal(inferClass(spec('TRACK^ZDEPOUT', track, { ORD: str })), 'read-only-retrieval');
    // Opening an order makes one, as opening a ticket does.
    const job = routine('repairs', "JOB(ITEM,VENDOR,DATE) -- opens a repair order and books VENDOR's technician for DATE.");
    assert.notEqual(inferClass(spec('JOB^ZDEPFIX', job, { ITEM: str, VENDOR: str, DATE: str })), 'read-only-retrieval');
  });
});
