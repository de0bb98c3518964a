// The saved-posts feature's entry point: what other features may use of it.
export { SavePostButton } from './components/save-post-button.tsx';
export { SavedPostsList } from './components/saved-posts-list.tsx';
