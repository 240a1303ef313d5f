/**
 * Low German, Swiss German, Romansh (Rumantsch Grischun) and Yiddish: the words of web tasks and of
 * page controls. For each kind, in this order: the infinitive, the imperative singular and plural
 * ("betahlen" / "betahl", "zahle" / "zahled", "pajar" / "pajai", "באַצאָלן" / "באַצאָל"), and a page's
 * phrases ("In'n Korf", "I de Warechorb", "Jetzt zahle", "קויף איצט"). Swiss German is listed as its
 * sites write it ("Inechoufe", "Zahle", "Aazeige", "Abmälde", "Wiiter", "Spichere"), Bernese and
 * Zurich forms both ("choufe" / "chaufe", "spichere" / "speichere"); "Abmälde" (unsubscribe, log out)
 * is read in tasks only, as the German "abbestellen" is. Yiddish is listed in its standard spelling,
 * read with its points or without; the words with "ײַ" also in the two-letter spelling ("ייַ"). Forms
 * these languages share with German, Dutch, Spanish or Italian ("kopen", "bestellen", "kaufe", "zahl",
 * "reservar") are listed again so that their own negations ("nich", "nöd", "betg") reach them: "Zahl
 * nöd" pays nothing, where the German entry alone would read a request to pay. Left out, as other read
 * languages' words: Low German "keen" (no; English), "wieder" (on, next; the German "again"), "wies"
 * and "wiesen" (show; German "showed", "meadows"), "finnen" (find; the German "Finns"), "köpen" (buy;
 * the Swedish "the purchases"); Swiss German "sände" (send; the Swedish "sent"), "kauf" (buy; the
 * German "a purchase", read by the German entry), "e", "en" and "es" as articles (the Italian, Dutch
 * and German "and", "it"); Romansh "paja" (pay; the Spanish "straw"), "chattar" and "chatta" (find;
 * the Swedish "chat"), "guardar" (look; the Spanish "save"), "mai" (never; the Romanian "more");
 * Yiddish "צאָל" and "צאָלן" (pay; also "number", "numbers"), "אָן" (without; without its points the
 * article "אַן").
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const NDS_GSW_RM_YI: readonly Lexicon[] = [
  { lang: 'nds', negations: 'nich nix nie ahn', determiners: 'de dat een mien dien sien uns disse', pronouns: 'mi uns em ehr',
    forms: {
      look: 'söken söök finn kieken kiek verglieken vergliek',
      order: 'kopen koop bestellen bestell reserveren reserveer',
      post: 'schrieven schriev sennen schicken schick antern fragen',
      pay: 'betahlen betahl betahlt tahlen överwiesen' },
    controls: {
      look: 'anmellen', order: 'in+n+korf in+den+korf nu+kopen nu+bestellen', pay: 'nu+betahlen', commit: 'bestätigen', save: 'spiekern',
      remove: 'wegmaken wegdoon löschen', step: 'wiedermaken', leave: 'afbreken torüch trüch tomaken', post: 'afschicken', account: 'registreren' },
    nouns: { order: 'bestellung', pay: 'betahlung', post: 'naricht kommentar' },
    places: { order: 'korf inkoopskorf bestellung', settings: 'instellungen konto', post: 'narichten kommentaren' } },
  { lang: 'gsw', negations: 'nöd nid nüt nüüt kei keis keini ohni nie', determiners: 'de dä d s mis mini min dis dini sis', pronouns: 'mir mer üs em ere',
    forms: {
      look: 'sueche suech finde vergliiche vergliich aaluege luege lueg aazeige zeige zeig',
      order: 'choufe chouf chaufe chauf inechoufe iichoufe ichoufe iichaufe kaufe bstelle bstell bestell bestelle bueche reserviere abonniere',
      post: 'schriibe schriib schreib schick schicke abschicke antworte fröge poste kommentiere publiziere',
      pay: 'zahle zahl zahled bezahle bezahl überwiise überwiis',
      settings: 'iischalte uusschalte usschalte aktiviere deaktiviere abmälde abmelde' },
    controls: {
      look: 'iilogge', order: 'i+de+warechorb in+warechorb in+chorb jetzt+choufe jetzt+chaufe jetzt+bstelle jetzt+bueche zur+kasse', pay: 'jetzt+zahle',
      commit: 'bestätige', save: 'spichere speichere', remove: 'lösche entferne',
      step: 'wiiter wiiter+iichoufe wiiter+ichoufe wiiter+inechoufe wiiter+choufe wiiter+chaufe', leave: 'abbräche zrugg schliesse', account: 'registriere konto+erstelle' },
    nouns: { order: 'bstellig', pay: 'zahlig', post: 'nachricht kommentar' },
    places: { order: 'warechorb chorb bstellig', settings: 'iistellige konto profil', post: 'nachrichte kommentär' } },
  { lang: 'rm', negations: 'betg nagin nagina nagut senza', determiners: 'il la ils las in ina mes mia mias tes tia quest questa', pronouns: 'ma ans',
    forms: {
      look: 'tschertgar tschertga cumparegliar mussar mussa',
      order: 'cumprar cumpra cumprai empustar empusta reservar',
      post: 'scriver scriva trametter trametta respunder respunda dumandar publitgar',
      pay: 'pajar pajai pajar+ussa transferir' },
    controls: {
      look: 's+annunziar', order: 'cumprar+ussa', commit: 'confermar', save: 'memorisar', remove: 'stizzar',
      step: 'vinavant proxim', leave: 'interrumper enavos serrar', account: 'crear+in+conto' },
    nouns: { order: 'empustaziun', pay: 'pajament', post: 'messadi commentari' },
    places: { order: 'empustaziun', settings: 'preferenzas conto', post: 'messadis commentaris' } },
  { lang: 'yi', negations: 'ניט נישט קיין קיינמאָל גאָרנישט', determiners: 'דער די דאָס אַ אַן מייַן מײַן דייַן דײַן דעם', pronouns: 'מיר מיך אונדז',
    nounLike: 'ענטפֿער',
    forms: {
      look: 'זוכן זוך זוכט קוקן קוק קוקט ווייַזן ווייַז װײַזן װײַז געפֿינען געפֿין פֿאַרגלייַכן פֿאַרגלײַכן',
      order: 'קויפֿן קויף קויפֿט באַשטעלן באַשטעל באַשטעלט',
      post: 'שרייַבן שרייַב שרײַבן שרײַב שיקן שיק שיקט אָפּשיקן ענטפֿערן ענטפֿער ענטפֿערט פֿרעגן פֿרעג פֿרעגט',
      pay: 'באַצאָלן באַצאָל באַצאָלט באַצאָל+איצט' },
    controls: {
      order: 'קויף+איצט', commit: 'באַשטעטיקן באַשטעטיק', save: 'אויפֿהיטן', remove: 'אויסמעקן',
      step: 'ווייַטער װײַטער', leave: 'צוריק אָפּזאָגן פֿאַרמאַכן' },
    nouns: { order: 'באַשטעלונג', pay: 'באַצאָלונג צאָלונג', post: 'בריוו קאָמענטאַר מעלדונג' },
    places: { order: 'באַשטעלונג באַשטעלונגען', settings: 'קאָנטע', post: 'בריוו קאָמענטאַרן' } },
];
