import { createContext, useContext } from 'react';

/**
 * Tells the form that a control changed its values by itself (the place search filling street, zip code and city):
 * antd reports only a person's edits of a named field, and the form must still ask before those changes are lost.
 */
const FormDirtyContext = createContext<() => void>(() => {});

export const FormDirtyProvider = FormDirtyContext.Provider;
export const useMarkFormDirty = () => useContext(FormDirtyContext);
