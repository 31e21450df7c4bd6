import { defineMessages } from "react-intl";

export const searchMessages = defineMessages({
  label: { id: "search.label", defaultMessage: "Search for a film" },
  placeholder: { id: "search.placeholder", defaultMessage: "Title, director, actor…" },
  results: {
    id: "search.results",
    defaultMessage: "{count, plural, one {# film found} other {# films found}}",
  },
  noResults: { id: "search.noResults", defaultMessage: "No film found" },
  loading: { id: "search.loading", defaultMessage: "Loading the films…" },
  unavailable: { id: "search.unavailable", defaultMessage: "The search is unavailable for the moment." },
});
