/**
 * How languages besides English name the argument that picks what a dispatcher does: "action", "operation", "function",
 * "command" ("aktion", "acción", "operace", "işlem", "действие"). Each is the word of that language, with and without its accents.
 */
// prettier-ignore
export const OPERATION_WORDS_ABROAD: readonly string[] = [
  'aktion', 'accion', 'acción', 'azione', 'acao', 'ação', 'acco', 'akce', 'akcia', 'akcja', 'akcija', 'actie', 'handling', 'toiminto',
  'toiminta', 'toimenpide', 'operacion', 'operación', 'operazione', 'operacao', 'operação', 'operacja', 'operace', 'operasi', 'operatie',
  'operație', 'operasjon', 'operacija', 'operació', 'muvelet', 'művelet', 'islem', 'işlem', 'eylem', 'deistvie', 'tegevus', 'darbiba',
  'darbība', 'veiksmas', 'dejanje', 'действие', 'операция', 'операція', 'дія', 'ενέργεια', 'funktion', 'funcion', 'función', 'funzione',
  'funcao', 'função', 'fonction', 'funkce', 'funkcja', 'befehl', 'comando', 'commande', 'kommando', 'kommand', 'opcion', 'opcao', 'metodo',
  'método', 'methode', 'metoda', 'gníomh', 'gniomh', 'gweithred', 'aksi', 'tindakan', '操作', '动作', '動作', 'アクション', '작업', '동작',
  'atgard', 'åtgärd', 'atgärd', 'parancs', 'utasitas', 'utasítás', 'akcio', 'akció', 'polecenie', 'dzialanie', 'działanie', 'prikaz', 'příkaz',
  'príkaz', 'actiune', 'acțiune', 'acţiune', 'comanda', 'comandă', 'operatiune', 'operațiune', 'komut', 'opdracht', 'bewerking', 'vorgang',
  'komento', 'kask', 'käsk', 'komanda', 'radnja', 'naredba', 'ukaz', 'команда', 'εντολή', 'entoli', 'perintah', 'operasi', 'thao_tac', 'thao tác',
  'hanh_dong', 'hành động', 'lenh', 'lệnh', 'aksyon', 'utos', 'kitendo', 'amri', 'פעולה', 'إجراء', 'عملية', 'أمر', 'عملیات', 'دستور', 'क्रिया',
  'कार्रवाई', 'コマンド', '処理', '命令', '명령', 'คำสั่ง', 'การดำเนินการ', 'gweithrediad', 'ekintza', 'accio', 'acció', 'toimingud',
];
