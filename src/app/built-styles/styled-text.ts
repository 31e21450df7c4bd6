/**
 * styled-components' server style text, as its `outputSheet` writes it: for each group (a component, in the order
 * the components were defined), its rules, then a marker rule naming the component and the class names the rules
 * belong to, every rule followed by SPLITTER. The marker selects nothing: `data-styled.g12[id="sc-x-0"]{content:"a,b,"}`.
 */
export const SPLITTER = "/*!sc*/\n";
const SPLITTER_MARK = SPLITTER.trim();

const MARKER = /^data-styled\.g(\d+)\[id="([\w-]+)"\]\{content:"([^"]*)"\}$/;
const MARKERS = /data-styled\.g(\d+)\[id="([\w-]+)"\]\{content:"([^"]*)"\}/g;

export interface StyledGroup {
  /** The group's number in the build's styled-components: it orders the groups. */
  group: number;
  /** The component's id, `sc-…`. */
  id: string;
  names: string[];
  /** Its rules, without the marker. */
  rules: string[];
}

/** The groups of a server style's text, in its order; the text must be styled-components' own. */
export function parseStyledText(text: string): StyledGroup[] {
  const groups: StyledGroup[] = [];
  let rules: string[] = [];
  for (const part of text.split(SPLITTER_MARK)) {
    const rule = part.trim();
    if (!rule) continue;
    const marker = MARKER.exec(rule);
    if (!marker) {
      rules.push(rule);
      continue;
    }
    groups.push({ group: Number(marker[1]), id: marker[2]!, names: marker[3]!.split(",").filter(Boolean), rules });
    rules = [];
  }
  if (rules.length > 0) throw new Error(`styled-components' text ends with ${rules.length} rules and no marker`);
  return groups;
}

/**
 * Several server styles as one, each group once (the rules and names of all its copies) and in the groups' order:
 * the order styled-components itself keeps them in once it runs, which extended components rely on.
 */
export function mergeStyledGroups(...styles: readonly StyledGroup[][]): StyledGroup[] {
  const byGroup = new Map<number, StyledGroup>();
  for (const group of styles.flat()) {
    const known = byGroup.get(group.group);
    if (!known) {
      byGroup.set(group.group, { ...group, names: [...group.names], rules: [...group.rules] });
      continue;
    }
    if (known.id !== group.id) throw new Error(`group ${group.group} is both ${known.id} and ${group.id}`);
    known.names.push(...group.names.filter((name) => !known.names.includes(name)));
    known.rules.push(...group.rules.filter((rule) => !known.rules.includes(rule)));
  }
  return [...byGroup.values()].sort((a, b) => a.group - b.group);
}

const marker = ({ group, id, names }: StyledGroup) =>
  `data-styled.g${group}[id="${id}"]{content:"${names.map((name) => `${name},`).join("")}"}`;

/** The text styled-components would write for these groups. */
export const styledText = (groups: readonly StyledGroup[]): string =>
  groups.map((group) => [...group.rules, marker(group)].map((rule) => rule + SPLITTER).join("")).join("");

/** A group as a browser's start needs it: its marker, and how many rules the text gives it, the marker included. */
export interface StyledMarker extends Omit<StyledGroup, "rules"> {
  size: number;
}

/** The markers of a server style's text, read without taking its rules apart (the browser has them parsed). */
export function readMarkers(text: string): StyledMarker[] {
  const markers: StyledMarker[] = [];
  let from = 0;
  for (const match of text.matchAll(MARKERS)) {
    let size = 1;
    for (let at = text.indexOf(SPLITTER_MARK, from); at !== -1 && at < match.index; at = text.indexOf(SPLITTER_MARK, at + 1)) {
      size++;
    }
    markers.push({ group: Number(match[1]), id: match[2]!, names: match[3]!.split(",").filter(Boolean), size });
    from = match.index + match[0].length + SPLITTER_MARK.length;
  }
  return markers;
}
