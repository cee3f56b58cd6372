// nprogress 0.2 ships no types; only the call this plugin makes is declared.
declare module 'nprogress' {
  const nprogress: {
    configure(options: {
      showSpinner?: boolean;
      barSelector?: string;
      spinnerSelector?: string;
      template?: string;
    }): void;
  };
  export default nprogress;
}
