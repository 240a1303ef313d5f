/**
 * Tool words of Greek, Ukrainian and Bulgarian (src/action/foreign.ts reads them). Third-person
 * verbs of descriptions ("Εμφανίζει …", "Скасовує …", "Изпраща …"), imperatives and nouns of action
 * under the base form, the nouns tools act on, and the small words. Accents and Greek final sigma
 * are folded on both sides. Ukrainian declines its nouns: they are mostly stems; Bulgarian adds its
 * definite article to the noun ("поръчката"): an ending. Forms that are as often another word are
 * left out (Greek "κλείνει" closes and books, Bulgarian "превежда" transfers and translates,
 * Ukrainian "завантажує" uploads and downloads), or glossed as the English word ambiguous the same
 * way ("рахунок": an invoice or an account, as Russian "счёт" is read).
 */
import type { ToolLanguage } from './language.ts';

// prettier-ignore
export const GREEK_CYRILLIC: readonly ToolLanguage[] = [
  { lang: 'el', verbs: {
    shows: 'εμφανίζει προβάλλει δείχνει', show: 'εμφάνιση εμφάνισε εμφανίστε προβολή δείξε', lists: 'απαριθμεί παραθέτει', returns: 'επιστρέφει',
    gets: 'ανακτά λαμβάνει φέρνει', get: 'ανάκτηση λήψη ανάκτησε', searches: 'αναζητά ψάχνει', search: 'αναζήτηση αναζήτησε', finds: 'βρίσκει', find: 'βρες',
    reads: 'διαβάζει', checks: 'ελέγχει', check: 'έλεγχος έλεγξε', calculates: 'υπολογίζει', calculate: 'υπολογισμός υπολόγισε',
    creates: 'δημιουργεί', create: 'δημιουργία δημιούργησε δημιουργήστε', adds: 'προσθέτει', add: 'προσθήκη πρόσθεσε προσθέστε',
    deletes: 'διαγράφει', delete: 'διαγραφή διάγραψε διαγράψτε', removes: 'αφαιρεί', remove: 'αφαίρεση', updates: 'ενημερώνει', update: 'ενημέρωση',
    changes: 'αλλάζει τροποποιεί', change: 'αλλαγή τροποποίηση άλλαξε αλλάξτε', saves: 'αποθηκεύει', save: 'αποθήκευση αποθήκευσε',
    sends: 'στέλνει αποστέλλει', send: 'αποστολή στείλε στείλτε', pays: 'πληρώνει εξοφλεί', pay: 'πλήρωσε πληρώστε εξόφληση',
    transfers: 'μεταφέρει', transfer: 'μεταφορά έμβασμα', refunds: 'αποζημιώνει επιστρέφει_χρήματα επιστρέφει_το_ποσό',
    refund: 'επιστροφή_χρημάτων επιστροφή_ποσού', charges: 'χρεώνει', charge: 'χρέωση', cancels: 'ακυρώνει', cancel: 'ακύρωση ακύρωσε ακυρώστε',
    books: 'κάνει_κράτηση κλείνει_ραντεβού', orders: 'παραγγέλνει', buys: 'αγοράζει', invites: 'προσκαλεί', invite: 'πρόσκληση',
    grants: 'χορηγεί παραχωρεί', revokes: 'ανακαλεί', blocks: 'μπλοκάρει αποκλείει', executes: 'εκτελεί', execute: 'εκτέλεση', runs: 'τρέχει',
    uploads: 'ανεβάζει', downloads: 'κατεβάζει', shares: 'μοιράζεται κοινοποιεί', publishes: 'δημοσιεύει', publish: 'δημοσίευση', posts: 'αναρτά',
    opens: 'ανοίγει', approves: 'εγκρίνει', approve: 'έγκριση', rejects: 'απορρίπτει', assigns: 'αναθέτει', schedules: 'προγραμματίζει',
    notifies: 'ειδοποιεί', replies: 'απαντά', registers: 'καταχωρεί εγγράφει', issues: 'εκδίδει', moves: 'μετακινεί', reserves: 'δεσμεύει',
  }, nouns: {
    booking: 'κράτηση', bookings: 'κρατήσεις κρατήσεων', appointment: 'ραντεβού', order: 'παραγγελία', orders: 'παραγγελίες παραγγελιών',
    invoice: 'τιμολόγιο', invoices: 'τιμολόγια τιμολογίων', payment: 'πληρωμή', payments: 'πληρωμές πληρωμών', customer: 'πελάτης πελάτη',
    customers: 'πελάτες πελατών', message: 'μήνυμα μηνύματος', messages: 'μηνύματα μηνυμάτων', email: 'ηλεκτρονικό_ταχυδρομείο', settings: 'ρυθμίσεις ρυθμίσεων',
    password: 'κωδικός_πρόσβασης κωδικό_πρόσβασης κωδικού_πρόσβασης συνθηματικό', code: 'κωδικός κωδικό', role: 'ρόλος ρόλο', roles: 'ρόλοι ρόλων', permissions: 'δικαιώματα δικαιωμάτων',
    user: 'χρήστης χρήστη', users: 'χρήστες χρηστών', account: 'λογαριασμός λογαριασμού λογαριασμό', stock: 'απόθεμα αποθέματα αποθεμάτων',
    list: 'λίστα λίστας κατάλογος καταλόγου', schedule: 'πρόγραμμα προγράμματος', date: 'ημερομηνία ημερομηνίας', day: 'ημέρα μέρα ημέρας',
    time: 'ώρα ώρας', product: 'προϊόν προϊόντος', products: 'προϊόντα προϊόντων', room: 'δωμάτιο δωματίου', rooms: 'δωμάτια', table: 'τραπέζι τραπεζιού πίνακας',
    seat: 'θέση', ticket: 'εισιτήριο', tickets: 'εισιτήρια', amount: 'ποσό ποσού', balance: 'υπόλοιπο', file: 'αρχείο αρχείου', files: 'αρχεία',
    document: 'έγγραφο', documents: 'έγγραφα', report: 'αναφορά', reports: 'αναφορές', data: 'δεδομένα στοιχεία', details: 'λεπτομέρειες',
    history: 'ιστορικό', status: 'κατάσταση', price: 'τιμή', prices: 'τιμές τιμών', money: 'χρήματα', card: 'κάρτα κάρτας', supplier: 'προμηθευτής',
    suppliers: 'προμηθευτές', employee: 'υπάλληλος', staff: 'προσωπικό', event: 'εκδήλωση', calendar: 'ημερολόγιο', address: 'διεύθυνση',
    phone: 'τηλέφωνο', notification: 'ειδοποίηση', notifications: 'ειδοποιήσεις', new: 'νέο νέα νέος', purchase: 'αγορά', tool: 'εργαλείο',
  }, small: {
    the: 'ο η το οι τα του της των τον την τη τους τις', a: 'ένα μια μία έναν ενός', to: 'σε στο στη στην στον στα στους στις', from: 'από', with: 'με',
    without: 'χωρίς', for: 'για', and: 'και', not: 'δεν μη μην', all: 'όλα όλες όλους όλοι', only: 'μόνο', per: 'ανά', each: 'κάθε', that: 'που',
    specified: 'συγκεκριμένη συγκεκριμένο συγκεκριμένης',
  } },
  { lang: 'uk', verbs: {
    shows: 'показує відображає', show: 'показати покажи відобразити', lists: 'перелічує виводить', list: 'вивести', returns: 'повертає',
    gets: 'отримує одержує', get: 'отримати отримай отримання', searches: 'шукає', search: 'шукати знайти знайди пошук', finds: 'знаходить',
    reads: 'читає', read: 'прочитати', checks: 'перевіряє', check: 'перевірити перевір перевірка', calculates: 'обчислює розраховує',
    calculate: 'обчислити розрахувати', creates: 'створює', create: 'створити створи створення', adds: 'додає', add: 'додати додай додавання',
    deletes: 'видаляє', delete: 'видалити видали видалення', removes: 'прибирає', updates: 'оновлює', update: 'оновити онови оновлення',
    changes: 'змінює', change: 'змінити зміна', edits: 'редагує', edit: 'редагувати редагування', saves: 'зберігає', save: 'зберегти збережи збереження',
    sends: 'надсилає відправляє посилає', send: 'надіслати надішли відправити відправ надсилання відправлення', pays: 'оплачує сплачує платить',
    pay: 'оплатити оплати сплатити', transfers: 'переказує переводить', transfer: 'переказати', refunds: 'відшкодовує повертає_кошти повертає_гроші',
    refund: 'відшкодувати повернути_кошти повернення_коштів', charges: 'списує стягує', cancels: 'скасовує', cancel: 'скасувати скасуй скасування',
    books: 'бронює', book: 'забронювати забронюй', orders: 'замовляє', order: 'замовити замов', buys: 'купує', buy: 'купити купи',
    invites: 'запрошує', invite: 'запросити', grants: 'надає', revokes: 'відкликає', blocks: 'блокує', block: 'заблокувати', executes: 'виконує',
    runs: 'запускає', publishes: 'публікує', publish: 'опублікувати', closes: 'закриває', opens: 'відкриває', approves: 'підтверджує схвалює',
    assigns: 'призначає', notifies: 'сповіщає нагадує', replies: 'відповідає', registers: 'реєструє', issues: 'виставляє',
    moves: 'переносить переміщує',
    schedules: 'планує',
    views: 'переглядає', view: 'переглянути', exports: 'експортує вивантажує', export: 'експортувати', downloads: 'скачує', download: 'скачати',
    corrects: 'виправляє', correct: 'виправити', sets: 'встановлює', set: 'встановити', configures: 'налаштовує', configure: 'налаштувати',
    records: 'записує фіксує', record: 'записати', prints: 'друкує', print: 'надрукувати роздрукувати', signs: 'підписує', sign: 'підписати',
    accepts: 'приймає', accept: 'прийняти', rejects: 'відхиляє', reject: 'відхилити', suspends: 'призупиняє', suspend: 'призупинити',
    reserves: 'резервує', reserve: 'зарезервувати', withdraws: 'знімає', withdraw: 'зняти', disburses: 'виплачує', disburse: 'виплатити',
    ships: 'відвантажує', forwards: 'пересилає переадресовує', forward: 'переслати', delivers: 'доставляє', deliver: 'доставити',
    shares: 'ділиться поширює', share: 'поділитися', notify: 'нагадати сповістити', starts: 'вмикає починає', start: 'увімкнути ввімкнути',
    stops: 'вимикає зупиняє', stop: 'вимкнути зупинити', restarts: 'перезапускає перезавантажує', restart: 'перезапустити перезавантажити',
    resets: 'скидає', reset: 'скинути', arms: 'ставить_на_охорону', disarms: 'знімає_з_охорони', tests: 'тестує', test: 'протестувати',
    issue: 'виставити видати', grant: 'надати', revoke: 'відкликати', execute: 'виконати', run: 'запустити', close: 'закрити', open: 'відкрити',
    approve: 'підтвердити схвалити', reply: 'відповісти', register: 'зареєструвати', move: 'перенести перемістити', schedule: 'запланувати',
    assign: 'призначити',
  }, nouns: {
    booking: 'бронювання бронь броні', orders: 'замовлен*', invoices: 'рахун*', payments: 'платіж платеж* оплат*', customers: 'клієнт* покупц* покупець',
    messages: 'повідомлен*', email: 'пошт*', settings: 'налаштуван*', password: 'парол*', role: 'роль ролі ролей', permissions: 'права прав доступ*',
    users: 'користувач*', account: 'акаунт* обліков*', stock: 'запас* залишк*', list: 'спис*', schedule: 'розклад*', date: 'дата дати дату',
    day: 'день дня дні', time: 'час часу', products: 'товар* продукт*', tables: 'столик*', seats: 'місц* місце', tickets: 'квит*',
    amount: 'сума суму суми сумою', balance: 'баланс*', files: 'файл*', documents: 'документ*', reports: 'звіт*', data: 'дані даних',
    history: 'істор*', status: 'статус*', prices: 'ціна ціни ціну цін', money: 'гроші грошей кошти коштів', card: 'картк*', suppliers: 'постачальник*',
    employees: 'працівник* співробітник*', calendar: 'календар*', notification: 'сповіщен*', delivery: 'доставк*', contacts: 'контакт*',
    rooms: 'кімнат*', tool: 'інструмент*', warehouse: 'склад складі складу складів', record: 'запис запису записи записів', new: 'новий нова нове нові',
  }, small: {
    and: 'і й та', or: 'або чи', with: 'з із зі', without: 'без', for: 'для', in: 'в у', on: 'на', from: 'від', by: 'за', not: 'не', all: 'всі усі всіх',
    only: 'лише тільки', to: 'до', specified: 'вказаний вказану вказаного вказаної заданий задану',
  } },
  { lang: 'bg', endings: 'та то те ът ят а я', verbs: {
    shows: 'показва', show: 'покажи показване', lists: 'изброява извежда', returns: 'връща', gets: 'получава извлича', get: 'получи извличане',
    searches: 'търси', search: 'търсене потърси', finds: 'намира', reads: 'чете', checks: 'проверява', check: 'провери проверка',
    calculates: 'изчислява пресмята', creates: 'създава', create: 'създай създаване', adds: 'добавя', add: 'добави добавяне', deletes: 'изтрива',
    delete: 'изтрий изтриване', removes: 'премахва', remove: 'премахни премахване', updates: 'актуализира обновява',
    update: 'актуализирай обнови актуализиране обновяване', changes: 'променя', change: 'промени промяна', edits: 'редактира', saves: 'запазва',
    save: 'запази', sends: 'изпраща праща', send: 'изпрати изпращане', pays: 'плаща заплаща', pay: 'плати', transfers: 'прехвърля',
    refunds: 'рефундира възстановява_сумата връща_парите', cancels: 'отменя анулира', cancel: 'отмени анулирай отмяна анулиране',
    books: 'резервира', book: 'резервирай', orders: 'поръчва', order: 'поръчай', buys: 'купува', buy: 'купи', invites: 'кани', grants: 'предоставя',
    revokes: 'отнема', blocks: 'блокира', executes: 'изпълнява', runs: 'стартира', publishes: 'публикува', closes: 'затваря', opens: 'отваря',
    approves: 'одобрява потвърждава', assigns: 'назначава', notifies: 'уведомява известява', replies: 'отговаря', registers: 'регистрира',
    schedules: 'насрочва планира', moves: 'премества', charges: 'таксува', exports: 'експортира изнася',
  }, nouns: {
    booking: 'резервация', bookings: 'резервации', order: 'поръчка', orders: 'поръчки', invoice: 'фактура', invoices: 'фактури', payment: 'плащане',
    payments: 'плащания', customer: 'клиент клиента', customers: 'клиенти', message: 'съобщение', messages: 'съобщения', email: 'имейл имейли поща',
    settings: 'настройки', password: 'парола', role: 'роля', roles: 'роли', permissions: 'права достъп', user: 'потребител потребителя',
    users: 'потребители', account: 'акаунт профил', stock: 'наличност наличности склад', list: 'списък списъка', schedule: 'график графика разписание',
    date: 'дата', day: 'ден деня', days: 'дни', time: 'време', product: 'продукт', products: 'продукти стоки', room: 'стая', rooms: 'стаи', table: 'маса',
    ticket: 'билет', tickets: 'билети', amount: 'сума', balance: 'баланс салдо', file: 'файл', files: 'файлове', document: 'документ', documents: 'документи',
    report: 'отчет доклад', data: 'данни', history: 'история', status: 'статус състояние', price: 'цена', prices: 'цени', money: 'пари', card: 'карта',
    supplier: 'доставчик', suppliers: 'доставчици', employee: 'служител', employees: 'служители', event: 'събитие', calendar: 'календар',
    notification: 'известие', notifications: 'известия', delivery: 'доставка', tool: 'инструмент', new: 'нов нова ново нови',
  }, small: {
    and: 'и', or: 'или', with: 'с със', without: 'без', for: 'за', in: 'в във', on: 'на', from: 'от', by: 'по', not: 'не', all: 'всички', only: 'само',
    to: 'до', specified: 'зададен зададена определен определена посочен посочена даден дадена дадено',
  } },
];
