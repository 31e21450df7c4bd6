import type { SandboxContext } from "./context";

const YEAR = 365 * 24 * 3_600_000;

export const DEMO_GIFT_CARD = "5012340000001234";
export const INVALID_GIFT_CARD = "5012340000009999";
/** Physical cards issued by the box office but not yet attached to a member (AddCard). */
export const SPARE_CARDS = ["AUR0000101", "AUR0000102", "AUR0000103", "AUR0000104", "AUR0000105"];

/** What the box office sells and honours (call inside ctx.write). */
export function seedCatalogue(ctx: SandboxContext): void {
  const cinema = ctx.site.cinemaId;
  const membership = { cinema_id: cinema, grouping_id: 1, grouping_name: "Adhésions" };
  ctx.catalogue.insertMembershipItem({
    ...membership,
    code: "ADH-CLUB",
    description: "Carte Club Aurore (gratuite)",
    member_level_id: 1,
    member_level_name: "Club Aurore",
    price_cents: 0,
    sort_order: 1,
  });
  ctx.catalogue.insertMembershipItem({
    ...membership,
    code: "ADH-CLUB-PLUS",
    description: "Carte Club Aurore Plus",
    member_level_id: 2,
    member_level_name: "Club Aurore Plus",
    price_cents: 1500,
    sort_order: 2,
  });

  const rewards = [
    ["RW-BOISSON", "Boisson fraîche", "Une boisson de 50 cl au comptoir.", "Confiserie", 150],
    ["RW-POPCORN", "Popcorn moyen", "Un popcorn moyen sucré ou salé.", "Confiserie", 250],
    ["RW-PLACE", "Place offerte", "Une place pour la séance de votre choix, hors majorations.", "Billetterie", 600],
    ["RW-AVP", "Invitation avant-première", "Deux places pour une avant-première du mois.", "Événements", 1500],
  ] as const;
  rewards.forEach(([item_id, name, description, category, points_cost], sort_order) =>
    ctx.rewards.insertItem({ item_id, name, description, category, points_cost, sort_order }),
  );

  const vouchers = [
    ["EV-PLACE", "E-billet plein tarif", 1090, 365],
    ["EV-DUO", "E-billet duo", 2000, 365],
    ["EV-GOUTER", "Ciné-goûter enfant", 750, 180],
  ] as const;
  vouchers.forEach(([id, description, price_cents, valid_days], sort_order) =>
    ctx.catalogue.insertEVoucher({ id, cinema_id: cinema, description, price_cents, valid_days, sort_order }),
  );

  const expires = new Date(ctx.now() + 2 * YEAR).toISOString();
  ctx.catalogue.insertGiftCard({
    card_number: DEMO_GIFT_CARD,
    balance_cents: 4500,
    currency: "EUR",
    expires_at: expires,
    status: "ACTIVE",
  });
  ctx.catalogue.insertGiftCard({
    card_number: INVALID_GIFT_CARD,
    balance_cents: 0,
    currency: "EUR",
    expires_at: expires,
    status: "CANCELLED",
  });

  for (const card_number of SPARE_CARDS)
    ctx.cards.insert({ card_number, member_id: null, card_type: "PHYSICAL", is_primary: 0, status: "ACTIVE", added_at: null });
}
