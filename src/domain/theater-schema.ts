import { z } from "zod";

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "expected a time HH:MM, 00:00 to 23:59");

export const theaterSchema = z.strictObject({
  id: z.string().regex(/^\d{1,10}$/),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  description: z.string().min(1),
  address: z.strictObject({
    street: z.string().min(1),
    postalCode: z.string().regex(/^\d{5}$/),
    city: z.string().min(1),
    country: z.string().length(2),
  }),
  geo: z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  phone: z.string().min(1),
  email: z.email(),
  /** Times on a 24-hour clock, « 13:30 »: the site writes them as it writes showtimes (« 13 h 30 »). */
  openingHours: z.array(z.strictObject({ days: z.string().min(1), opens: clockTime, closes: clockTime })),
  access: z.array(z.strictObject({ mode: z.enum(["tram", "bus", "train", "car", "bike", "walk"]), text: z.string().min(1) })),
  screens: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        seats: z.int().positive(),
        wheelchairSpaces: z.int().min(0),
        features: z.array(z.string().min(1)),
      }),
    )
    .min(1),
  prices: z
    .array(
      z.strictObject({
        label: z.string().min(1),
        /** Euros, e.g. 9.5 */
        amount: z.number().min(0),
        conditions: z.string().min(1).optional(),
      }),
    )
    .min(1),
  accessibility: z.array(z.string().min(1)).min(1),
});

export type TheaterContent = z.infer<typeof theaterSchema>;
