import { defineMessages } from "react-intl";

/** Texts of the home page's programme only: the listing does not ship them. */
export const homeProgrammeMessages = defineMessages({
  featuredPreview: { id: "programme.featured.preview", defaultMessage: "Preview {day} at {time}" },
  featuredRelease: { id: "programme.featured.release", defaultMessage: "New this week" },
  dayAt: { id: "programme.nextDayAt", defaultMessage: "{day} at {cinema}" },
});
