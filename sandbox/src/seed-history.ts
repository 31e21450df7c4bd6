import type { SandboxContext } from "./context";

const DAY = 24 * 3_600_000;
const FALLBACK_FILMS = [
  { id: 1000001, title: "La Belle Saison" },
  { id: 1000002, title: "Les Ombres du Rhône" },
];

/** Marie's booking for a showtime still to come: the one e-ticket the site offers to put in a wallet. */
export const UPCOMING_ORDER_ID = "A1000004";
/** Her orders for showtimes now past, newest first. */
const PAST_ORDER_IDS = ["A1000001", "A1000002", "A1000003"] as const;
/** Orders of marie.dupont, newest first, in the seed so that the e-ticket route has ids to serve. */
export const DEMO_ORDER_IDS = [UPCOMING_ORDER_ID, ...PAST_ORDER_IDS] as const;

/** Marie's favourites, orders and points history (call inside ctx.write). */
export function seedHistory(ctx: SandboxContext, memberId: number): void {
  const released = ctx.films.all().filter((film) => film.released);
  const films = released.length >= 2 ? released.slice(0, 2) : FALLBACK_FILMS;
  const cinema = ctx.site.cinemaId;
  const daysAgo = (days: number, hour = 20): string => {
    const date = new Date(ctx.now() - days * DAY);
    date.setUTCHours(hour, 30, 0, 0);
    return date.toISOString();
  };

  ctx.members.setBalance(memberId, "VISITS", 14);
  ctx.favorites.upsertCinema(memberId, cinema, true, daysAgo(90));
  films.forEach((film, index) => ctx.favorites.addFilm(memberId, film.id, daysAgo(20 - index)));

  const ticket = (description: string, quantity: number, unitPriceCents: number) => ({
    type: "TICKET",
    description,
    quantity,
    unitPriceCents,
  });
  const orders = [
    {
      days: 10,
      film: films[0]!,
      screen: "Salle 1",
      items: [ticket("Plein tarif", 2, 1090), { ...ticket("Popcorn moyen", 1, 650), type: "CONCESSION" }],
    },
    { days: 30, film: films[1]!, screen: "Salle 2", items: [ticket("Membre fidélité", 1, 790)] },
    { days: 60, film: films[0]!, screen: "Salle 3", items: [ticket("Membre fidélité", 1, 790)] },
  ];
  let earned = 0;
  orders.forEach((order, index) => {
    const orderId = PAST_ORDER_IDS[index]!;
    const total = order.items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0);
    earned += Math.floor(total / 20);
    ctx.history.insertOrder({
      order_id: orderId,
      member_id: memberId,
      booking_id: `B${orderId.slice(1)}`,
      cinema_id: cinema,
      ordered_at: daysAgo(order.days + 1, 12),
      status: "COMPLETED",
      total_cents: total,
      film_id: order.film.id,
      film_title: order.film.title,
      session_at: daysAgo(order.days),
      screen_name: order.screen,
      items: JSON.stringify(order.items),
    });
    ctx.history.insertTransaction({
      transaction_id: `T${orderId.slice(1)}`,
      member_id: memberId,
      occurred_at: daysAgo(order.days, 23),
      cinema_id: cinema,
      type: "EARN",
      balance_type: "POINTS",
      amount: Math.floor(total / 20),
      description: `Séance : ${order.film.title}`,
      order_id: orderId,
      voucher_code: null,
    });
  });
  // Booked yesterday for a showtime in six days: no points yet (they come with the screening).
  const upcomingItems = [ticket("Plein tarif", 2, 1090)];
  ctx.history.insertOrder({
    order_id: UPCOMING_ORDER_ID,
    member_id: memberId,
    booking_id: `B${UPCOMING_ORDER_ID.slice(1)}`,
    cinema_id: cinema,
    ordered_at: daysAgo(1, 12),
    status: "COMPLETED",
    total_cents: upcomingItems.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0),
    film_id: films[1]!.id,
    film_title: films[1]!.title,
    session_at: daysAgo(-6),
    screen_name: "Salle 2",
    items: JSON.stringify(upcomingItems),
  });
  const bonus = (id: string, days: number, amount: number, description: string) =>
    ctx.history.insertTransaction({
      transaction_id: id,
      member_id: memberId,
      occurred_at: daysAgo(days, 9),
      cinema_id: cinema,
      type: "ADJUST",
      balance_type: "POINTS",
      amount,
      description,
      order_id: null,
      voucher_code: null,
    });
  bonus("T0000001", 120, 1000, "Bienvenue au Club Aurore");
  // Makes the history add up to the seeded balance.
  bonus("T0000002", 5, ctx.members.balance(memberId, "POINTS") - 1000 - earned, "Bonus anniversaire");
}
