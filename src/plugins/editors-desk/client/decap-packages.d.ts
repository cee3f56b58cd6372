/** Decap's back ends, widgets and phrases ship without types; the desk uses only these shapes. */
declare module 'decap-cms-backend-proxy' {
  export const ProxyBackend: import('./backend').BackendClass;
}
declare module 'decap-cms-backend-gitea' {
  export const GiteaBackend: import('./backend').BackendClass;
}
declare module 'decap-cms-backend-forgejo' {
  export const ForgejoBackend: import('./backend').BackendClass;
}
declare module 'decap-cms-locales' {
  type Phrases = Record<string, unknown>;
  export const fa: Phrases;
  export const en: Phrases;
}
declare module 'decap-cms-widget-*' {
  import type {CmsWidgetParam} from 'decap-cms-core';

  const widget: {Widget(): CmsWidgetParam};
  export default widget;
}
