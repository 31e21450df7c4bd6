/** French texts of the member's account area (src/features/loyalty/account). */
export const frAccountMessages: Record<string, string> = {
  "loyalty.account.card.title": "Ma carte",
  "loyalty.account.card.qrAlt": "Code QR de votre carte n° {cardNumber}",
  "loyalty.account.card.barcodeAlt": "Code-barres de votre carte n° {cardNumber}",
  "loyalty.account.card.drawing": "Préparation du code de votre carte…",
  "loyalty.account.card.notDrawn": "Le code n'a pas pu être affiché : donnez votre numéro de carte en caisse.",
  "loyalty.account.card.number": "Carte n°",
  "loyalty.account.card.brighten": "En caisse, augmentez la luminosité de votre écran pour que le code se lise du premier coup.",
  "loyalty.account.card.none": "Vous n'avez pas de carte active. Demandez-en une à la caisse du cinéma.",
  "loyalty.account.history.ordersTitle": "Mes commandes",
  "loyalty.account.history.transactionsTitle": "Historique de mes points",
  "loyalty.account.history.loading": "Chargement…",
  "loyalty.account.history.failed":
    "Cet historique ne peut pas être affiché pour le moment. Merci de réessayer dans quelques minutes.",
  "loyalty.account.history.retry": "Réessayer",
  "loyalty.account.history.noOrders":
    "Vos billets et confiseries achetés en ligne ou en caisse avec votre carte apparaîtront ici.",
  "loyalty.account.history.noTransactions": "Les points gagnés à chaque séance et dépensés en récompenses apparaîtront ici.",
  "loyalty.account.history.showMore": "Afficher plus",
  "loyalty.account.history.loadingMore": "Chargement de la suite…",
  "loyalty.account.history.session": "{day} à {time}, {screen}",
  "loyalty.account.history.orderedOn": "Commandé le {date}",
  "loyalty.account.history.orderNumber": "Commande {orderId}",
  "loyalty.account.history.refunded": "Remboursée",
  "loyalty.account.history.membership": "Adhésion",
  "loyalty.account.history.total": "Total : {amount}",
  "loyalty.account.history.points": "{amount, plural, one {{sign}# point} other {{sign}# points}}",
};
