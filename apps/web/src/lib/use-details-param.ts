import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** Marks a history entry the list itself opened, so closing can step back to the list's own entry. */
type OpenedFromList = { isOpenedFromList?: boolean };

/**
 * The item whose full text is open, kept in the address as `?{name}={id}` so the view can be shared and the
 * browser's back closes it. Opening and closing keep the rest of the address (other parameters) as it is.
 */
export function useDetailsParam(name: string) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const withId = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set(name, id);
    else next.delete(name);
    return next;
  };
  return {
    openId: params.get(name),
    /** Opens one item; another item open already is replaced in place, so back still leads to the list. */
    open: (id: string) =>
      setParams(withId(id), {
        replace: Boolean(params.get(name)),
        state: { isOpenedFromList: true } satisfies OpenedFromList,
      }),
    /** Back to the list: the step back when the list opened it, else the same address without the item. */
    close: () => {
      if ((location.state as OpenedFromList | null)?.isOpenedFromList) navigate(-1);
      else setParams(withId(null), { replace: true });
    },
  };
}
