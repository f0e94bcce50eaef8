/**
 * The client build's manifests, given to the server build by dev-server/client-build-manifests-plugin.ts (`null` in the
 * dev server and the tests). The shape of app/route-preloads.ts `ClientBuildManifests`.
 */
declare module 'virtual:client-build-manifests' {
  const manifests: {
    client: Readonly<Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>>;
    ssr: Readonly<Record<string, readonly string[]>>;
  } | null;
  export default manifests;
}
