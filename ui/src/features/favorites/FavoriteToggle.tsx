import { Alert, Button } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { MovieView } from '../movies/movie';
import { favoriteAddRequested, favoriteRemoveRequested, favoritesRequested, isFavorite } from './slice';

/** The heart on every movie and feed card (SPEC §5): adds at once, asks before removing. */
export function FavoriteToggle({ movie, minimal = false }: { readonly movie: MovieView; readonly minimal?: boolean }) {
  const dispatch = useAppDispatch();
  const favorites = useAppSelector((state) => state.favorites);
  const [confirming, setConfirming] = useState(false);
  const favorite = isFavorite(favorites, movie._id);

  useEffect(() => {
    if (favorites.status === 'idle') dispatch(favoritesRequested());
  }, [favorites.status, dispatch]);

  const toggle = () => (favorite ? setConfirming(true) : dispatch(favoriteAddRequested(movie)));
  return (
    <>
      <Button
        icon="heart"
        intent={favorite ? 'danger' : 'none'}
        variant={minimal ? 'minimal' : 'outlined'}
        size={minimal ? 'small' : undefined}
        onClick={toggle}
        // Until the user's favourites are known the heart cannot say which way it toggles.
        disabled={favorites.status === 'idle' || favorites.status === 'loading'}
        aria-pressed={favorite}
        // The name starts with the words the button shows (WCAG 2.5.3), then says which title.
        aria-label={favorite ? `Favorite: ${movie.title}` : `Add to favorites: ${movie.title}`}
      >
        {minimal ? undefined : favorite ? 'Favorite' : 'Add to favorites'}
      </Button>
      <ConfirmRemoval
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => dispatch(favoriteRemoveRequested(movie._id))}
      />
    </>
  );
}

/** SPEC §2: 'Confirm Removal' / 'Remove from Favorites?' with Cancel and Remove. */
export function ConfirmRemoval({ isOpen, onClose, onConfirm }: { isOpen: boolean; onClose: () => void; onConfirm: () => void }) {
  return (
    <Alert
      className="confirm-removal"
      isOpen={isOpen}
      intent="danger"
      icon="trash"
      cancelButtonText="Cancel"
      canEscapeKeyCancel
      canOutsideClickCancel
      confirmButtonText="Remove"
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        onConfirm();
      }}
    >
      <h4 className="confirm-removal__title">Confirm Removal</h4>
      <p>Remove from Favorites?</p>
    </Alert>
  );
}
