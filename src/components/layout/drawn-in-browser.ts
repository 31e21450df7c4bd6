import styled from "styled-components";

/**
 * The part of a page the browser draws after hydration (a member form, a section of the member area): a screen tall
 * from the start, so the footer is below the first screen and what comes moves nothing in view.
 */
export const DrawnInBrowser = styled.div`
  min-height: 100vh;
`;
