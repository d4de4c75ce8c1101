declare const __REMOTE_VERSION__: string;
