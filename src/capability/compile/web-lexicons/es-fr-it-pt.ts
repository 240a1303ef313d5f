/**
 * Spanish, French, Italian and Portuguese: the words of web tasks and of page controls. For each
 * kind, in this order: infinitive, informal imperative, formal imperative (usted / vous / Lei /
 * você), with a pronoun where people write one ("cómprame"), and the first person a button says.
 * Forms spelled like English words of another meaning are left out, as English labels and tasks
 * would read them: French "poster" and "retire", Spanish "quite", Portuguese "candidate" and "salve".
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const ROMANCE: readonly Lexicon[] = [
  { lang: 'es',
    suffixes: 'me te le lo la nos les los las melo mela meles melos selo sela selos selas noslo nosla',
    lightVerbFirst: true, lightVerbs: 'deja deje dejad dejen dejar haz haga hagan hacer realiza realice realizar presenta presente presentar',
    lightNouns: { post: 'reseña opinión comentario valoración pregunta mensaje solicitud queja reclamación respuesta' }, creates: 'crea crear cree abre abrir abra', negations: 'no nunca jamás nada ningún ninguna sin',
    determiners: 'el la los las un una unos unas mi mis tu tus su sus este esta estos estas ese esa nuestro nuestra del al',
    pronouns: 'me te le les nos lo',
    forms: {
      look: 'buscar busca busque búscame búsqueme encontrar encuentra encuentre encuéntrame comprobar comprueba compruebe revisar revisa revise mirar mira mire comparar compara compare consultar consulta consulte leer lee lea averiguar averigua averigüe verificar verifica verifique mostrar muestra muestre muéstrame explorar explora explore ver',
      order: 'comprar compra compre cómprame cómpreme pedir pide pida pídeme encargar encarga encargue reservar reserva reserve resérvame resérveme alquilar alquila alquile suscribirse suscríbete suscríbase contratar contrata contrate adquirir adquiere adquiera agendar agende suscribirme pedir+cita solicitar+cita haz+un+pedido haga+un+pedido realiza+un+pedido',
      post: 'escribir escribe escriba escríbele publicar publica publique comentar comenta comente responder responde responda contestar contesta conteste preguntar pregunta pregunte enviar envía envíe envíale mandar manda mande mándale postular postula postúlate postule contactar contacta contacte compartir comparte comparta solicitar solicita solicite valorar valora valore',
      pay: 'pagar paga pague págale transferir transfiere transfiera haz+una+transferencia haga+una+transferencia realiza+una+transferencia',
      settings: 'activar activa desactivar desactiva desactive encender enciende apagar apaga apague habilitar habilita deshabilitar deshabilita' },
    // "Envío" is a sending on a form and the shipping in a checkout: the sending (a post) is the more consequential reading.
    controls: {
      look: 'ordenar+por filtrar descargar iniciar+sesión leer+más', order: 'añadir+al+carrito agregar+al+carrito añadir+a+la+cesta finalizar+compra tramitar+pedido realizar+pedido hacer+pedido ir+a+caja pasar+por+caja',
      pay: 'pagar+ahora realizar+pago efectuar+pago', commit: 'confirmar confirma confirme aceptar acepta acepte terminar finalizar',
      save: 'guardar guarde', remove: 'eliminar elimina elimine borrar borra borre quitar quita suprimir dar+de+baja darse+de+baja',
      step: 'siguiente continuar continúa continúe seguir avanzar aplicar seleccionar selecciona seleccione elegir elige elija', leave: 'cancelar cancela cancele volver vuelve cerrar cierra atrás salir omitir anterior', account: 'registrarse regístrate crear+una+cuenta' },
    nouns: { look: 'búsqueda', order: 'pedido compra reserva suscripción cita', pay: 'pago transferencia', post: 'envío publicación' },
    places: { order: 'carrito cesta pedido pedidos reserva reservas compra caja entradas billetes envío', pay: 'transferencia transferencias pagos',
      settings: 'ajustes configuración cuenta perfil preferencias', post: 'tema hilo publicación mensaje mensajes comentarios foro reseña' } },
  { lang: 'fr',
    lightVerbFirst: true, lightVerbs: 'laisse laissez laisser dépose déposez déposer fais faites faire passe passez passer effectue effectuez effectuer soumets soumettez soumettre',
    lightNouns: { post: 'avis commentaire message question réponse candidature demande réclamation critique inscription' }, creates: 'crée créer créez ouvre ouvrir ouvrez', negations: 'ne n pas rien jamais aucun aucune sans',
    determiners: 'le la les l un une des du mon ma mes ton ta tes son sa ses ce cet cette ces votre vos notre nos',
    pronouns: 'moi nous lui leur me m',
    forms: {
      look: 'chercher cherche cherchez rechercher recherche recherchez trouver trouve trouvez vérifier vérifie vérifiez comparer compare comparez consulter consulte consultez lire lis lisez regarder regarde regardez afficher affiche affichez montrer montre montrez explorer explore explorez voir vois voyez',
      order: 'acheter achète achetez commander commande commandez réserver réserve réservez louer loue louez abonner abonne abonnez souscrire souscris souscrivez prendre+rendez+vous prends+rendez+vous prenez+rendez+vous',
      post: 'écrire écris écrivez publier publie publiez poste postez commenter commente commentez répondre réponds répondez demander demande demandez envoyer envoie envoyez contacter contacte contactez postuler postule postulez partager partage partagez',
      pay: 'payer paie paye payez régler règle réglez virer vire virez fais+un+virement faites+un+virement effectue+un+virement effectuez+un+virement',
      settings: 'activer activez désactiver désactive désactivez allumer éteindre éteins' },
    nounLike: 'règle poste vire',
    controls: {
      look: 'trier+par filtrer télécharger se+connecter lire+la+suite', order: 'ajouter+au+panier passer+la+commande passer+commande valider+la+commande valider+ma+commande finaliser+la+commande finaliser+l+achat s+abonner',
      pay: 'procéder+au+paiement', commit: 'confirmer confirme confirmez valider valide validez soumettre soumets accepter accepte acceptez terminer',
      save: 'enregistrer enregistre enregistrez sauvegarder sauvegarde sauvegardez',
      remove: 'supprimer supprime supprimez effacer efface effacez retirer retirez enlever enlève enlevez résilier désabonner',
      step: 'suivant continuer continue continuez poursuivre appliquer sélectionner sélectionnez choisir choisissez', leave: 'annuler annule annulez retour retourner fermer ferme quitter précédent revenir', account: 's+inscrire inscrivez-vous créer+un+compte créer+mon+compte' },
    nouns: { look: 'recherche', order: 'achat commande réservation abonnement', pay: 'paiement règlement virement', post: 'envoi publication' },
    places: { order: 'panier commande commandes réservation réservations caisse paiement billets', pay: 'virement virements',
      settings: 'paramètres réglages compte profil préférences', post: 'fil discussion message messages commentaires réponse sujet forum avis' } },
  { lang: 'it',
    suffixes: 'mi ti ci vi lo la li le ne gli glielo gliela glieli melo mela meli celo cela',
    lightVerbFirst: true, lightVerbs: 'lascia lasci lasciate lasciare fai faccia fate fare effettua effettui effettuare presenta presenti presentare',
    lightNouns: { post: 'recensione commento messaggio domanda richiesta reclamo risposta valutazione iscrizione' }, creates: 'crea creare crei apri aprire', negations: 'non mai niente nulla nessun nessuna senza',
    determiners: 'il lo la i gli le l un uno una mio mia miei mie tuo tua suo sua suoi questo questa del della dei',
    pronouns: 'mi ci gli le ti',
    forms: {
      look: 'ordina+per ordinare+per cercare cerca cerchi ricercare trovare trova trovi controllare controlla confrontare confronta confronti leggere leggi legga guardare guarda guardi mostrare mostra mostrami mostri verificare verifica verifichi visualizzare visualizza consultare consulta vedere vedi',
      order: 'comprare compra compri comprami acquistare acquista acquisti ordinare ordina ordini prenotare prenota prenoti prenotami noleggiare noleggia noleggi abbonarsi abbonati sottoscrivere sottoscrivi fissa+un+appuntamento fissa+appuntamento fissare+un+appuntamento',
      post: 'scrivere scrivi scriva pubblicare pubblica pubblichi commentare commenta commenti rispondere rispondi risponda chiedere chiedi chieda inviare invia invii mandare manda mandi contattare contatta contatti candidarsi candidati condividere condividi condivida recensire recensisci',
      pay: 'pagare paga paghi trasferire trasferisci fai+un+bonifico fate+un+bonifico effettua+un+bonifico esegui+un+bonifico',
      settings: 'attivare attiva disattivare disattiva abilitare abilita disabilitare disabilita accendi spegni' },
    nounLike: 'acquisti ordini noleggi commenti',
    // "Ordina per prezzo" sorts: the phrase is read before the word "ordina" (order).
    controls: {
      look: 'filtra scarica accedi leggi+di+più', order: 'aggiungi+al+carrello procedi+all+ordine procedi+all+acquisto vai+alla+cassa',
      commit: 'conferma confermare confermi accetta accettare accetto invio concludi completa', save: 'salva salvare salvi',
      remove: 'elimina eliminare elimini rimuovi rimuovere cancella cancellare disiscriviti', step: 'avanti continua continuare prosegui proseguire successivo seleziona selezionare scegli scegliere applica',
      leave: 'annulla indietro chiudi torna esci precedente', account: 'registrati registrarsi crea+account crea+un+account' },
    nouns: { look: 'ricerca', order: 'acquisto prenotazione ordine abbonamento', pay: 'pagamento bonifico' },
    places: { order: 'carrello ordine ordini prenotazione prenotazioni pagamento cassa biglietti biglietto', pay: 'bonifico bonifici',
      settings: 'impostazioni profilo preferenze account', post: 'argomento messaggio messaggi commenti risposta discussione recensione' } },
  { lang: 'pt',
    lightVerbFirst: true, lightVerbs: 'deixe deixa deixar faça faz fazer efetue efetua efetuar envie',
    lightNouns: { post: 'avaliação comentário opinião mensagem pergunta reclamação resposta candidatura inscrição' }, creates: 'crie criar cria abra abrir abre', negations: 'não nao nunca nada nenhum nenhuma sem',
    determiners: 'o a os as um uma uns umas meu minha meus minhas seu sua seus suas este esta esse essa do da dos das no na',
    pronouns: 'me nos lhe',
    forms: {
      look: 'procurar procura procure buscar busca busque pesquisar pesquisa pesquise encontrar encontra encontre verificar verifica verifique comparar compara compare consultar consulta consulte ler leia veja ver mostrar mostra mostre conferir confere confira',
      order: 'comprar compra compre encomendar encomenda encomende pedir pede peça reservar reserva reserve alugar aluga alugue assinar assina assine subscrever subscreva contratar contrata contrate adquirir adquire adquira agendar agende faça+um+pedido faz+um+pedido',
      post: 'escrever escreve escreva publicar publica publique postar posta poste comentar comenta comente responder responde responda perguntar pergunta pergunte enviar envia envie mandar manda mande candidatar candidata candidate+se contatar contata contate contactar contacte compartilhar compartilha compartilhe partilhar partilha partilhe avaliar avalie',
      pay: 'pagar paga pague transferir transfere transfira faça+uma+transferência faz+uma+transferência faça+um+pix faz+um+pix',
      settings: 'ligar liga ligue desligar desliga desligue ativar ativa ative desativar desativa desative habilitar habilita desabilitar desabilita' },
    controls: {
      look: 'ordenar+por filtrar baixar leia+mais', order: 'adicionar+ao+carrinho adicionar+à+sacola finalizar+compra finalizar+pedido fechar+pedido ir+para+o+carrinho',
      commit: 'confirmar confirma confirme aceitar aceita aceite submeter concluir conclua finalizar', save: 'salvar salva guardar guarde gravar',
      remove: 'excluir exclua eliminar elimine remover remova apagar apague descadastrar', step: 'próximo seguinte continuar avançar prosseguir aplicar selecionar selecione escolher escolha',
      leave: 'cancelar cancele voltar volte fechar feche sair anterior', account: 'cadastre-se cadastre+se registre-se registre+se criar+conta criar+uma+conta' },
    nouns: { look: 'pesquisa busca', order: 'reserva compra pedido assinatura encomenda', pay: 'pagamento transferência', post: 'envio publicação' },
    places: { order: 'carrinho sacola cesta pedido pedidos reserva reservas pagamento bilhetes ingressos', pay: 'transferência transferências',
      settings: 'configurações definições conta perfil preferências', post: 'tópico tema publicação mensagem mensagens comentários avaliação' } },
];
