import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { labelEffect } from '../../../src/action/browser/labels.ts';
import { foreignWebRequests, spellings, UNSPACED, WORDED } from '../../../src/capability/compile/lexicon-web.ts';
import { assertControlsClassed, assertTasksGranted, classOfButton, scopeOf } from './controls.ts';

/**
 * Per language: a search button, a buy button, a book button, a send button, a save button (on a
 * settings page), a pay button, and two tasks typed in the informal imperative, one buying or
 * booking and one writing to someone. Some labels are written without their accents, as people type.
 */
// prettier-ignore
const TABLE: readonly { lang: string; look: string; buy: string; book: string; send: string; save: string; pay: string; orders: string; posts: string }[] = [
  { lang: 'es', look: 'Búsqueda', buy: 'Tramitar pedido', book: 'Reservar ahora', send: 'Envia el mensaje', save: 'Guardar cambios', pay: 'Pagar ahora',
    orders: 'pide una pizza margarita para las nueve', posts: 'contesta al casero que el lunes me va bien' },
  { lang: 'fr', look: 'Rechercher', buy: 'Passer la commande', book: 'Reserver la chambre', send: 'Envoyer', save: 'Enregistrer les modifications', pay: 'Payer maintenant',
    orders: 'loue-moi un vélo pour dimanche', posts: 'écris au vendeur pour demander la taille' },
  { lang: 'de', look: 'Suche', buy: 'Zur Kasse', book: 'Jetzt verbindlich buchen', send: 'Nachricht senden', save: 'Speichern', pay: 'Zahlung ausführen',
    orders: 'buch mir ein Doppelzimmer für Freitag', posts: 'schreib dem Vermieter, dass ich später komme' },
  { lang: 'pt', look: 'Pesquisar', buy: 'Finalizar compra', book: 'Reservar aula', send: 'Enviar mensagem', save: 'Salvar alteracoes', pay: 'Pagar agora',
    orders: 'compra dois bilhetes para sábado', posts: 'manda uma mensagem ao vendedor a perguntar o preço' },
  { lang: 'it', look: 'Cerca', buy: 'Aggiungi al carrello', book: 'Prenota il tavolo', send: 'Invia messaggio', save: 'Salva', pay: 'Paga ora',
    orders: 'comprami un biglietto per domenica', posts: 'chiedi al venditore se è ancora disponibile' },
  { lang: 'nl', look: 'Zoeken', buy: 'Afrekenen', book: 'Boek nu', send: 'Stuur bericht', save: 'Opslaan', pay: 'Betaal nu',
    orders: 'boek een tafel voor vier om acht uur', posts: 'stuur de verkoper een bericht over de prijs' },
  { lang: 'pl', look: 'Szukaj', buy: 'Kupuję', book: 'Zarezerwuj termin', send: 'Wyslij wiadomosc', save: 'Zapisz', pay: 'Zaplac',
    orders: 'zamów mi taksówkę na lotnisko', posts: 'odpisz sprzedawcy, że biorę rower' },
  { lang: 'sv', look: 'Sök', buy: 'Till kassan', book: 'Boka', send: 'Skicka meddelande', save: 'Spara', pay: 'Betala',
    orders: 'köp två biljetter till lördag', posts: 'svara säljaren att jag hämtar i morgon' },
  { lang: 'ja', look: '検索', buy: '今すぐ購入', book: '予約する', send: 'メッセージを送信', save: '保存', pay: '支払う',
    orders: '土曜日の映画のチケットを2枚買って', posts: '出品者にサイズを質問して' },
  { lang: 'zh', look: '搜索', buy: '立即购买', book: '预订', send: '发送消息', save: '保存', pay: '付款',
    orders: '帮我订购两张周六的票', posts: '回复卖家说我明天来取' },
  { lang: 'da', look: 'Søg', buy: 'Læg i kurven', book: 'Book nu', send: 'Send besked', save: 'Gem ændringer', pay: 'Betal nu',
    orders: 'køb to billetter til lørdag', posts: 'svar sælgeren at jeg henter cyklen i morgen' },
  { lang: 'no', look: 'Søk', buy: 'Legg i handlekurven', book: 'Bestill nå', send: 'Send melding', save: 'Lagre', pay: 'Betal nå',
    orders: 'kjøp en sykkellås til meg', posts: 'spør selgeren om sykkelen fortsatt er til salgs' },
  { lang: 'fi', look: 'Hae', buy: 'Lisää ostoskoriin', book: 'Varaa nyt', send: 'Lähetä viesti', save: 'Tallenna', pay: 'Maksa nyt',
    orders: 'varaa minulle pöytä neljälle', posts: 'kysy myyjältä onko pyörä vielä myynnissä' },
  { lang: 'cs', look: 'Hledat', buy: 'Přidat do košíku', book: 'Zarezervovat', send: 'Odeslat zprávu', save: 'Uložit změny', pay: 'Zaplatit nyní',
    orders: 'kup mi dvě vstupenky na sobotu', posts: 'napiš prodejci, že si kolo vezmu' },
  { lang: 'hu', look: 'Keresés', buy: 'Kosárba teszem', book: 'Foglalás most', send: 'Üzenet küldése', save: 'Mentés', pay: 'Fizetés most',
    orders: 'foglalj nekem egy asztalt négy főre', posts: 'írj az eladónak, hogy megveszem a biciklit' },
  { lang: 'ro', look: 'Caută', buy: 'Adaugă în coș', book: 'Rezervă acum', send: 'Trimite mesajul', save: 'Salvează', pay: 'Plătește acum',
    orders: 'cumpără două bilete pentru sâmbătă', posts: 'scrie vânzătorului că iau bicicleta mâine' },
  { lang: 'el', look: 'Αναζήτηση', buy: 'Προσθήκη στο καλάθι', book: 'Κράτηση τώρα', send: 'Αποστολή μηνύματος', save: 'Αποθήκευση', pay: 'Πληρωμή τώρα',
    orders: 'κλείσε μου ένα δωμάτιο για το Σάββατο', posts: 'στείλε στον πωλητή ότι θα πάρω το ποδήλατο' },
  { lang: 'tr', look: 'Ara', buy: 'Sepete ekle', book: 'Rezervasyon yap', send: 'Mesaj gönder', save: 'Kaydet', pay: 'Şimdi öde',
    orders: 'cumartesi için iki bilet satın al', posts: 'satıcıya bisikleti yarın alacağımı yaz' },
  { lang: 'ru', look: 'Найти', buy: 'Добавить в корзину', book: 'Забронировать', send: 'Отправить сообщение', save: 'Сохранить', pay: 'Оплатить сейчас',
    orders: 'закажи мне такси в аэропорт', posts: 'напиши продавцу, что я заберу велосипед завтра' },
  { lang: 'uk', look: 'Пошук', buy: 'Додати до кошика', book: 'Забронювати', send: 'Надіслати повідомлення', save: 'Зберегти', pay: 'Оплатити зараз',
    orders: 'купи мені два квитки на суботу', posts: 'напиши продавцю, що я заберу велосипед завтра' },
];

describe('the web lexicon, language by language', () => {
  for (const row of TABLE) {
    it(`${row.lang}: controls are classed by what they do`, () => {
      assertControlsClassed(row);
    });

    it(`${row.lang}: a task in the informal imperative grants what it asks, and only that`, () => {
      assertTasksGranted(row);
    });
  }
});

describe('a switched preference, asked in any language, is a settings change', () => {
  it('turning a setting on or off grants account-modify, and nothing that orders, posts or pays', () => {
    for (const intent of [
      'desliga as notificações de promoções na minha conta',
      'bildirimleri kapat ve kaydet',
      'απενεργοποίησε τα email προσφορών',
      'vypni e-mailová upozornění v mém účtu',
      'afmeld nyhedsbrevet på min konto',
      'slå nyhedsbrevet fra på min konto',
      'schalte die Werbe-E-Mails aus',
      'выключи уведомления о скидках',
    ]) {
      const scope = scopeOf(intent);
      assert.ok(scope.includes('account-modify'), `${intent} → ${scope.join()}`);
      for (const cls of ['order-manage', 'message-send', 'payment-initiate']) assert.ok(!scope.includes(cls), `${intent} → ${cls}`);
    }
  });

  it('a separable verb is read with its particle a few words on, and not without it', () => {
    assert.ok(foreignWebRequests('schalte bitte die Werbe-Mails aus').some((r) => r.kind === 'settings'));
    assert.ok(!foreignWebRequests('schalte bitte die Werbe-Mails um').some((r) => r.kind === 'settings'));
    assert.ok(!foreignWebRequests('schalte bitte die lange Liste der Werbe-Mails aus').some((r) => r.kind === 'settings'), 'too far');
  });

  it('a settings word on a control opens or switches nothing by itself ("Aç" opens a panel)', () => {
    assert.notEqual(classOfButton('Aç').actionClass, 'account-modify');
    assert.notEqual(classOfButton('Liga').actionClass, 'account-modify');
  });
});

describe('look-alikes that must not become writes', () => {
  it('a compound or a noun names a thing; a search word is a search', () => {
    // "Buchdetails" (a book's details) is one word: no booking, whole words only.
    assert.notEqual(labelEffect('Buchdetails', []).kind, 'write');
    assert.ok(!scopeOf('Zeig mir die Buchdetails von "Der Process"').includes('order-manage'));
    // "Buch" is a book unless an object follows the imperative.
    assert.ok(!scopeOf('Buch über Rom finden und den Preis vergleichen').includes('order-manage'));
    assert.ok(!scopeOf('Finde ein Buch über Rom').includes('order-manage'));
    assert.equal(classOfButton('Suche').actionClass, 'web-fetch');
    assert.notEqual(classOfButton('Ordina per prezzo').actionClass, 'order-manage', '"ordina per" sorts');
    assert.deepEqual(
      foreignWebRequests('ordina per prezzo le biciclette').map((r) => r.kind),
      ['look'],
    );
    assert.notEqual(classOfButton('Ver pedido').actionClass, 'order-manage', 'looking at an order changes nothing');
    assert.notEqual(classOfButton('Bestellung ansehen').actionClass, 'order-manage');
  });

  it('a link named by a noun leads to it', () => {
    for (const name of ['Bestellung 4711', 'Boek van de maand', 'Pedido 55']) assert.notEqual(labelEffect(name, [], true).kind, 'write', name);
    assert.equal(labelEffect('Jetzt kaufen', [], true).kind, 'write', 'a link led by a buying verb buys');
  });

  it('English labels and tasks are not read as foreign homographs', () => {
    assert.notEqual(classOfButton('Poster for the spring sale').actionClass, 'message-send');
    assert.notEqual(classOfButton('Place Lyon, France').actionClass, 'payment-initiate', '"płacę" without its accents');
    assert.ok(!scopeOf('Find a poster of Lyon and place it in my wishlist').includes('payment-initiate'));
    assert.deepEqual(foreignWebRequests('place'), []);
    assert.equal(classOfButton('Nachricht an Anna senden').actionClass, 'message-send', 'German "an" is no English small word');
  });

  it('negations still refuse, in every language written with spaces', () => {
    for (const intent of [
      'Nichts kaufen, nur die Preise vergleichen.',
      'Compara los precios pero no compres nada.',
      "Compare les prix mais n'achète rien.",
      'Confronta i prezzi, non comprare niente.',
      'Compare os preços, não compre nada.',
      'Vergelijk de prijzen, niets kopen.',
      'Porównaj ceny, nie kupuj niczego.',
      'Jämför priserna men köp inget.',
      '価格を比較して、購入しないで',
      '比较价格，不要购买',
    ])
      assert.ok(!scopeOf(intent).includes('order-manage'), intent);
  });
});

describe('the lexicon is one reading per word for tasks', () => {
  it('every language has words of each kind, and no request form is of two kinds', () => {
    for (const lex of WORDED) {
      const seen = new Map<string, string>();
      for (const kind of ['look', 'order', 'post', 'pay'] as const) {
        const forms = (lex.forms[kind] ?? '').split(' ').filter((w) => w.length > 0);
        assert.ok(forms.length >= 4, `${lex.lang} ${kind}`);
        for (const form of forms)
          for (const w of spellings(form, lex.lang)) {
            assert.ok(seen.get(w) === undefined || seen.get(w) === kind, `${lex.lang}: "${w}" is ${seen.get(w)} and ${kind}`);
            seen.set(w, kind);
          }
      }
      for (const kind of ['commit', 'save', 'remove', 'step', 'leave'] as const)
        assert.ok((lex.controls[kind] ?? '').length > 0, `${lex.lang} ${kind}`);
    }
    for (const lex of UNSPACED)
      for (const kind of ['look', 'order', 'post', 'pay'] as const) assert.ok((lex.forms[kind] ?? []).length >= 4, `${lex.lang} ${kind}`);
  });
});
