import {
  lazy,
  memo,
  startTransition,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from "react";
// eslint-disable-next-line no-restricted-imports -- the one place islands get their roots
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { RawIntlProvider, useIntl, type IntlShape } from "react-intl";
import { ThemeProvider, useTheme, type DefaultTheme } from "styled-components";
import { LazyPart } from "../lazy-part";
import { loadOnDemand } from "../load-on-demand";
import { LinkProvider, useLinkActions, usePageLocation, type LinkActions } from "../site-link/link-context";
import { IslandHydratingProvider } from "../use-hydrated";
import { whenIslandWanted } from "./when-island-wanted";

/** An island's code: a module whose default export is the island's component. */
export type IslandModule<P> = () => Promise<{ default: ComponentType<P> }>;

interface IslandProps<P> {
  /** The island's name, on its element (`data-island`) and in the console. */
  name: string;
  load: IslandModule<P>;
  /**
   * The island's data, each value compared: it hydrates with what it has when its code comes, which must render what
   * the build rendered (the page's data), then follows the page's changes.
   */
  props: P;
}

/** What the page's own tree gives an island, given again in the island's root. */
interface Bridge {
  intl: IntlShape;
  theme: DefaultTheme;
  actions: LinkActions;
  pathname: string;
  search: string;
}

/** One object for every render: React writes innerHTML again only when this prop's identity changes. */
const KEEP_SERVER_HTML = { __html: "" };

/** An island rendered, not hydrated, has nothing to keep: its code is fetched at once. */
const atOnce = (_element: HTMLElement, wake: () => void) => {
  wake();
  return () => undefined;
};

const onUncaughtError = (error: unknown, info: ErrorInfo) => console.error("Uncaught error in an island:", error, info);
const onRecoverableError = (error: unknown) => console.error("An island could not hydrate its server HTML:", error);

/** The islands' modules the build has asked for (defineIsland). */
const serverLoads: Promise<void>[] = [];

/** Once every island declared so far has its module: what the build awaits before it renders a page. */
export const islandsReady = (): Promise<void> => Promise.all(serverLoads).then(() => undefined);

/**
 * A moving part of a pre-rendered page, in its own React root (docs/architecture.md, "Islands"): the one way a page or
 * a slice declares an island, `const Search = defineIsland("film-search", () => import("./film-search"))`, and hands
 * it its data as props, `<Search />`. The build renders it with the page. In the browser the page's tree holds only
 * its element, whose HTML React neither compares nor writes; the island's code is fetched when the visitor reaches
 * for it (a pointer, a key or the focus inside it) or when the browser is first idle, and React then hydrates that
 * element alone, in a transition (in slices), keeping every element the visitor may be touching. Until then the
 * HTML works as it does without JavaScript.
 */
export function defineIsland<P extends object>(name: string, load: IslandModule<P>): ComponentType<P> {
  const inBrowserBundle = () => typeof __STATIC_HTML__ !== "undefined" && __STATIC_HTML__;
  // The build renders an island as soon as its module is in: a slice's styles are collected synchronously
  // (src/app/slices/slice-styles.tsx), so outside the browser bundle the module is asked for at once.
  const server: { component: ComponentType<P> | null; lazy: ComponentType<P> } = { component: null, lazy: lazy(load) };
  if (!inBrowserBundle()) serverLoads.push(load().then((module) => void (server.component = module.default)));
  function DefinedIsland(props: P) {
    if (inBrowserBundle()) return <IslandInBrowser name={name} load={load} props={props} />;
    const Component = server.component ?? server.lazy;
    return (
      <div data-island={name}>
        <LazyPart fallback={null}>
          <Component {...props} />
        </LazyPart>
      </div>
    );
  }
  DefinedIsland.displayName = `Island(${name})`;
  return DefinedIsland;
}

/** The island's tree in its root: what the server rendered around it (the same Suspense boundary, no element). */
function IslandFrame({ bridge, onHydrated, children }: { bridge: Bridge; onHydrated: () => void; children: ReactNode }) {
  const [hydrating, setHydrating] = useState(true);
  useEffect(() => {
    startTransition(() => setHydrating(false));
    onHydrated();
  }, [onHydrated]);
  return (
    <IslandHydratingProvider value={hydrating}>
      <RawIntlProvider value={bridge.intl}>
        <ThemeProvider theme={bridge.theme}>
          <LinkProvider actions={bridge.actions} pathname={bridge.pathname} search={bridge.search}>
            <LazyPart fallback={null}>{children}</LazyPart>
          </LinkProvider>
        </ThemeProvider>
      </RawIntlProvider>
    </IslandHydratingProvider>
  );
}

function useBridge(): Bridge {
  const intl = useIntl();
  const theme = useTheme();
  const actions = useLinkActions();
  const { pathname, search } = usePageLocation();
  return { intl, theme, actions, pathname, search };
}

const sameBridge = (a: Bridge, b: Bridge) =>
  a.intl === b.intl && a.theme === b.theme && a.actions === b.actions && a.pathname === b.pathname && a.search === b.search;

const sameProps = (a: object, b: object) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key as keyof object], b[key as keyof object]));
};

interface MountedIsland<P> {
  root: Root;
  tree: () => ReactNode;
  /** Until React has hydrated the island, nothing else is rendered into its root (that would discard its HTML). */
  hydrated: boolean;
  /** What the island was last rendered with. */
  shown: { props: P; bridge: Bridge };
}

function IslandInBrowserUnmemoised<P extends object>({ name, load, props }: IslandProps<P>) {
  const element = useRef<HTMLDivElement>(null);
  const bridge = useBridge();
  const latest = useRef({ props, bridge });
  latest.current = { props, bridge };
  const island = useRef<MountedIsland<P> | null>(null);

  /** Renders the island again with what the page gives it now, if that changed since. */
  const update = useRef(() => {
    const mounted = island.current;
    if (!mounted?.hydrated) return;
    const now = latest.current;
    if (sameProps(mounted.shown.props, now.props) && sameBridge(mounted.shown.bridge, now.bridge)) return;
    mounted.shown = now;
    startTransition(() => mounted.root.render(mounted.tree()));
  });

  useEffect(() => {
    const container = element.current;
    if (!container) return;
    // No server HTML (the browser rendered the page, or the island came later, as a preview's search): the island
    // is rendered at once, not hydrated.
    const fromServer = container.hasChildNodes();
    let cancelled = false;
    const onHydrated = () => {
      if (!island.current) return;
      island.current.hydrated = true;
      // What tests and benchmarks wait on (the page announces it, as `data-hydrated` on <html> for the page).
      container.dataset.islandState = "hydrated";
      update.current();
    };
    const hydrate = (Component: ComponentType<P>) => {
      const shown = latest.current;
      const tree = () => (
        <IslandFrame bridge={island.current?.shown.bridge ?? shown.bridge} onHydrated={onHydrated}>
          <Component {...(island.current?.shown.props ?? shown.props)} />
        </IslandFrame>
      );
      startTransition(() => {
        const options = { onUncaughtError, onRecoverableError };
        const root = fromServer ? hydrateRoot(container, tree(), options) : createRoot(container, options);
        island.current = { root, hydrated: false, shown, tree };
        if (!fromServer) root.render(tree());
      });
    };
    const whenWanted = fromServer ? whenIslandWanted : atOnce;
    const stopWaiting = whenWanted(container, () => {
      loadOnDemand(load).then(
        ({ default: Component }) => {
          if (!cancelled) hydrate(Component);
        },
        (error: unknown) => console.warn(`The island "${name}" could not load: its HTML stays as built.`, error),
      );
    });
    return () => {
      cancelled = true;
      stopWaiting();
      const root = island.current?.root;
      island.current = null;
      // Not while React renders the page that drops it.
      if (root) setTimeout(() => root.unmount(), 0);
    };
  }, [load, name]);

  // The page's later changes (its data, the address once read, a navigation), once the island has hydrated.
  useEffect(() => update.current());

  return <div ref={element} data-island={name} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
}

/** The page's renders reach the island's element only when the island's data change (each value compared). */
const IslandInBrowser = memo(
  IslandInBrowserUnmemoised,
  (before, after) => before.name === after.name && before.load === after.load && sameProps(before.props, after.props),
) as typeof IslandInBrowserUnmemoised;
