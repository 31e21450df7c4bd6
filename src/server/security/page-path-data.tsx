import { isValidElement, type ReactNode } from "react";
import { jsonInScript } from "../../lib/json-in-script";
import { PAGE_PATH_DATA_ID } from "./boot-script";

const LOADER_ID = "gatsby-script-loader";
const PAGE_PATH = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/$/;

/**
 * Gatsby's per-page inline script (`window.pagePath=…`) as a JSON data block read
 * by the boot script (boot-script.ts), so no page carries a script of its own.
 * Throws when the script holds more than the page path (a Gatsby upgrade).
 */
export function withPagePathAsData(components: ReactNode[]): ReactNode[] {
  return components.map((component) => {
    if (!isValidElement<{ id?: string; dangerouslySetInnerHTML?: { __html: string } }>(component)) return component;
    if (component.props.id !== LOADER_ID) return component;
    const script = component.props.dangerouslySetInnerHTML?.__html ?? "";
    const pagePath = PAGE_PATH.exec(script)?.[1];
    if (pagePath === undefined) throw new Error(`Unexpected ${LOADER_ID} script: ${script.slice(0, 120)}`);
    return (
      <script
        key={LOADER_ID}
        type="application/json"
        id={PAGE_PATH_DATA_ID}
        dangerouslySetInnerHTML={{ __html: jsonInScript(JSON.parse(pagePath)) }}
      />
    );
  });
}
