// The shell's namespace, registered on import: by the app's bootstrap before its first render, and by the unit
// tests' setup (jest.config.js).
import { registerShellCatalogues } from './index';

registerShellCatalogues();
