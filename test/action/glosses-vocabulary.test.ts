/**
 * The record vocabulary of the Latin-script tool-word tables (src/action/glosses/): descriptions
 * made of nouns only — a forecast, a month's shared expenses, free slots, outages for a date,
 * today's deliveries — are glossed into the English that reads them as reads, in every family of
 * languages the tables hold; writes in the same languages stay writes, and a device (a door, a
 * heater, a light) or a shell command is never read. Every tool here was written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classifyTool } from '../../src/action/catalog.ts';
import { englishText } from '../../src/action/foreign.ts';
import type { ActionClass } from '../../src/action/types.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';

const graph = CapabilityGraph.builtIn();
const str = { type: 'string' } as const;
const num = { type: 'number' } as const;
const READS = new Set(['read-only-retrieval', 'web-fetch']);

/** A tool (name, description, arguments) and what it must be: a read, not a read, or a class. */
type Case = readonly [string, string, Record<string, unknown>, 'read' | 'not read' | ActionClass];

function entry(name: string, description: string, properties: Record<string, unknown>) {
  return classifyTool({ name, description, inputSchema: { type: 'object', properties } }, graph);
}

function check(cases: readonly Case[]): void {
  for (const [name, description, properties, want] of cases) {
    const got = entry(name, description, properties);
    const label = `${name}: "${description}" (read "${englishText(description).text}") → ${got.actionClass} (${got.source})`;
    if (want === 'read') assert.equal(got.actionClass, 'read-only-retrieval', label);
    else if (want === 'not read') assert.ok(!READS.has(got.actionClass), label);
    else assert.equal(got.actionClass, want, label);
  }
}

/** A device the tool's words name: a write on the physical world, recognised as one (not the class of a tool nothing explains). */
function device(cases: readonly (readonly [string, string, Record<string, unknown>])[]): void {
  for (const [name, description, properties] of cases) {
    const got = entry(name, description, properties);
    const label = `${name}: "${description}" (read "${englishText(description).text}") → ${got.actionClass} (${got.source})`;
    assert.equal(got.actionClass, 'external-api-call', label);
    assert.equal(got.source, 'inferred', label);
  }
}

describe('noun-phrase descriptions are glossed in the language they are written in', () => {
  it('forecasts, expenses, attendance, outages and notices', () => {
    assert.equal(englishText('Vejrudsigt for København.').text, 'forecast for København.');
    assert.equal(englishText('Pronóstico para Buenos Aires.').text, 'forecast for Buenos Aires.');
    assert.match(englishText('Previsão de vento para a praia.').text, /^forecast of /);
    assert.equal(englishText('Gemeinsame Ausgaben und Daueraufträge eines Monats.').text, 'shared expenses and transfers a month.');
    assert.match(englishText('Présences et absences pointées pour une date donnée.').text, /^attendance and absences clocked for a date/);
    assert.equal(englishText('Störungsmeldungen für eine Postleitzahl.').text, 'notices for a postcode.');
  });

  it('a Finnish word is not read as a German compound ("postinumerolle" is no "rolle")', () => {
    const outages = englishText('Verkkoyhtiön katkotiedot postinumerolle.');
    assert.equal(outages.lang, 'fi');
    assert.equal(outages.text, 'company outages postcode.');
  });

  it('a French text message is French, its verb read ("Envoie un texto")', () => {
    const text = englishText('Envoie un texto.');
    assert.equal(text.lang, 'fr');
    assert.equal(text.text, 'sends a text.');
    check([['texto', 'Envoie un texto.', {}, 'message-send']]);
  });
});

describe('Romance: records and their states read; devices do not', () => {
  it('Spanish, Portuguese, French, Italian, Catalan and Romanian reads', () => {
    check([
      ['pronostico', 'Pronóstico del tiempo para una ciudad.', { ciudad: str }, 'read'],
      ['gastos', 'Gastos compartidos de un mes.', { mes: str }, 'read'],
      ['huecos', 'Huecos libres para una fecha.', { fecha: str }, 'read'],
      ['previsao', 'Previsão de vento para a praia.', { praia: str }, 'read'],
      ['despesas', 'Despesas partilhadas de um mês.', { mes: str }, 'read'],
      ['meteo', 'Prévisions météo pour une ville.', { ville: str }, 'read'],
      ['coupures', 'Coupures prévues pour une date.', { date: str }, 'read'],
      ['spese', 'Spese condivise di un mese.', { mese: str }, 'read'],
      ['letture', 'Letture del contatore per mese.', { mese: str }, 'read'],
      ['previsio', 'Previsió del temps per a una ciutat.', { ciutat: str }, 'read'],
      ['despeses', 'Despeses compartides per mes.', { mes: str }, 'read'],
      ['cheltuieli', 'Cheltuieli comune pe o lună.', { luna: str }, 'read'],
      ['intreruperi', 'Întreruperi programate pentru o dată.', { data: str }, 'read'],
    ]);
  });

  it('opening a door or a window, and a heater, are device writes', () => {
    check([
      ['garaje', 'Abre la puerta del garaje.', { garaje: str }, 'not read'],
      ['fenetre', 'Ouvre la fenêtre du salon.', { piece: str }, 'not read'],
      ['porta', 'Apre la porta del magazzino.', { magazzino: str }, 'not read'],
      ['usa', 'Deschide ușa de la intrare.', { intrare: str }, 'not read'],
    ]);
    device([
      ['horno', 'Enciende el horno.', { horno: str }],
      ['termostato', 'Ajusta la temperatura de la calefacción.', { grados: num }],
    ]);
  });
});

describe('Germanic: records and their states read; devices do not', () => {
  it('German, Dutch, Swedish, Danish and Norwegian reads', () => {
    check([
      ['wetter', 'Wettervorhersage für eine Stadt.', { stadt: str }, 'read'],
      ['ausgaben', 'Gemeinsame Ausgaben und Daueraufträge eines Monats.', { monat: str }, 'read'],
      ['lager', 'Aktueller Lagerbestand an Glasplatten nach Typ.', { typ: str }, 'read'],
      ['stoerungen', 'Geplante Störungen für ein Datum.', { datum: str }, 'read'],
      ['weersverwachting', 'Weersverwachting voor een stad.', { stad: str }, 'read'],
      ['uitgaven', 'Gedeelde uitgaven van een maand.', { maand: str }, 'read'],
      ['tijdsloten', 'Vrije tijdsloten voor een datum.', { datum: str }, 'read'],
      ['vaderprognos', 'Väderprognos för en stad.', { stad: str }, 'read'],
      ['utgifter', 'Gemensamma utgifter för en månad.', { månad: str }, 'read'],
      ['avbrott', 'Planerade avbrott för ett datum.', { datum: str }, 'read'],
      ['vejrudsigt', 'Vejrudsigt for København.', { by: str }, 'read'],
      ['udgifter', 'Fælles udgifter for en måned.', { måned: str }, 'read'],
    ]);
  });

  it('opening a door, the heating and the lights are device writes', () => {
    check([
      ['tuer_oeffnen', 'Öffnet die Tür.', { tuer: str }, 'not read'],
      ['deur_openen', 'Opent de deur van de garage.', { deur: str }, 'not read'],
      ['oppna_dorr', 'Öppnar dörren.', { dorr: str }, 'not read'],
    ]);
    device([
      ['heizung', 'Schaltet die Heizung ein.', { raum: str }],
      ['licht', 'Schaltet das Licht im Flur aus.', { raum: str }],
      ['lampor', 'Slår av lamporna i hallen.', { rum: str }],
    ]);
  });
});

describe('Central and Eastern European: records and their states read; commands and devices do not', () => {
  it('Polish, Czech, Slovak, Croatian and Hungarian reads', () => {
    check([
      ['prognoza', 'Prognoza pogody dla miasta.', { miasto: str }, 'read'],
      ['wydatki', 'Wspólne wydatki z miesiąca.', { miesiac: str }, 'read'],
      ['ceny', 'Aktualne ceny produktów według kategorii.', { kategoria: str }, 'read'],
      ['dostawy', 'Dzisiejsze dostawy dla magazynu.', { magazyn: str }, 'read'],
      ['terminy', 'Wolne terminy na dany dzień.', { dzien: str }, 'read'],
      ['predpoved', 'Předpověď počasí pro město.', { mesto: str }, 'read'],
      ['vypadky', 'Plánované výpadky pro datum.', { datum: str }, 'read'],
      ['vydavky', 'Spoločné výdavky za mesiac.', { mesiac: str }, 'read'],
      ['prognoza_hr', 'Vremenska prognoza za grad.', { grad: str }, 'read'],
      ['racuni', 'Neplaćeni računi kupca.', { kupac: str }, 'read'],
      ['termini', 'Slobodni termini za datum.', { datum: str }, 'read'],
      ['idojaras', 'Időjárás-előrejelzés egy városra.', { varos: str }, 'read'],
      ['kiadasok', 'Közös kiadások egy hónapra.', { honap: str }, 'read'],
      ['idopontok', 'Szabad időpontok egy napra.', { nap: str }, 'read'],
    ]);
  });

  it('a command run on a server executes code; a door opened is a device write', () => {
    check([
      ['prikaz', 'Spustí příkaz na serveru.', { prikaz: str }, 'code-execute'],
      ['parancs', 'Parancs futtatása a szerveren.', { parancs: str }, 'code-execute'],
      ['drzwi', 'Otwiera drzwi do garażu.', { garaz: str }, 'not read'],
      ['dvere', 'Otevře dveře garáže.', { garaz: str }, 'not read'],
    ]);
  });
});

describe('Finnish, Turkish and Russian: records and their states read; commands and devices do not', () => {
  it('forecasts, deliveries, free slots', () => {
    check([
      ['saaennuste', 'Sääennuste kaupungille.', { kaupunki: str }, 'read'],
      ['toimitukset', 'Huomiset toimitukset varastolle.', { varasto: str }, 'read'],
      ['hava', 'Hava durumu tahmini bir şehir için.', { sehir: str }, 'read'],
      ['pogoda', 'Прогноз погоды для города.', { gorod: str }, 'read'],
      ['sloty', 'Свободные слоты на дату.', { date: str }, 'read'],
    ]);
  });

  it('a command (komento, komut) executes code; a door opened is a device write', () => {
    check([
      ['komento', 'Ajaa komennon palvelimella.', { komento: str }, 'code-execute'],
      ['komut', 'Sunucuda bir komut çalıştırır.', { komut: str }, 'code-execute'],
      ['ovi', 'Avaa autotallin oven.', { autotalli: str }, 'not read'],
    ]);
  });
});

describe('Indonesian and Swahili: records read; commands and devices do not', () => {
  it('forecasts, expenses, results', () => {
    check([
      ['prakiraan', 'Prakiraan cuaca untuk sebuah kota.', { kota: str }, 'read'],
      ['pengeluaran', 'Pengeluaran bersama untuk satu bulan.', { bulan: str }, 'read'],
      ['utabiri', 'Utabiri wa hali ya hewa kwa jiji.', { jiji: str }, 'read'],
      ['matumizi', 'Matumizi ya mwezi.', { mwezi: str }, 'read'],
      ['matokeo', 'Matokeo ya mechi kwa tarehe.', { tarehe: str }, 'read'],
    ]);
  });

  it('a command (perintah, amri) executes code; a door opened is a device write', () => {
    check([
      ['perintah', 'Menjalankan perintah di server.', { perintah: str }, 'code-execute'],
      ['amri', 'Inaendesha amri kwenye seva.', { amri: str }, 'code-execute'],
      ['pintu', 'Membuka pintu garasi.', { pintu: str }, 'not read'],
    ]);
  });
});

describe('Turkish puts its verb last', () => {
  it('a description ending in its verb is read by that verb, not as nouns', () => {
    check([
      ['musteri_mesaj', 'Müşteriye mesaj gönderir.', { telefon: str, metin: str }, 'message-send'],
      ['ayarlar', 'Şirket ayarlarını değiştirir.', { ayar: str, deger: str }, 'account-modify'],
      ['siparisler', 'Bugünkü siparişleri listeler.', { tarih: { type: 'string', format: 'date' } }, 'read'],
    ]);
  });
});

describe('verbs of thinly glossed languages (written for this test from the languages alone)', () => {
  const said = (text: string): string => englishText(text).text;
  it('reads the verb a tool description writes in Afrikaans, Hindi, Korean, Malay and Hungarian', () => {
    // "Schedules the inspection and reminds the owner": no longer cut into "skedu" + "lêer" (a file).
    assert.match(said('Skeduleer die inspeksie en herinner die eienaar.'), /\bschedules\b/);
    assert.doesNotMatch(said('Skeduleer die inspeksie en herinner die eienaar.'), /\bfile\b/);
    assert.match(said('लाइसेंस जारी करता है और आवेदक को भेजता है।'), /\bissues\b/);
    assert.match(said('계약서에 서명합니다'), /\bsigns\b/);
    assert.match(said('Mencetak resit dan memajukan e-mel kepada ahli.'), /\bforwards\b/);
    assert.match(said('Kinyomtatja a számlát és továbbítja az ügyfélnek.'), /\bforwards\b/);
  });
  it('leaves "gives back" unread where it is as often "returns a value": an unread verb stays conservative', () => {
    // Urdu, Hungarian, Malay and Nepali say "returns a list" and "gives the fee back" with one verb.
    assert.doesNotMatch(said('فیس کی رقم بینک کے ذریعے واپس کرتا ہے۔'), /\breturns\b/);
    assert.doesNotMatch(said('Visszaadja a díjat banki átutalással.'), /\breturns\b/);
  });
});
