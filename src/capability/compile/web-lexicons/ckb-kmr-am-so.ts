/**
 * Kurdish (Sorani, in Arabic letters; Kurmanji, in Latin letters), Amharic and Somali: the words of
 * web tasks and of page controls. Kurdish asks with the subjunctive imperative, singular and plural
 * ("بکڕە" / "بکڕن", "bikire" / "bikirin"), or a noun and "bike" / "بکە" (do), read as a phrase; its
 * prohibitive ("مەکڕە", "neke") is a word of its own. Amharic: the imperative, familiar and polite
 * ("ግዛ" / "ይግዙ", "ላክ" / "ይላኩ"); its negated verbs ("አትግዛ") are words of their own, and "ሰርዝ"
 * (cancel, delete) is read as the removal it may be. Somali: the imperative singular and plural
 * ("iibso" / "iibsada"); its "ha" (do not) stands before the verb. Left out: Kurmanji "paş" and "pêş"
 * (back, forward: without their marks, French "pas"), "rake" (remove); Amharic "ያለ" (without; also
 * "which is"), "ተከራይ" (rent; also "a tenant"), "ይመልሱ" (answer; also "give back"); Somali "dir"
 * alone (send; "dir" in English tasks).
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const CKB_KMR_AM_SO: readonly Lexicon[] = [
  { lang: 'ckb',
    lightVerbs: 'بکە بکەن بدە بدەن', negatedLightVerbs: 'مەکە مەکەن مەدە مەدەن', markers: 'بۆم بۆمان تکایە',
    lightNouns: { order: 'داواکاری', post: 'وەڵام پرسیار', pay: 'پارە', look: 'گەڕان بەراورد', commit: 'تۆمار', save: 'پاشەکەوت' }, negations: 'نە هیچ هەرگیز بەبێ', determiners: 'ئەم ئەو یەک', pronouns: 'بۆم بۆمان',
    forms: {
      look: 'بگەڕێ بگەڕێن بدۆزەرەوە بپشکنە بەراورد+بکە بەراورد+بکەن پیشان+بدە ببینە',
      order: 'بکڕە بکڕن بیکڕە بیکڕن',
      post: 'بنووسە بنووسن بنێرە بنێرن بڵاوی+بکەرەوە وەڵام+بدەرەوە بپرسە بپرسن',
      pay: 'پارە+بدە پارە+بدەن پارەکە+بدە پارەدان+بکە' },
    controls: {
      look: 'ڕیزکردن فلتەر', order: 'زیادکردن+بۆ+سەبەتە بۆ+سەبەتە ئێستا+بیکڕە', pay: 'ئێستا+پارە+بدە', post: 'ناردن',
      commit: 'پشتڕاستکردنەوە پەسەندکردن', save: 'پاشەکەوتکردن پاشەکەوت+بکە', remove: 'سڕینەوە بیسڕەوە لابردن', step: 'دواتر بەردەوام+بە',
      leave: 'هەڵوەشاندنەوە گەڕانەوە داخستن' },
    nouns: { order: 'کڕین', pay: 'پارەدان', post: 'پەیام لێدوان' },
    places: { order: 'سەبەتە سەبەتەی پارەدان', settings: 'ڕێکخستنەکان', post: 'پەیامەکان لێدوانەکان' } },
  { lang: 'kmr',
    lightVerbs: 'bike bikin bide bidin', negatedLightVerbs: 'neke nekin nede nedin',
    lightNouns: { order: 'rezerv kirîn', post: 'bersiv pirs', pay: 'pere drav', look: 'kontrol berhev', commit: 'qeyd', save: 'tomar' }, negations: 'ne na qet bêyî', determiners: 'ev ew yek', pronouns: 'min me',
    forms: {
      look: 'bigere bigerin lêbigere bibîne bibînin kontrol+bike berhev+bike nîşan+bide',
      order: 'bikire bikirin sîparîş+bike sîparîş+bikin rezerv+bike',
      post: 'binivîse binivîsin bişîne bişînin biweşîne bersiv+bide bersiv+bidin bipirse bipirsin şîrove+bike parve+bike',
      pay: 'pere+bide pere+bidin drav+bide dravdan+bike',
      settings: 'vemirîne' },
    controls: {
      look: 'rêz+bike', order: 'li+sepetê+zêde+bike têxe+sepetê niha+bikire', pay: 'niha+bide', commit: 'piştrast+bike qebûl+bike', save: 'tomar+bike biparêze',
      remove: 'jê+bibe jêbibe jêbirin', step: 'berdewam+bike piştre', leave: 'betal+bike bigire vegere' },
    nouns: { order: 'sîparîş', pay: 'dravdan', post: 'peyam şîrove' },
    places: { order: 'sepet sepetê sîparîş', settings: 'mîheng', post: 'peyam' } },
  { lang: 'am',
    suffixes: 'ልኝ ልን ልህ ልሽ ልዎ ላቸው ው ኝ ን', lightVerbs: 'አድርግ አድርጊ ያድርጉ አድርጉ ስጥ ስጪ ይስጡ ስጡ',
    lightNouns: { post: 'ጥያቄ', commit: 'ምዝገባ' }, negations: 'አይ አይደለም በፍጹም ምንም', determiners: 'ይህ ያ ይህን ያንን አንድ', pronouns: 'ለእኔ ለእኛ',
    forms: {
      look: 'ፈልግ ፈልጊ ይፈልጉ አግኝ ያግኙ አወዳድር ያወዳድሩ አሳይ አሳዩ ይመልከቱ ተመልከት',
      order: 'ግዛ ግዙ ይግዙ እዘዝ ይዘዙ አስይዝ ያስይዙ',
      post: 'ጻፍ ይጻፉ ጻፉ ላክ ይላኩ ላኩ ለጥፍ ይለጥፉ መልስ+ስጥ ጠይቅ ይጠይቁ አጋራ ያጋሩ',
      pay: 'ክፈል ይክፈሉ ክፈሉ ገንዘብ+ላክ ገንዘብ+ይላኩ',
      settings: 'አጥፋ አጥፉ አብራ አብሩ' },
    controls: {
      look: 'ደርድር ማጣሪያ', order: 'ወደ+ጋሪ+ጨምር ወደ+ጋሪ+ያክሉ ወደ+ቅርጫት+ጨምር ወደ+ቅርጫት+ያክሉ አሁን+ይግዙ', pay: 'አሁን+ይክፈሉ',
      commit: 'አረጋግጥ ያረጋግጡ አስገባ እስማማለሁ', save: 'አስቀምጥ ያስቀምጡ', remove: 'ሰርዝ ይሰርዙ አስወግድ አጥፋ', step: 'ቀጣይ ቀጥል ይቀጥሉ', leave: 'ተመለስ ዝጋ' },
    nouns: { look: 'ፍለጋ', order: 'ትዕዛዝ ትእዛዝ ቦታ+ማስያዝ ግዢ', pay: 'ክፍያ', post: 'መልእክት መልዕክት አስተያየት' },
    places: { order: 'ጋሪ ቅርጫት ትዕዛዝ ክፍያ ትኬቶች', settings: 'ቅንብሮች መለያ መገለጫ', post: 'መልእክቶች መልዕክቶች አስተያየቶች' } },
  { lang: 'so', negations: 'ha ma weligaa', determiners: 'kan kaas', pronouns: 'ii noo',
    forms: {
      look: 'raadi raadso raadiya hubi hubiya isbarbardhig muuji eeg eega',
      order: 'iibso iibsada dalbo dalbada boos+qabso',
      post: 'qor qora fariin+dir dir+fariin weydii weydiiya ka+jawaab jawaab+celi',
      pay: 'bixi bixiya lacag+bixi lacagta+bixi',
      settings: 'dami dansi shid' },
    controls: {
      look: 'kala+sooc shaandhee', order: 'ku+dar+dambiisha ku+dar+gaariga iibso+hadda dalbo+hadda', pay: 'bixi+hadda',
      commit: 'xaqiiji xaqiijiya gudbi ogolow', save: 'kaydi kaydso', remove: 'tirtir ka+saar', step: 'ku+xiga sii+wad', leave: 'jooji ka+noqo dib+u+noqo xir' },
    nouns: { order: 'dalab dalabka', post: 'fariin fariinta faallo' },
    places: { order: 'dambiisha gaariga dalabka', settings: 'dejinta', post: 'fariimaha faallooyinka' } },
];
