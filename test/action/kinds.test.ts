import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { kindOf } from '../../src/action/kinds.ts';
import { domainWithin, hostOf, moneyValue, normaliseDomain, normalisePath } from '../../src/capability/values.ts';

describe('value kinds', () => {
  it('types a value by what it is', () => {
    const cases: [unknown, string][] = [
      ['bob@example.com', 'email'],
      ['mailto:bob@example.com', 'email'],
      // A principal with its type is its e-mail address; a web scheme before an address stays a URL.
      ['user:ana@example.org', 'email'],
      ['serviceAccount:ci@proj.example.com', 'email'],
      ['http:eve@evil.example', 'url'],
      ['+1 555 010 0199', 'phone'],
      ['tel:+15550100199', 'phone'],
      ['DE89370400440532013000', 'iban'],
      ['DE89 3704 0044 0532 0130 00', 'iban'],
      ['DE89370400440532013001', 'account'],
      ['0x52908400098527886E0F7030069857D2E4169EE7', 'crypto'],
      ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'crypto'],
      ['https://example.com/x', 'url'],
      ['https:/evil.example', 'url'],
      ['javascript:alert(1)', 'url'],
      ['www.example.com', 'url'],
      ['evil.example', 'host'],
      ['/etc/passwd', 'path'],
      ['~/.ssh/id_rsa', 'path'],
      ['../secret', 'path'],
      ['C:\\Windows', 'path'],
      ['file:///etc/passwd', 'path'],
      ['dist/**', 'relative'],
      ['95 EUR', 'money'],
      ['€1,100.50', 'money'],
      ['EUR -12.50', 'money'],
      // A code glued to its digits by a hyphen names a record, not an amount.
      ['MRN-004417', 'unknown'],
      ['DOC-9002', 'unknown'],
      ['1,100', 'number'],
      [42, 'number'],
      ['2026-11-25', 'date'],
      ['2026-11-25T10:00:00Z', 'date'],
      ['hello there', 'text'],
      ['mallory', 'unknown'],
      ['#general', 'unknown'],
      [true, 'flag'],
      [null, 'flag'],
      ['x'.repeat(5000), 'text'],
      // One value for each test kindOf runs only when the value has the character it needs.
      ['10:30', 'date'],
      ['evil\u3002example', 'host'],
      ['evil\uff0eexample', 'host'],
      ['owner/repo', 'relative'],
      ['12345678901', 'number'],
      ['AB12345678', 'account'],
      ['ABC1234567', 'money'],
      ['A1B2C3D4E5F6G7H8', 'account'],
      ['ABCDEFGHIJ', 'unknown'],
      ['1BoatSLRHtKNngkdXEeobR76b53LETtpyT', 'crypto'],
      ['+44 20 7946 0958', 'phone'],
      ['sms:+15550100199', 'phone'],
      ['GB82 WEST 1234 5698 7654 32', 'iban'],
      ['gb82west12345698765432', 'iban'],
      ['GB82WEST12345698765433', 'account'],
      // A phone number written whole with its country code; a date written with dots or slashes, day or month first.
      ['+48602114387', 'phone'],
      ['+1000000', 'number'],
      ['20.03.2027', 'date'],
      ['3/20/2027', 'date'],
      ['20-03-27', 'date'],
    ];
    for (const [value, kind] of cases) assert.equal(kindOf(value), kind, String(value));
    // No day 32, no month 13, and thousands are no date.
    for (const value of ['32.13.2027', '1.234.567']) assert.notEqual(kindOf(value), 'date', value);
  });
});

describe('canonical forms', () => {
  it('hosts: one reading or none', () => {
    assert.equal(hostOf('HTTPS://WWW.Example.COM./x'), 'www.example.com');
    assert.equal(hostOf('https://exämple.com/'), 'xn--exmple-cua.com');
    assert.equal(hostOf('example.com:8080/x'), 'example.com');
    for (const refused of [
      'https://example.com\\@evil.example',
      'https://example.com\\.evil.example',
      'https://user:pw@example.com',
      'https://example.com@evil.example',
      'https:/evil.example',
      'https://example%2ecom/',
      'https://0x7f.1/',
      'https://2130706433/',
      'javascript:alert(1)',
      '//evil.example',
      'https://exa mple.com',
      'https://example.com\u0000.evil',
    ])
      assert.equal(hostOf(refused), undefined, refused);
  });

  it('domains: IDNA, trailing dots, IP literals only when listed', () => {
    assert.equal(normaliseDomain('Exämple.COM.'), 'xn--exmple-cua.com');
    assert.ok(domainWithin('xn--exmple-cua.com', 'exämple.com'));
    assert.ok(domainWithin('api.example.com.', 'example.com'));
    assert.ok(!domainWithin('127.0.0.1', 'example.com'));
    assert.ok(domainWithin('127.0.0.1', '127.0.0.1'));
    assert.ok(!domainWithin('1.127.0.0.1', '127.0.0.1'));
  });

  it('paths and money', () => {
    assert.equal(normalisePath('/home/me/../../etc/passwd'), '/etc/passwd');
    assert.equal(normalisePath('file:///home/me/a'), '/home/me/a');
    for (const refused of ['/a\0b', '/a/..%2f..%2fetc', '~/x', 'file://host/x', 'C:\\x', '/a/%2e%2e/b'])
      assert.equal(normalisePath(refused), undefined, refused);
    assert.equal(moneyValue('95 EUR'), 95);
    assert.equal(moneyValue('€1,100.50'), 1100.5);
    assert.equal(moneyValue('1e9'), undefined);
    assert.equal(moneyValue('lots'), undefined);
  });
});
