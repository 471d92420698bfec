// The only place that touches react-redux's untyped hooks. The store's types
// come from the app layer as types only: nothing of it is imported at run time.
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '../app/store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
