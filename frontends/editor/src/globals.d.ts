/** Injected by webpack's DefinePlugin from package.json. */
declare const __EDITOR_VERSION__: string;
declare const __REMOTE_VERSION__: string;
