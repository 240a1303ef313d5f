/**
 * Pashto, Sindhi, Odia and Assamese: the words of web tasks and of page controls. All four put the
 * verb last and ask with a noun and "do" or "give" in any politeness or compound ("امر وکړئ", "آرڊر
 * ڪريو", "ଅର୍ଡର କରନ୍ତୁ", "অৰ্ডাৰ কৰি দিয়ক"), read by `lightVerbs` (../web-morphology.ts), or with a verb's
 * polite imperative ("واخلئ", "خريد ڪريو", "କିଣନ୍ତୁ", "কিনক"). Pashto negates with "مه" (don't) before
 * the verb; Sindhi with "نه"; Odia with "ନାହିଁ" after or "ନ" before; Assamese writes its negation
 * joined ("নকিনিব": don't buy), listed with the negations. Left out: Pashto "واخله" alone (take: also
 * to take any thing), Sindhi "وٺو" alone (take), Assamese "দিয়ক" alone (give). Sindhi's postposition "۾"
 * (in) is a sign, not a letter: its phrases are written without it ("ڪارٽ+شامل+ڪريو").
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const PS_SD_OR_AS: readonly Lexicon[] = [
  { lang: 'ps', lightVerbs: 'کړه کړئ وکړه وکړئ کړی کړې ورکړه ورکړئ', negatedLightVerbs: 'مه+کړه مه+کوئ', markers: 'دا مهرباني',
    lightNouns: { order: 'امر فرمایش بکنګ رزرو', post: 'نظر ځواب پوښتنه', pay: 'تادیه پیسې', look: 'لټون پلټنه', save: 'خوندي', commit: 'ثبت' },
    negations: 'مه نه هیڅ هېڅ هیڅکله پرته', determiners: 'دا هغه یو زما ستا د', pronouns: 'ماته',
    forms: {
      look: 'ولټوه ولټوئ وپلټه وپلټئ وګوره وګورئ پرتله+کړئ ومومه وښایه',
      order: 'وپېروه وپیروه وپېرئ واخلئ وپیرئ امر+وکړئ بک+کړئ رزرو+کړئ',
      post: 'ولیکه ولیکئ ولېږه ولېږئ ولیږه ولیږئ واستوه واستوئ ځواب+ورکړئ وپوښته وپوښتئ',
      pay: 'تادیه+کړئ تادیه+وکړئ پیسې+ورکړئ پیسې+ولېږئ',
      settings: 'بند+کړئ بند+کړه فعال+کړئ غیرفعال+کړئ' },
    controls: {
      look: 'ترتیب فلټر', order: 'ټوکرۍ+ته+یې+واچوئ ټوکرۍ+ته اوس+یې+واخلئ', pay: 'اوس+تادیه+کړئ',
      commit: 'تایید+کړئ تصدیق+کړئ ومنئ', save: 'خوندي+کړئ ساتل', remove: 'ړنګ+کړئ حذف+کړئ پاک+کړئ لرې+کړئ', step: 'بل راتلونکی دوام+ورکړئ مخکې',
      leave: 'لغوه+کړئ لغو+کړئ شاته بېرته' },
    nouns: { order: 'امر فرمایش رزرو', pay: 'تادیه', post: 'پیغام نظر' },
    places: { order: 'ټوکرۍ امرونه تادیه', settings: 'امستنې ترتیبات حساب', post: 'پیغامونه نظرونه' } },
  { lang: 'sd', lightVerbs: 'ڪريو ڪر ڪري+ڏيو ڪري+ڇڏيو ڏيو ڏي', negatedLightVerbs: 'نه+ڪريو نه+ڪر', markers: 'کي مهرباني',
    lightNouns: { order: 'آرڊر بڪ بکنگ خريد', post: 'جواب تبصرو سوال', pay: 'ادا ادائگي', look: 'ڳولا جاچ', save: 'محفوظ', commit: 'جمع' },
    negations: 'نه نڪي بنا', determiners: 'هي هو هڪ منهنجو منهنجي', pronouns: 'مونکي',
    forms: {
      look: 'ڳوليو ڳول ڏسو ڏس جانچ+ڪريو ڀيٽ+ڪريو ڏيکاريو',
      order: 'خريد+ڪريو خريدو آرڊر+ڪريو بڪ+ڪريو بکنگ+ڪريو',
      post: 'لکو لک موڪليو موڪل جواب+ڏيو پڇو پڇ',
      pay: 'ادا+ڪريو ادائگي+ڪريو پئسا+موڪليو رقم+موڪليو',
      settings: 'بند+ڪريو چالو+ڪريو' },
    controls: {
      look: 'ترتيب فلٽر', order: 'ٽوڪري+وجهو ڪارٽ+شامل+ڪريو هاڻي+خريد+ڪريو', pay: 'هاڻي+ادا+ڪريو',
      commit: 'تصديق+ڪريو جمع+ڪرايو', save: 'محفوظ+ڪريو سيو+ڪريو', remove: 'ختم+ڪريو ڊليٽ+ڪريو هٽايو', step: 'اڳيون اڳتي جاري+رکو',
      leave: 'منسوخ+ڪريو واپس بند+ڪريو' },
    nouns: { order: 'آرڊر خريداري', pay: 'ادائگي', post: 'پيغام تبصرو' },
    places: { order: 'ٽوڪري ڪارٽ آرڊر ادائگي', settings: 'سيٽنگون اڪائونٽ پروفائل', post: 'پيغام تبصرا' } },
  { lang: 'or', lightVerbs: 'କରନ୍ତୁ କର କରିଦିଅନ୍ତୁ କରି+ଦିଅନ୍ତୁ କରିଦିଅ ଦିଅନ୍ତୁ ଦିଅ', markers: 'କୁ ଦୟାକରି ଟିକେ',
    lightNouns: { order: 'ବୁକ୍ ଅର୍ଡର କ୍ରୟ', post: 'ଉତ୍ତର ପ୍ରଶ୍ନ ମନ୍ତବ୍ୟ', pay: 'ପେମେଣ୍ଟ ଦେୟ', look: 'ଯାଞ୍ଚ ସନ୍ଧାନ ତୁଳନା', settings: 'ବନ୍ଦ ଚାଲୁ', save: 'ସେଭ୍ ସଂରକ୍ଷଣ', commit: 'ଦାଖଲ' },
    negations: 'ନାହିଁ ନ ବିନା କଦାପି', determiners: 'ଏହି ସେହି ଗୋଟିଏ ମୋର ଆପଣଙ୍କ', pronouns: 'ମୋତେ ଆମକୁ ତାଙ୍କୁ',
    forms: {
      look: 'ଖୋଜନ୍ତୁ ଖୋଜ ଦେଖନ୍ତୁ ଯାଞ୍ଚ+କରନ୍ତୁ ତୁଳନା+କରନ୍ତୁ ଦେଖାନ୍ତୁ',
      order: 'କିଣନ୍ତୁ କିଣ କିଣିଦିଅନ୍ତୁ ଅର୍ଡର+କରନ୍ତୁ ବୁକ୍+କରନ୍ତୁ',
      post: 'ଲେଖନ୍ତୁ ଲେଖ ପଠାନ୍ତୁ ପଠାଅ ପଚାରନ୍ତୁ ଉତ୍ତର+ଦିଅନ୍ତୁ',
      pay: 'ପେମେଣ୍ଟ+କରନ୍ତୁ ଦେୟ+ପୈଠ+କରନ୍ତୁ ଟଙ୍କା+ପଠାନ୍ତୁ ପୈଠ+କରନ୍ତୁ',
      settings: 'ବନ୍ଦ+କରନ୍ତୁ ଚାଲୁ+କରନ୍ତୁ' },
    controls: {
      look: 'ସଜାନ୍ତୁ ଫିଲ୍ଟର', order: 'କାର୍ଟରେ+ଯୋଡନ୍ତୁ ବର୍ତ୍ତମାନ+କିଣନ୍ତୁ', pay: 'ବର୍ତ୍ତମାନ+ପେମେଣ୍ଟ+କରନ୍ତୁ',
      commit: 'ନିଶ୍ଚିତ+କରନ୍ତୁ ଦାଖଲ+କରନ୍ତୁ', save: 'ସେଭ୍+କରନ୍ତୁ ସଂରକ୍ଷଣ+କରନ୍ତୁ', remove: 'ଡିଲିଟ୍+କରନ୍ତୁ ବିଲୋପ+କରନ୍ତୁ ହଟାନ୍ତୁ', step: 'ପରବର୍ତ୍ତୀ ଆଗକୁ ଜାରି+ରଖନ୍ତୁ',
      leave: 'ବାତିଲ+କରନ୍ତୁ ପଛକୁ ବନ୍ଦ+କରନ୍ତୁ' },
    nouns: { order: 'ଅର୍ଡର ବୁକିଂ', pay: 'ପେମେଣ୍ଟ', post: 'ବାର୍ତ୍ତା ମନ୍ତବ୍ୟ' },
    places: { order: 'କାର୍ଟ ଅର୍ଡର ପେମେଣ୍ଟ', settings: 'ସେଟିଂସ ସେଟିଂ ପ୍ରୋଫାଇଲ', post: 'ବାର୍ତ୍ତା ମନ୍ତବ୍ୟ' } },
  { lang: 'as', lightVerbs: 'কৰক কৰা কৰি+দিয়ক কৰি+দিয়া দিয়ক দিয়া', negatedLightVerbs: 'নকৰিব নকৰিবা', markers: 'অলপ অনুগ্ৰহ',
    lightNouns: { order: 'বুক অৰ্ডাৰ', post: 'উত্তৰ প্ৰশ্ন মন্তব্য', pay: 'পৰিশোধ পেমেণ্ট', look: 'সন্ধান পৰীক্ষা তুলনা', settings: 'বন্ধ চালু', save: 'ছেভ সংৰক্ষণ', commit: 'দাখিল' },
    negations: 'নাই নহয় নকিনিব নিকিনিব নিকিনিবা কেতিয়াও বিনা', determiners: 'এই সেই এটা মোৰ আপোনাৰ', pronouns: 'মোক আমাক তেওঁক',
    forms: {
      look: 'বিচাৰক বিচাৰা চাওক পৰীক্ষা+কৰক তুলনা+কৰক দেখুৱাওক',
      order: 'কিনক কিনা কিনি+দিয়ক অৰ্ডাৰ+কৰক বুক+কৰক',
      post: 'লিখক লিখা পঠিয়াওক পঠিওৱা সোধক উত্তৰ+দিয়ক',
      pay: 'পৰিশোধ+কৰক পেমেণ্ট+কৰক টকা+পঠিয়াওক ধন+পঠিয়াওক',
      settings: 'বন্ধ+কৰক চালু+কৰক' },
    controls: {
      look: 'সজাওক ফিল্টাৰ', order: 'কাৰ্টত+যোগ+কৰক এতিয়াই+কিনক', pay: 'এতিয়াই+পৰিশোধ+কৰক',
      commit: 'নিশ্চিত+কৰক দাখিল+কৰক', save: 'ছেভ+কৰক সংৰক্ষণ+কৰক', remove: 'মচক ডিলিট+কৰক আঁতৰাওক', step: 'পৰৱৰ্তী আগলৈ অব্যাহত+ৰাখক',
      leave: 'বাতিল+কৰক উভতি+যাওক বন্ধ+কৰক' },
    nouns: { order: 'অৰ্ডাৰ বুকিং', pay: 'পৰিশোধ', post: 'বাৰ্তা মন্তব্য' },
    places: { order: 'কাৰ্ট অৰ্ডাৰ পৰিশোধ', settings: 'ছেটিংছ প্ৰফাইল', post: 'বাৰ্তা মন্তব্য' } },
];
