import { adoptBuiltStyles } from "./adopt-built-styles";

// gatsby-browser imports this module first: no styled component is defined yet (adoptBuiltStyles).
if (typeof document !== "undefined") adoptBuiltStyles();
