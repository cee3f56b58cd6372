import {createContext} from 'react';

/**
 * True inside the not-found page. Its HTML is rendered once, as `404.html`, and served for every
 * unknown path: the strip, which depends on the path, must leave that page alone on the client
 * too, or hydration meets HTML the server never wrote.
 */
export const NotFoundContext = createContext(false);
