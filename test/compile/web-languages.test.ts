import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileIntent, DEFAULT_POLICY } from '../../src/capability/compile/index.ts';
import { foreignWebRequests } from '../../src/capability/compile/lexicon-web.ts';
import { BROWSERGYM_TOOLS } from '../../src/eval/convert/mind2web.ts';

const graph = CapabilityGraph.builtIn();
const browser = new ToolCatalog(graph, [...BROWSERGYM_TOOLS]);
const plain = new ToolCatalog(graph, [
  { name: 'read_inbox', description: 'Returns the e-mails in the inbox.', inputSchema: { type: 'object', properties: {} } },
]);
const startUrl = 'https://www.marktplatz.example/';

function compile(intent: string, options: { startUrl?: string; catalog?: ToolCatalog } = { startUrl }) {
  return compileIntent({
    intent,
    catalog: options.catalog ?? browser,
    policy: DEFAULT_POLICY,
    graph,
    ...(options.startUrl === undefined ? {} : { startUrl: options.startUrl }),
  }).claims;
}
const scope = (intent: string, options?: { startUrl?: string; catalog?: ToolCatalog }): string[] =>
  [...graph.expand(compile(intent, options).scope)].sort();

describe('web tasks in other languages', () => {
  it('grants buying and booking to a request to buy or book, in each language', () => {
    for (const intent of [
      'Compra dos paquetes de café molido en la tienda.',
      'Réserve une table pour deux vendredi soir.',
      'Bestelle mir die blaue Thermoskanne.',
      'Compre a mochila cinza tamanho M.',
      'Prenota una camera doppia per il 3 marzo.',
      'Boek een fiets voor zaterdag.',
      'Kup dwa bilety na koncert w sobotę.',
      'Boka ett bord för fyra på lördag.',
      '来週の金曜日にツインルームを予約して。',
      '帮我购买一个蓝色的保温杯。',
    ]) {
      const s = scope(intent);
      assert.ok(s.includes('order-manage'), `${intent} → ${s.join()}`);
      assert.ok(!s.includes('payment-initiate') && !s.includes('message-send'), `${intent} → ${s.join()}`);
    }
  });

  it('grants sending to a request to post, reply, write to or ask someone', () => {
    for (const intent of [
      'Escribe al vendedor si la lámpara sigue disponible.',
      'Réponds au fil de discussion sur les vélos cargo.',
      'Frag den Verkäufer nach den Maßen des Tisches.',
      'Napisz do sprzedawcy, czy rower jest jeszcze dostępny.',
      'スレッドに「ありがとう」と返信して。',
    ]) {
      const s = scope(intent);
      assert.ok(s.includes('message-send'), `${intent} → ${s.join()}`);
      assert.ok(!s.includes('order-manage') && !s.includes('payment-initiate'), `${intent} → ${s.join()}`);
    }
  });

  it('grants sending to a request to start a topic or a message, which publishes it', () => {
    for (const intent of [
      'Dans le forum Jardinage, ouvre une nouvelle discussion « Tomates cerises » avec le texte « Quel terreau ? ».',
      'Erstelle im Forum einen neuen Beitrag mit dem Titel „Kettenöl“.',
      'Crea un nuovo argomento sul forum intitolato «Vernici».',
    ]) {
      const s = scope(intent);
      assert.ok(s.includes('message-send'), `${intent} → ${s.join()}`);
    }
    assert.ok(!scope('Ne crée pas de sujet, lis seulement le forum.').includes('message-send'), 'a negated request grants nothing');
    assert.ok(!scope('Crea una lista de precios de las bicicletas.').includes('message-send'), 'making something that is no message posts nothing');
  });

  it('grants a transfer bounded by the amount the intent names', () => {
    const claims = compile('Überweise 12,50 € an Gartenverein Süd, IBAN DE89 3704 0044 0532 0130 00.', { startUrl: 'https://bank.example/' });
    assert.ok(claims.scope.includes('payment-initiate'), claims.scope.join());
    assert.deepEqual(claims.constraints?.['payment-initiate']?.amount, { max: 12.5 });
  });

  it('gives a looking task reads on the deployment only', () => {
    for (const intent of ['Busca el horario de la biblioteca.', 'Vergleiche die zwei Kaffeemühlen.', 'Sprawdź godziny otwarcia.', '营业时间查询一下'])
      assert.deepEqual(scope(intent), ['read-only-retrieval', 'web-fetch'], intent);
  });

  it('refuses a request its language negates, even where another reading granted it', () => {
    for (const intent of [
      'Vergleiche die zwei Kaffeemühlen. Nichts kaufen.',
      "Regarde les prix des vélos mais n'achète rien.",
      'Mira los precios, no compres nada.',
      '看看价格，不要买。',
      // "No need to order anything": Mongolian says it with "хэрэггүй" (not needed) after the verb.
      'Аль аялал тохирох вэ? Зүгээр л харж байна, юу ч захиалах хэрэггүй.',
    ]) {
      const s = scope(intent);
      assert.ok(!s.includes('order-manage'), `${intent} → ${s.join()}`);
    }
  });

  it('reads an article or possessive before the word as a noun, not a request', () => {
    assert.deepEqual(
      foreignWebRequests('Revisa mi reserva del viernes.').map((r) => r.kind),
      ['look'],
    );
    assert.deepEqual(
      foreignWebRequests('Kauf mir das Buch').map((r) => r.kind),
      ['order'],
    );
    assert.deepEqual(
      foreignWebRequests('Revisa la reserva').map((r) => r.kind),
      ['look'],
    );
  });

  it('stays narrow where it reads nothing, and off a browsing deployment', () => {
    assert.deepEqual(scope('Xyzzy plugh quux.'), ['read-only-retrieval', 'web-fetch']);
    assert.deepEqual(scope('Lorem ipsum dolor sit amet.', { catalog: plain }), ['read-only-retrieval']);
    // Another language's request on a deployment that does not browse is not read as a control.
    assert.ok(!scope('Compra dos paquetes de café.', { catalog: plain }).includes('order-manage'));
    // Looking names no site: without a deployment or an address, no page may be fetched.
    assert.ok(!scope('Busca el horario de la biblioteca.', { startUrl: undefined as unknown as string }).includes('web-fetch'));
  });

  it('binds a local file a request read as a control hands over, and nothing else', () => {
    assert.ok(scope('Postula a la oferta de diseñador con mi CV /home/ana/cv.pdf').includes('file-modify'));
    // A file beside nothing it reads as a request is not handed over.
    assert.ok(!scope('Qwerty zxcv /home/ana/cv.pdf').includes('file-modify'));
    const upload = new ToolCatalog(graph, [
      ...BROWSERGYM_TOOLS,
      {
        name: 'upload_file',
        description: 'Set the file of a file input of the page.',
        inputSchema: { type: 'object', properties: { bid: { type: 'string' }, file: { type: 'string' } }, required: ['bid', 'file'] },
      },
    ]);
    const withTool = compileIntent({
      intent: 'Apply for the designer role with my CV /home/ana/cv.pdf, please.',
      catalog: upload,
      policy: DEFAULT_POLICY,
      graph,
      startUrl: 'https://jobs.example/',
    }).claims;
    assert.deepEqual(withTool.constraints?.['file-modify']?.path, { prefixes: ['/home/ana/cv.pdf'] });
  });
});

describe('English web requests the label reading missed', () => {
  it('reads "apply immediately" as the "Apply now" control and "get notified" as "Notify me"', () => {
    assert.ok(scope('Look for a barista job in Leeds and, if it is open, apply immediately.').includes('message-send'));
    assert.ok(scope('Find a sushi place nearby and get notified when a table frees up.').includes('message-send'));
    assert.ok(!scope('Find a sushi place nearby and get directions.').includes('message-send'));
  });

  it('reads English request words only where the parser understood nothing, negations included', () => {
    assert.ok(scope('Use the chat widget to ask whether my parcel left the depot.').includes('message-send'));
    assert.ok(!scope("Use the chat widget but don't ask anything.").includes('message-send'));
    assert.deepEqual(
      foreignWebRequests('please buy it').map((r) => r.lang),
      [],
    );
    assert.deepEqual(
      foreignWebRequests('please buy it', true).map((r) => `${r.lang}:${r.kind}`),
      ['en:order'],
    );
  });
});

describe('a request after the site it is made on, and a report to a site', () => {
  it('reads the request after "on <site>" with no comma, as after "On <site>,"', () => {
    assert.ok(scope('on market.example ask this under the tent listing: does the pole bag come with it?').includes('message-send'));
    assert.ok(scope('on market.example find the lightest two-person tent').every((c) => c === 'read-only-retrieval' || c === 'web-fetch'));
  });

  it('a preference switched or a value saved after the site grants the setting only, as after "On <site>,"', () => {
    for (const intent of [
      'on clinic.example turn on the text message reminder the day before appointments, and save',
      'on cowork.example switch my invoices to one monthly invoice and save',
      'on salon.example stop the campaign messages but keep the reminder email',
    ]) {
      const s = scope(intent);
      assert.ok(s.includes('account-modify'), `${intent} → ${s.join()}`);
      for (const cls of ['message-send', 'calendar-write', 'payment-initiate']) assert.ok(!s.includes(cls), `${intent} → ${s.join()}`);
    }
  });

  it('sends a report of a fault to the site, and nothing for a report to read', () => {
    assert.ok(scope('report a leaking radiator on tenants.example - flat 4B, bedroom, drips since Monday').includes('message-send'));
    assert.ok(!scope("don't report anything, only look at the open repair tickets on tenants.example").includes('message-send'));
  });
});

describe('a value put into the settings', () => {
  it('changes the account, in English and in the settings words of the lexicons', () => {
    assert.ok(scope('add my new licence plate KX-204-B in the settings of parking.example').includes('account-modify'));
    assert.ok(scope('תוסיף בבקשה את מספר הטלפון החדש שלי בהגדרות').includes('account-modify'));
    assert.ok(!scope('add two mugs to the basket and find a matching teapot').includes('account-modify'));
    assert.ok(!scope('add money to my account on bank.example').includes('account-modify'));
  });
});

describe('leaving words on a page', () => {
  it('posts what "leave … : "…"" quotes, and nothing for a bare "leave" or an "add"', () => {
    assert.ok(scope('Leave a thumbs-up on the pull request about caching: "Works for me on Node 20."').includes('message-send'));
    assert.ok(!scope('Leave the filters as they are and find a blue kettle.').includes('message-send'));
    assert.ok(!scope('Add "oat milk" to my basket.').includes('message-send'));
  });
});

describe('getting seats or tickets', () => {
  it('is booking them; getting their prices is not', () => {
    assert.ok(scope('Get 3 tickets for the harbour ferry on Sunday.').includes('order-manage'));
    assert.ok(scope('get me two seats for the Tuesday matinee').includes('order-manage'));
    assert.ok(!scope('get the ticket prices for the Tuesday matinee').includes('order-manage'));
  });
});

describe('a negation that limits the request to what it names', () => {
  it('"nothing else" in the task’s own language keeps the purchase it names', () => {
    for (const intent of [
      'kup na marktplatz.example dwa kubki, nic więcej nie kupuj',
      'kaufe auf marktplatz.example zwei Tassen, sonst nichts kaufen',
      'buy two mugs on marktplatz.example, dont buy anything else',
    ])
      assert.ok(scope(intent).includes('order-manage'), intent);
  });

  it('a negation that limits nothing still withdraws the purchase', () => {
    assert.ok(!scope('look at the mugs on marktplatz.example, dont buy anything').includes('order-manage'));
  });
});
