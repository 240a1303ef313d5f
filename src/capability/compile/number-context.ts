/**
 * The words around a bare number that say what it is (entities.ts): an id after a record's noun ("order 88213", "số 131"), a
 * month after a month's word ("tháng 11"), a count before what is counted ("3 lessons"), money after money's words ("rent is
 * 2200"), a year after a determiner ("my 2030 fee"), a clock time after the hour's word ("at 9.45", "jam 16.00").
 */
/** Words after which a bare number is an id ("order 88213", "issue 318", "PR 51", "ticket no. 4471"). */
export const ID_NOUN_BEFORE =
  /\b(?:order|orders|issue|issues|pr|prs|pull\s+request|ticket|tickets|invoice|bill|booking|reservation|confirmation|reference|ref|pnr|locator|appointment|case|request|expense|claim|run|job|build|transaction|account|customer|user|member|patient|employee|client|id|number|no|nr|unit|units|room|plot|lot|bay|berth|locker|pitch|court|desk|seat|stall|space|spot|box|dock|gate|platform|cabin|bed|ward|cell|table|lane|pier|slip|pen|kennel|stand|fob|badge|keycard|tag|số|nummer|numéro|número|numero|numer|номер|numara|nomor|nombor)\.?\s*(?:#|no\.?|number|id)?\s*(?:is\s+|:\s*|=\s*)?$/iu;

/** A month's word just before a number ("month 11", "tháng 11", "mes 3"): the number is the month, no sum of money. */
export const MONTH_BEFORE =
  /(?<![\p{L}])(?:month|tháng|mes|mois|monat|maand|mese|mês|miesiąc|měsíc|mesiac|hónap|kuukausi|månad|måned|ay|bulan|buwan|месяц|місяць)\s*$/iu;

/** What follows a count of at most three digits, not an id ("order 10 bags", "book 2 rooms", "order 5 kg"): a unit or a plural noun, not a verb or a closing word ("thanks"). */
export const COUNT_NOT_ID =
  /^\s*(?:(?:kg|g|lbs?|l|ml|m|cm|pcs?|x)\b|\s(?!(?:was|is|has|does|goes|this|its|his|hers|ours|yours|plus|minus|less|unless|across|as|us|yes|thanks|thx|tks|always|perhaps|sometimes|towards|afterwards|besides|anyways|asap|pls|plz)\b)\p{Ll}{2,}(?<![su])s\b)/u;

/** Words near a bare number that make it an amount of money ("rent is 2200", "a fee of 5.29"). */
export const MONEY_CONTEXT =
  /(?<![\p{L}])(?:rent|fee|fees|amount|price|prices|cost|costs|pay|paid|payment|payments|total|balance|budget|sum|refund|difference|salary|charge|bill|spent|spend|transfer|owe|owed|deposit|withdraw|tip|donate|donation|invoice|money|cash|euros?|dollars?|pago|pagar|precio|importe|cuota|reembolso|depósito|pagamento|importo|prezzo|rimborso|quota|paiement|montant|prix|remboursement|frais|betrag|preis|zahlung|gebühr|erstattung|kaution|valor|preço|reembolse|taxa|bedrag|prijs|betaling|kwota|opłata|zwrot|částka|poplatek|tutar|ücret|ödeme|belopp|avgift)(?![\p{L}])/iu;

/** A determiner just before a year: "my 2030 maintenance fee" names which one. */
export const DETERMINER_BEFORE = /(?:^|[^\p{L}])(?:my|our|your|his|her|their|the|this|that|last|next)\s+$/iu;

/** A plural noun after a whole number (not a currency's name): what is counted. */
export const COUNTED =
  /^\s+(?:(?:more|extra|other|unused|remaining|free|full|whole|missed|new|old)\s+)?(?!(?:euros|dollars|pounds|francs|yen|bucks|quid|cents|pence|grand|rupees|pesos|reais|kronor|kroner|lire|lei|zloty|rand)\b)[a-z]{2,}s\b/i;

/** Instalments a sum is paid in, in other languages' plurals ("in 3 termijnen", "en 3 plazos", "w 3 ratach"): a count. */
export const INSTALMENTS =
  /^\s+(?:termijnen|raten|rate|plazos|cuotas|parcelas|prestações|prestacoes|versements|échéances|mensualités|mensualidades|raty|ratach|splátky|splátkách|részletben|részlet|taksit|taksitte|erässä|erää|avbetalningar|afdrag|rater|платежа|платежей|платежі|частинами)(?![\p{L}])/iu;

/** Words after a clock time ("10.30 ko", "9.45am", "18.00 uhr"). */
export const TIME_AFTER = /^\s*(?:am|pm|a\.m|p\.m|h\b|hrs|uhr|ko\b|k\.o|kick|o['’]clock|start|sharp|tomorrow|tmrw|today|tonight)/i;

/** Words just before a clock time: "klo 13.30", "at 9.45", "alle 11.30", "um 10.15", "jam 16.00". */
export const TIME_BEFORE =
  /(?:^|[^\p{L}])(?:klo|kello|kl|at|à|a las|alle|ore|um|om|godz|hora|from|until|till|by|jam|pukul|lúc|às|saat|klokka)\.?\s*$/iu;
