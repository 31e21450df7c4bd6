import { defineMessages } from "react-intl";

/** The filters panel's texts: they load with the panel, after hydration. */
export const filterMessages = defineMessages({
  filters: { id: "programme.filters", defaultMessage: "Filter showtimes" },
  activeFilters: {
    id: "programme.activeFilters",
    defaultMessage: "{count, plural, one {# active filter} other {# active filters}}",
  },
  version: { id: "programme.filter.version", defaultMessage: "Version" },
  anyVersion: { id: "programme.filter.anyVersion", defaultMessage: "All" },
  versionVF: { id: "programme.filter.vf", defaultMessage: "VF (French version)" },
  versionVOST: { id: "programme.filter.vost", defaultMessage: "VOST (original version with subtitles)" },
  accessibility: { id: "programme.filter.accessibility", defaultMessage: "Accessibility" },
  accessibilityAD: { id: "programme.filter.ad", defaultMessage: "Audio description (AD)" },
  accessibilitySDH: { id: "programme.filter.sdh", defaultMessage: "Subtitles for the deaf and hard of hearing (ST-SME)" },
  accessibilityRelax: { id: "programme.filter.relax", defaultMessage: "Relaxed showing (Ciné-relax)" },
  format: { id: "programme.filter.format", defaultMessage: "Format" },
  anyFormat: { id: "programme.filter.anyFormat", defaultMessage: "All" },
  events: { id: "programme.filter.events", defaultMessage: "Events" },
  previews: { id: "programme.filter.previews", defaultMessage: "Previews only" },
  clearFilters: { id: "programme.filter.clear", defaultMessage: "Clear the filters" },
});
