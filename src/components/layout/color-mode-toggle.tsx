import { useSyncExternalStore } from "react";
import { useIntl } from "react-intl";
import styled, { useTheme } from "styled-components";
import {
  chooseColorMode,
  COLOR_MODE_SWITCH_ATTRIBUTE,
  currentColorMode,
  subscribeToColorMode,
} from "../../lib/color-mode/color-mode";
import { ON_PAGE_WITHOUT_SCRIPTS } from "../../lib/page-without-scripts";
import { layoutMessages } from "./messages";
import { useHydrated } from "../use-hydrated";

const ToggleButton = styled.button`
  min-height: 44px;
  margin-top: 1rem;
  padding: 0.5rem 1rem;
  border: 2px solid ${({ theme }) => theme.palette.primary};
  border-radius: ${({ theme }) => theme.radii.buttons};
  background: ${({ theme }) => theme.palette.background};
  color: ${({ theme }) => theme.palette.primary};
  font: inherit;
  cursor: pointer;

  &::before {
    content: "";
    display: inline-block;
    width: 0.875rem;
    height: 0.875rem;
    margin-right: 0.5rem;
    border: 2px solid currentColor;
    border-radius: 50%;
    vertical-align: -0.1rem;
  }

  &[aria-pressed="true"]::before {
    background: currentColor;
  }

  /* Without JavaScript (no head script), or on a page served without its scripts (the offline page), the button
     could do nothing: it is not shown, and takes no room. */
  html:not([${COLOR_MODE_SWITCH_ATTRIBUTE}]) &,
  ${ON_PAGE_WITHOUT_SCRIPTS} & {
    display: none;
  }
  /* Until hydration a tap would do nothing: the button keeps its place, unseen and out of reach. */
  &:not([data-ready]) {
    visibility: hidden;
  }
`;

/** « Thème sombre », pressed or not: the visitor's choice, kept for the next visits. Absent without a dark scheme. */
export default function ColorModeToggle() {
  const intl = useIntl();
  const { colorModes } = useTheme();
  const mode = useSyncExternalStore(subscribeToColorMode, currentColorMode, () => null);
  const hydrated = useHydrated();
  if (!colorModes.dark) return null;
  return (
    <ToggleButton
      type="button"
      data-ready={hydrated || undefined}
      aria-pressed={mode === null ? undefined : mode === "dark"}
      onClick={() => chooseColorMode(mode === "dark" ? "light" : "dark")}
    >
      {intl.formatMessage(layoutMessages.darkMode)}
    </ToggleButton>
  );
}
