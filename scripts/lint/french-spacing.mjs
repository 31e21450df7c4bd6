// French text typed in page code (JSX), where neither the messages' nor the content's typography pass reaches it
// (docs/typography.md): a plain space before « : » let « jours fériés » end a line and « : 10 h 30 » begin the next.

/** A plain space before « : ; ! ? », or around the « h » of a time or duration (« 10 h 30 », « 23 h »). */
const PLAIN_SPACES = [/ [:;!?](?=[\s"'`]|$)/, /\d h(?!\p{L})/u, /\d[\u00A0\u202F]?h \d/u];

const MESSAGE =
  "French typography in page code: « {{text}} » has a plain space before « : ; ! ? » or in a time (« 10 h 30 »). " +
  "Write the text in a message (frenchTypography applies) or use NBSP / NARROW_NBSP from src/lib/french-typography.ts.";

const hasPlainSpace = (text) => PLAIN_SPACES.some((pattern) => pattern.test(text));

/** Inside JSX: the text of an element, an attribute's value, or a string in one of its expressions. */
const inJsx = (node) => {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === "JSXExpressionContainer" || parent.type === "JSXAttribute") return true;
    if (parent.type.startsWith("JSX")) return false;
  }
  return false;
};

const typedSpacing = {
  meta: {
    type: "problem",
    docs: { description: "French punctuation and times typed in JSX keep their no-break spaces (docs/typography.md)" },
    messages: { plainSpace: MESSAGE },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      if (hasPlainSpace(text)) context.report({ node, messageId: "plainSpace", data: { text: text.trim() } });
    };
    return {
      JSXText: (node) => check(node, node.value),
      Literal: (node) => {
        if (typeof node.value === "string" && inJsx(node)) check(node, node.value);
      },
      TemplateElement: (node) => {
        if (inJsx(node)) check(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};

/** The house's French rules as an ESLint plugin (eslint.config.mjs: "french/typed-spacing"). */
export const frenchPlugin = { rules: { "typed-spacing": typedSpacing } };
