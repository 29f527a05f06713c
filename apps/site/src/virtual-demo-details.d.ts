// The manifests' descriptions and keywords, served apart from them (tooling/vite/demo-details.ts).
declare module 'virtual:demo-details' {
  export const details: Readonly<Record<string, { description: string; keywords: readonly string[] }>>;
}
declare module 'virtual:demo-description/*' {
  const description: string;
  export default description;
}
