import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { HashRouter } from 'react-router-dom';
import { App, loadHomePage } from './app/App';
import { makeStore } from './app/store';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <Provider store={makeStore()}>
      <HashRouter>
        <App />
      </HashRouter>
    </Provider>
  </StrictMode>
);

// The build prerenders the home page into #root. Hydrate it when that is the
// page asked for; any other deep link renders from scratch instead of
// "hydrating" markup that belongs to a different page.
const path = window.location.hash.replace(/^#/, '') || '/';
const isHome = path === '/' || path.startsWith('/?');
if (container.hasChildNodes() && isHome) {
  // Fetch the home page's code now, alongside hydration of the shared shell.
  void loadHomePage();
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
