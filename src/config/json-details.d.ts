/** `content/theater.json?details`: the file as a module of its own (src/config/theater-details.ts). */
declare module "*.json?details" {
  const value: unknown;
  export default value;
}
