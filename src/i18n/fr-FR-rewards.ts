/** French texts of « Mes avantages » and the payment portal (src/features/loyalty/account/rewards, payments). */
export const frRewardsMessages: Record<string, string> = {
  "loyalty.account.area.rewards": "Mes avantages",
  "loyalty.account.area.rewardsDescription":
    "Les places, gourmandises et invitations que vos points du {cinema} vous offrent, et votre solde.",
  "loyalty.account.rewardsShortcut": "Voir ce que mes points m’offrent",
  "loyalty.error.4": "Votre solde est insuffisant pour cet avantage",
  "loyalty.account.rewards.balanceTitle": "Mon solde",
  "loyalty.account.rewards.balanceHint":
    "Chaque film vu vous rapporte des points : échangez-les contre les avantages ci-dessous.",
  "loyalty.account.rewards.listTitle": "Avantages à échanger",
  "loyalty.account.rewards.loading": "Chargement de vos avantages…",
  "loyalty.account.rewards.failed": "Vos avantages ne peuvent pas être affichés pour le moment.",
  "loyalty.account.rewards.retry": "Réessayer",
  "loyalty.account.rewards.none":
    "Aucun avantage n’est proposé pour le moment. Les gourmandises, places et invitations que vos points vous offriront apparaîtront ici.",
  "loyalty.account.rewards.cost": "{points, plural, one {# point} other {# points}}",
  "loyalty.account.rewards.available": "À votre portée",
  "loyalty.account.rewards.missing": "Encore {points, plural, one {# point} other {# points}}",
  "loyalty.account.rewards.notAffordable": "Pas encore assez de points",
  "loyalty.account.rewards.redeem": "Échanger",
  "loyalty.account.rewards.atBoxOffice": "Demandez-le à la caisse avec votre carte.",
  "loyalty.account.rewards.confirmTitle": "Échanger « {name} » ?",
  "loyalty.account.rewards.confirmCost":
    "Cet avantage coûte {cost, plural, one {# point} other {# points}}. Il vous restera {left, plural, one {# point} other {# points}}.",
  "loyalty.account.rewards.confirmVoucher": "Vous recevrez un code à présenter à la caisse.",
  "loyalty.account.rewards.confirm": "Échanger {cost, plural, one {# point} other {# points}}",
  "loyalty.account.rewards.confirming": "Échange en cours…",
  "loyalty.account.rewards.cancel": "Annuler",
  "loyalty.account.rewards.redeemed": "C’est fait ! « {name} » est à vous. Votre code à présenter à la caisse : {voucherCode}.",
  "loyalty.account.rewards.actionFailed": "Une erreur est survenue.",
  "loyalty.account.rewards.vouchersTitle": "Mes codes à présenter à la caisse",
  "loyalty.account.rewards.vouchersHint": "Donnez le code d’un avantage à la caisse pour le recevoir.",
  "loyalty.account.rewards.voucherEntry": "{description}, échangé le {date}",
  "loyalty.account.rewards.vouchersFailed": "Vos codes ne peuvent pas être affichés pour le moment.",
  "loyalty.account.payments.title": "Mes moyens de paiement",
  "loyalty.account.payments.what":
    "Vos cartes bancaires enregistrées sont conservées par notre prestataire de paiement sécurisé, pas par le cinéma. Ajoutez-les, modifiez-les ou supprimez-les sur son site ; vous reviendrez ensuite ici.",
  "loyalty.account.payments.open": "Gérer mes moyens de paiement",
  "loyalty.account.payments.opening": "Ouverture du site de paiement…",
  "loyalty.account.payments.unsafe":
    "L’adresse du site de paiement reçue n’est pas une adresse sécurisée : elle n’a pas été ouverte. Réessayez plus tard ou adressez-vous à la caisse.",
  "loyalty.account.payments.failed": "Une erreur est survenue.",
};
