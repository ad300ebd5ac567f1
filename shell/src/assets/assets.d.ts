// Bundled images are emitted as files (asset/resource): importing one gives its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
// `?inline`: the picture as a data: URL in the code (build-config's imageRule), no request of its own.
declare module '*.svg?inline' {
  const dataUrl: string;
  export default dataUrl;
}
declare module '*.png' {
  const url: string;
  export default url;
}
