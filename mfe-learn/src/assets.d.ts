/** Files imported for their URL are emitted by webpack (asset/resource): the import is the file's URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}
