import { defineMessages } from "react-intl";

export const theaterMessages = defineMessages({
  title: { id: "theater.title", defaultMessage: "{cinema}: practical information" },
  description: { id: "theater.description", defaultMessage: "Address, opening hours, access, screens and prices of {cinema}." },
  address: { id: "theater.address", defaultMessage: "Address" },
  contact: { id: "theater.contact", defaultMessage: "Contact" },
  openingHours: { id: "theater.openingHours", defaultMessage: "Opening hours" },
  openingHoursLine: { id: "theater.openingHoursLine", defaultMessage: "{days}: {opens} – {closes}" },
  /** A line of the access and screens lists: its name in bold, then what it says. */
  namedLine: { id: "theater.namedLine", defaultMessage: "<b>{name}</b>: {text}" },
  access: { id: "theater.access", defaultMessage: "Getting here" },
  screens: { id: "theater.screens", defaultMessage: "Screens" },
  screenSeats: {
    id: "theater.screenSeats",
    defaultMessage: "{seats, number} seats, including {wheelchair, plural, one {# wheelchair space} other {# wheelchair spaces}}",
  },
  prices: { id: "theater.prices", defaultMessage: "Prices" },
  accessibility: { id: "theater.accessibility", defaultMessage: "Accessibility" },
  accessTram: { id: "theater.access.tram", defaultMessage: "Tram" },
  accessBus: { id: "theater.access.bus", defaultMessage: "Bus" },
  accessTrain: { id: "theater.access.train", defaultMessage: "Metro and train" },
  accessCar: { id: "theater.access.car", defaultMessage: "Car" },
  accessBike: { id: "theater.access.bike", defaultMessage: "Bike" },
  accessWalk: { id: "theater.access.walk", defaultMessage: "On foot" },
});
