import { mountStandalone } from '@resume/platform';
import App from './App';

mountStandalone(App);
