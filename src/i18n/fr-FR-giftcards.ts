/** French texts of the gift card page and the Google Wallet passes (src/features/loyalty/gift-cards, wallet). */
export const frGiftCardsMessages: Record<string, string> = {
  "layout.footer.giftCards": "Cartes et bons cadeaux",
  "giftCards.title": "Cartes et bons cadeaux",
  "giftCards.description":
    "Consultez le solde de votre carte cadeau du {cinema} et offrez du cinéma : cartes cadeaux et e-billets.",
  "giftCards.intro":
    "Offrez du cinéma : une carte cadeau à utiliser en caisse et en ligne, ou un e-billet pour une séance, envoyé par e-mail.",
  "giftCards.balance.title": "Consulter le solde d’une carte cadeau",
  "giftCards.balance.cardNumber": "Numéro de la carte cadeau",
  "giftCards.balance.cardNumberHint": "Le numéro au dos de la carte, avec ou sans espaces.",
  "giftCards.balance.cardNumberMissing": "Saisissez le numéro de la carte cadeau.",
  "giftCards.balance.pin": "Code PIN (si votre carte en a un)",
  "giftCards.balance.pinHint": "Sous la zone à gratter, sur certaines cartes seulement.",
  "giftCards.balance.submit": "Consulter le solde",
  "giftCards.balance.checking": "Vérification…",
  "giftCards.balance.result": "Solde de la carte n° {cardNumber}",
  "giftCards.balance.validUntil": "Valable jusqu’au {date} inclus.",
  "giftCards.balance.noExpiry": "Sans date de fin de validité.",
  "giftCards.balance.unavailable":
    "Le service des cartes cadeaux est momentanément indisponible. Votre saisie est conservée : réessayez dans quelques minutes.",
  "giftCards.picture": "Carte cadeau",
  "giftCards.buy.title": "Offrir une carte cadeau",
  "giftCards.buy.text": "Le montant de votre choix, à utiliser pour des places et au comptoir, en ligne comme en caisse.",
  "giftCards.buy.link": "Acheter une carte cadeau",
  "giftCards.vouchers.title": "E-billets à offrir",
  "giftCards.vouchers.intro": "Une place à offrir, reçue par e-mail et échangée en caisse pour la séance de son choix.",
  "giftCards.vouchers.loading": "Chargement des e-billets…",
  "giftCards.vouchers.failed": "Les e-billets ne peuvent pas être affichés pour le moment.",
  "giftCards.vouchers.retry": "Réessayer",
  "giftCards.vouchers.none": "Aucun e-billet n’est en vente en ligne pour le moment : renseignez-vous en caisse.",
  "giftCards.vouchers.validity":
    "Valable {unit, select, year {{count, plural, one {# an} other {# ans}}} month {{count} mois} other {{count, plural, one {# jour} other {# jours}}}} à compter de l’achat",
  "giftCards.vouchers.buy": "Acheter",
  "giftCards.handoffNote": "L’achat se fait sur notre billetterie en ligne, avec votre compte fidélité.",
  "loyalty.wallet.add": "Ajouter à Google Wallet",
  "loyalty.wallet.preparing": "Préparation du pass…",
  "loyalty.wallet.cardPass": "(votre carte de membre)",
  "loyalty.wallet.ticketPass": "(e-billet de la commande n° {orderId})",
  "loyalty.wallet.cardHint":
    "Gardez votre carte de membre dans Google Wallet sur votre téléphone Android et présentez-la en caisse.",
  "loyalty.wallet.refused":
    "Le lien reçu pour Google Wallet n’est pas un lien Google Wallet : nous ne l’avons pas ouvert. Réessayez plus tard.",
  "loyalty.wallet.failed": "Votre pass n’a pas pu être préparé pour Google Wallet. Réessayez dans quelques minutes.",
};
