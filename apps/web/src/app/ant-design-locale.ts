import { createContext } from 'react';
import type { Locale } from 'antd/es/locale';

/**
 * The interface language's Ant Design locale, from the language provider to `AntDesignRoot`. A
 * context and not a ConfigProvider at the top, so that the boot path loads no Ant Design.
 */
export const AntDesignLocaleContext = createContext<Locale | undefined>(undefined);
