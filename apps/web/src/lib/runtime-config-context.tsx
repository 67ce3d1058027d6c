import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '@lp/contract';
import { defaultRuntimeConfig } from './runtime-config.ts';

export const RuntimeConfigContext = createContext<RuntimeConfig>(defaultRuntimeConfig);
export const useRuntimeConfig = () => useContext(RuntimeConfigContext);
