import { hydrateIslands } from '../hydrate-islands';
import { LoginIsland } from './login-island';

hydrateIslands({ login: LoginIsland });
