import { accessibilitySuite } from '../support/accessibility.ts';

accessibilitySuite('dark');
