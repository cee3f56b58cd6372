// What the compiled bootstrap file runs (./compile.ts bundles it into one script).
import {startBootstrap} from './index';

startBootstrap(window);
